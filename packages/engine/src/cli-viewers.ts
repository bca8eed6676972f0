/* `calibrate` and the simulated-viewer part of `eval`. */
import fs from 'node:fs';
import path from 'node:path';
import { calibrationReport } from './eval/calibration-fit';
import { REGION_STATS_VIEWERS } from './viewers/simulate';
import { VIEWER_MODEL_FILE } from './viewers/model';

function flag(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

/** Cross-validated scanpath statistics and seen-probability calibration; `write` stores the fit on all images. */
export async function runViewersReport(
  args: string[],
  abs: (p: string) => string,
  write: boolean,
  log: (s: string) => void,
): Promise<void> {
  const dir = args[0];
  if (!dir)
    throw new Error(
      `usage: pnpm engine calibrate <dataset-folder> [--folds 5] [--viewers N (default ${REGION_STATS_VIEWERS}, as the product simulates)]`,
    );
  const folds = Number(flag(args, 'folds') ?? 5);
  const viewers = Number(flag(args, 'viewers') ?? REGION_STATS_VIEWERS);
  const r = await calibrationReport(abs(dir), folds, viewers, log);
  console.log(`\n${r.text}`);
  if (!write) return;
  fs.mkdirSync(path.dirname(VIEWER_MODEL_FILE), { recursive: true });
  fs.writeFileSync(VIEWER_MODEL_FILE, `${JSON.stringify(r.model, null, 1)}\n`);
  console.log(`viewer model written to ${path.relative(process.cwd(), VIEWER_MODEL_FILE)}`);
}
