import fs from 'node:fs';
import path from 'node:path';
import { ENGINE_ROOT } from '../paths';
import { type Calibration, CALIBRATION_KINDS, features, unfittedFeatures } from './calibration';
import { ORDER_INPUTS, type OrderModel } from './order';
import { type ScanpathParams, setDefaultScanpathParams } from './scanpath';

/** The fitted viewer model (written by `pnpm engine calibrate`). */
export interface ViewerModelFile {
  version: string;
  trainedOn: string;
  scanpath: ScanpathParams;
  calibration: Calibration;
  /** The calibrated order; without it `order` is the sampler's mean rank. */
  order?: OrderModel;
  cv?: unknown;
}

export const VIEWER_MODEL_FILE = path.join(ENGINE_ROOT, 'model', 'viewers.json');

let loaded: ViewerModelFile | null | undefined;

/**
 * The shipped viewer model; installs its sampler parameters as the defaults on first use. Null
 * when the file is missing (then the sampler keeps its unfitted defaults and shares are raw).
 */
export function viewerModel(): ViewerModelFile | null {
  if (loaded === undefined) {
    loaded = fs.existsSync(VIEWER_MODEL_FILE)
      ? (JSON.parse(fs.readFileSync(VIEWER_MODEL_FILE, 'utf8')) as ViewerModelFile)
      : null;
    const inputs = features(0.5, { area: 0.1, centre: 0.5, mass: 0.1 }).length;
    const unfittedInputs = unfittedFeatures(0.5).length;
    if (
      loaded &&
      (CALIBRATION_KINDS.some((k) => loaded!.calibration.coefs[k].length !== inputs) ||
        Object.values(loaded.calibration.unfitted ?? {}).some((c) => c.length !== unfittedInputs) ||
        (loaded.order && loaded.order.inputs.join('|') !== ORDER_INPUTS.join('|')))
    ) {
      throw new Error(
        `${VIEWER_MODEL_FILE} does not match the calibration's inputs; run pnpm engine calibrate`,
      );
    }
    if (loaded) setDefaultScanpathParams(loaded.scanpath);
  }
  return loaded;
}
