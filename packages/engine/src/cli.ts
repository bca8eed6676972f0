/* Command line of the engine: `pnpm engine <command> ...` from the repository root. */
import fs from 'node:fs';
import path from 'node:path';
import { attentionPng, predictAttention } from './attention';
import { closeOcr, detect } from './detect';
import { crossValidate, fitModel } from './eval/crossval';
import { loadDataset } from './eval/dataset';
import { scoreTable } from './eval/report';
import { attentionCvReport, attentionTransferReport } from './eval/attention-report';
import { loadWeights, modelReadsObjects } from './attention';
import { decodeImage } from './image';
import { EngineError } from './errors';
import { ENGINE_ROOT } from './paths';
import { runAnalyseCommand, runCompareCommand } from './cli-analyse';
import { runViewersReport } from './cli-viewers';

const base = process.env.INIT_CWD ?? process.cwd();
const abs = (p: string) => path.resolve(base, p);
const log = (s: string) => console.error(s);

const USAGE = `Usage (from the repository root):
  pnpm engine attention <input-folder> <output-folder>   greyscale attention maps (<base>.png)
  pnpm engine analyse <file> [--segment "Имя,25-34,интересы"] [--placement social_feed|banner|outdoor|print|video]
                      [--goal awareness|consideration|conversion] [--viewers N] [--seed N] [--json]
                      [--viewing-time seconds] [--region-viewers N (default 1000)]
  pnpm engine compare <file> <file> [...] [--json]
  pnpm engine eval <dataset-folder> [--folds 5]          six metrics beside the centre baseline
  pnpm engine train <dataset-folder>                      writes model/weights.json (with cross-validated scores)
  pnpm engine calibrate <dataset-folder> [--viewers 1000] fits simulated viewers to people, writes model/viewers.json`;

function flag(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

async function attentionCommand(args: string[]): Promise<void> {
  const [inDir, outDir] = args;
  if (!inDir || !outDir) throw new Error(USAGE);
  const src = abs(inDir);
  const dst = abs(outDir);
  fs.mkdirSync(dst, { recursive: true });
  const files = fs
    .readdirSync(src)
    .filter((f) => /\.(jpe?g|png)$/i.test(f))
    .sort();
  const withText = !args.includes('--no-text');
  for (const f of files) {
    const t0 = Date.now();
    try {
      const img = await decodeImage(fs.readFileSync(path.join(src, f)));
      const det = await detect(img, { faces: true, text: withText, objects: modelReadsObjects() });
      const a = await predictAttention(img, { detections: det });
      const outName = `${path.parse(f).name}.png`;
      fs.writeFileSync(path.join(dst, outName), await attentionPng(a));
      log(`${f} → ${outName} (${Date.now() - t0} ms)`);
    } catch (e) {
      if (e instanceof EngineError) log(`${f}: ${e.code} ${e.message}`);
      else throw e;
    }
  }
}

async function evalCommand(args: string[]): Promise<void> {
  const dir = args[0];
  if (!dir) throw new Error(USAGE);
  const items = await loadDataset(abs(dir), log);
  const folds = Number(flag(args, 'folds') ?? 5);
  const isOsie = path.basename(abs(dir)) === 'osie-dev' || args.includes('--cv');
  if (isOsie) {
    console.log(`\n${attentionCvReport(items, folds, {}, log)}`);
    if (!args.includes('--no-viewers')) await runViewersReport(args, abs, false, log);
    return;
  }
  console.log(attentionTransferReport(items, loadWeights()));
}

async function trainCommand(args: string[]): Promise<void> {
  const dir = args[0];
  if (!dir) throw new Error(USAGE);
  const items = await loadDataset(abs(dir), log);
  const folds = Number(flag(args, 'folds') ?? 5);
  const r = args.includes('--no-cv') ? null : crossValidate(items, folds, {}, log);
  log(`training on all ${items.length} images`);
  const w = fitModel(items, {}, path.basename(abs(dir)));
  if (r) w.cv = { folds, images: r.images, model: r.model, centre: r.centre };
  const out = path.join(ENGINE_ROOT, 'model', 'weights.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify(w)}\n`);
  if (r)
    console.log(
      scoreTable([
        ['kreolab (learned, CV)', r.model],
        ['centre Gaussian baseline', r.centre],
      ]),
    );
  console.log(`weights written to ${path.relative(base, out)}`);
}

async function main(): Promise<void> {
  const [cmd, ...args] = process.argv.slice(2);
  switch (cmd) {
    case 'attention':
      return attentionCommand(args);
    case 'analyse':
    case 'analyze':
      return runAnalyseCommand(args, abs);
    case 'compare':
      return runCompareCommand(args, abs);
    case 'eval':
      return evalCommand(args);
    case 'train':
      return trainCommand(args);
    case 'calibrate':
      return runViewersReport(args, abs, true, log);
    default:
      console.log(USAGE);
      process.exitCode = cmd ? 1 : 0;
  }
}

main()
  .catch((e: unknown) => {
    if (e instanceof EngineError) console.error(`${e.code}: ${e.message}`);
    else console.error(e instanceof Error ? e.message : e);
    process.exitCode = 1;
  })
  .finally(() => closeOcr());
