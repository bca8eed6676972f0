/**
 * How the context analysis holds up on real eye-tracking data (README, "Context analysis: how it
 * was checked"). Each osie-dev photo is pasted into context templates as a creative; the whole
 * frame's attention is predicted and
 *  (a) the in-context map, cropped to the creative and renormalised, is scored against where the
 *      15 people looked at the photo on its own (NSS, sAUC, CC, …) beside the standalone
 *      prediction, the centre baseline and the agreement between people;
 *  (b) the creative's predicted share of the frame's attention is ranked against quantities
 *      people's fixations give, across images (Spearman);
 *  (e) the same map with the creative's own map laid inside its rect (`nestMap`) is scored as in
 *      (a), and its attention share and simulated noticed share are set beside the frame's.
 * Nothing is tuned here.
 *
 *   pnpm --filter @kreolab/engine eval-context [--limit N] [--contexts vk_feed,rsya_banner] [dataset-folder]
 *
 * --limit takes N images evenly spread over the sorted names (default all 400).
 *
 * Detections, the same for every map so that only the context differs: faces are detected on
 * each map's own image (the photo alone, or the whole composed frame, where faces are smaller);
 * text is read by OCR only on the empty template (once per template: the page's own captions and
 * buttons), never on the photos, because OCR of 400 photos per context costs tens of minutes on
 * this machine. The scores are therefore a little below the engine's main figures, which use OCR.
 */
import fs from 'node:fs';
import path from 'node:path';
import { predictAttention } from '../src/attention';
import { placeInContext } from '../src/context/place';
import { massIn, nestMap } from '../src/context/stats';
import { type ContextId, contextTemplate, renderTemplate } from '../src/context/templates';
import { closeOcr, detect, type Detections } from '../src/detect';
import { decodeImage } from '../src/image';
import { type FMap, makeMap, resize } from '../src/maps';
import { cc, meanScores, type SaliencyScores } from '../src/metrics/saliency';
import { centreMap, otherFixations, scoreMap } from '../src/eval/crossval';
import { type FixationItem, loadFixations } from '../src/eval/dataset';
import { meanPeople, peopleReference } from '../src/eval/heldout';
import { scoreTable } from '../src/eval/report';
import { spearman } from '../src/viewers/calibration';
import { DEFAULT_SEGMENT } from '../src/viewers/population';
import { walkViewers } from '../src/viewers/simulate';
import type { Region } from '../src/analyse/regions';
import { ENGINE_ROOT } from '../src/paths';

const args = process.argv.slice(2);
const opt = (name: string) => {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const v = args[i + 1];
  args.splice(i, 2);
  return v;
};
const limit = Number(opt('--limit') ?? 0);
const contexts = (opt('--contexts') ?? 'vk_feed,rsya_banner').split(',') as ContextId[];
const dir = args[0] ?? path.resolve(ENGINE_ROOT, '../../../shared/eval/osie-dev');

/** The map (any grid over a w×h frame) cut to a rect of the frame, at the rect's pixel size. */
function crop(
  grid: FMap,
  w: number,
  h: number,
  r: { x: number; y: number; width: number; height: number },
): FMap {
  const full = resize(grid, w, h);
  const out = makeMap(r.width, r.height);
  for (let y = 0; y < r.height; y++)
    out.d.set(full.d.subarray((r.y + y) * w + r.x, (r.y + y) * w + r.x + r.width), y * r.width);
  return out;
}

function mean(xs: number[]): number {
  return xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length);
}

/** Peakiness of a map: its maximum over its mean (1 = flat). */
function peak(m: FMap): number {
  let mx = 0;
  let s = 0;
  for (const v of m.d) {
    mx = Math.max(mx, v);
    s += v;
  }
  return mx / (s / m.d.length);
}

const items = loadFixations(dir);
const pick =
  limit > 0 && limit < items.length
    ? Array.from({ length: limit }, (_, k) => Math.floor((k * items.length) / limit))
    : items.map((_, i) => i);

const templateText = new Map<ContextId, Detections['texts']>();
for (const id of contexts)
  templateText.set(
    id,
    (await detect(await renderTemplate(id), { faces: false, text: true })).texts,
  );
await closeOcr();

const standalone: SaliencyScores[] = [];
const centre: SaliencyScores[] = [];
const people: { nss: number; sAuc: number }[] = [];
const inCtx = new Map<ContextId, SaliencyScores[]>(contexts.map((c) => [c, []]));
/** (e): the same with the creative's own map laid inside its rect (`nestMap`). */
const nested = new Map<ContextId, SaliencyScores[]>(contexts.map((c) => [c, []]));
const nestedShare = new Map<ContextId, number[]>(contexts.map((c) => [c, []]));
const noticed = new Map<ContextId, { frame: number[]; nested: number[] }>(
  contexts.map((c) => [c, { frame: [], nested: [] }]),
);
const ccToStandalone = new Map<ContextId, number[]>(contexts.map((c) => [c, []]));
const share = new Map<ContextId, number[]>(contexts.map((c) => [c, []]));
const area = new Map<ContextId, number>();
const peakiness: number[] = [];
/**
 * (c) where people's fixations can be counted: each template's slot, at its relative place in the
 * frame, laid on the photo itself; the share of the standalone map inside it against the share of
 * people's fixations inside it (and the centre baseline's).
 */
const ALL_TEMPLATES = [
  'vk_feed',
  'telegram_post',
  'rsya_banner',
  'avito_listing',
  'mobile_story',
  'billboard',
] as const;
const rectShare = new Map<string, { pred: number[]; centre: number[]; people: number[] }>(
  ALL_TEMPLATES.map((id) => [id, { pred: [], centre: [], people: [] }]),
);
const t0 = Date.now();
for (const [k, i] of pick.entries()) {
  const it: FixationItem = items[i]!;
  const other = otherFixations(items, i);
  const img = await decodeImage(fs.readFileSync(path.join(dir, 'images', it.name)));
  const alone = await predictAttention(img, {
    detections: await detect(img, { faces: true, text: false }),
  });
  standalone.push(scoreMap(alone.grid, it, other));
  centre.push(scoreMap(centreMap(80, 60), it, other));
  people.push(peopleReference(items, i));
  peakiness.push(peak(alone.grid));
  for (const id of ALL_TEMPLATES) {
    const t = contextTemplate(id);
    const r = {
      x: (t.slot.x / t.width) * it.width,
      y: (t.slot.y / t.height) * it.height,
      width: (t.slot.width / t.width) * it.width,
      height: (t.slot.height / t.height) * it.height,
    };
    const row = rectShare.get(id)!;
    row.pred.push(massIn(alone.grid, it.width, it.height, r));
    row.centre.push(massIn(centreMap(80, 60), it.width, it.height, r));
    row.people.push(
      it.fix.filter((f) => f.x >= r.x && f.x < r.x + r.width && f.y >= r.y && f.y < r.y + r.height)
        .length / Math.max(1, it.fix.length),
    );
  }
  for (const id of contexts) {
    const t = contextTemplate(id);
    const placed = await placeInContext(img, id);
    const faces = (await detect(placed.image, { faces: true, text: false })).faces;
    const frame = await predictAttention(placed.image, {
      detections: { faces, texts: templateText.get(id)! },
    });
    const inner = crop(frame.grid, t.width, t.height, placed.slot);
    inCtx.get(id)!.push(scoreMap(inner, it, other));
    ccToStandalone.get(id)!.push(cc(resize(inner, 80, 60), resize(alone.grid, 80, 60)));
    share.get(id)!.push(massIn(frame.grid, t.width, t.height, placed.slot));
    const own = nestMap(frame.grid, t.width, t.height, placed.slot, alone.grid);
    nested.get(id)!.push(scoreMap(crop(own, t.width, t.height, placed.slot), it, other));
    nestedShare.get(id)!.push(massIn(own, t.width, t.height, placed.slot));
    const slotRegion: Region = {
      id: 'creative',
      kind: 'custom',
      bbox: placed.slot,
      text: '',
      attention_share: 0,
      seen_probability: 0,
      order: null,
      role: 'other',
    };
    for (const [key, map] of [
      ['frame', frame.grid],
      ['nested', own],
    ] as const) {
      // the raw share of 300 generic viewers who fixate the creative within the context's time
      let hits = 0;
      const { count } = walkViewers(
        { width: t.width, height: t.height, map, regions: [] },
        [slotRegion],
        DEFAULT_SEGMENT,
        t.placement,
        { viewers: 300, seed: 1, viewingMs: Math.round(t.viewingTimeS * 1000) },
        (visits) => {
          if (visits.has('creative')) hits++;
        },
      );
      noticed.get(id)![key].push(hits / count);
    }
    area.set(id, (placed.slot.width * placed.slot.height) / (t.width * t.height));
  }
  if (k % 20 === 19)
    console.error(`${k + 1}/${pick.length} images, ${((Date.now() - t0) / 1000).toFixed(0)} s`);
}
await closeOcr();

const peopleNss = people.map((p) => p.nss);
const lines = [
  `osie-dev: ${pick.length} of ${items.length} images${pick.length < items.length ? ' (evenly spread over the sorted names)' : ''}; contexts: ${contexts.join(', ')}`,
  `time: ${((Date.now() - t0) / 1000).toFixed(0)} s`,
  '',
  '(a) inside the creative: the in-context map cut to the photo and renormalised, against the people who saw the photo alone',
  '',
  scoreTable([
    ['standalone prediction (photo alone)', meanScores(standalone)],
    ...contexts.map((id): [string, SaliencyScores] => [
      `in context: ${id} (cropped)`,
      meanScores(inCtx.get(id)!),
    ]),
    ...contexts.map((id): [string, SaliencyScores] => [
      `${id}, own map inside (e)`,
      meanScores(nested.get(id)!),
    ]),
    ['centre Gaussian baseline', meanScores(centre)],
    ['people (leave one viewer out)', meanPeople(people)],
  ]),
  '',
  ...contexts.map(
    (id) =>
      `${id}: CC between the cropped in-context map and the standalone map, mean ${mean(ccToStandalone.get(id)!).toFixed(3)}`,
  ),
  '',
  "(b) the photo's share of the whole frame's predicted attention",
  '',
  ...contexts.map((id) => {
    const s = share.get(id)!;
    const a = area.get(id)!;
    return `${id}: area share ${a.toFixed(3)}; attention share mean ${mean(s).toFixed(3)}, min ${Math.min(...s).toFixed(3)}, max ${Math.max(...s).toFixed(3)} (mean ratio to area ${(mean(s) / a).toFixed(2)})`;
  }),
  '',
  "(e) the creative's own map laid inside its rect (nestMap): the attention share and the raw share of 300 simulated viewers who fixate the creative, frame's map → nested",
  ...contexts.map((id) => {
    const a = share.get(id)!;
    const b = nestedShare.get(id)!;
    const n = noticed.get(id)!;
    const dif = (p: number[], q: number[]) => mean(p.map((x, k) => Math.abs(x - q[k]!)));
    return `${id}: attention share ${mean(a).toFixed(4)} → ${mean(b).toFixed(4)}, mean |Δ| ${dif(a, b).toFixed(4)}, max |Δ| ${Math.max(...a.map((x, k) => Math.abs(x - b[k]!))).toFixed(4)}; noticed ${mean(n.frame).toFixed(3)} → ${mean(n.nested).toFixed(3)}, mean |Δ| ${dif(n.frame, n.nested).toFixed(3)}`;
  }),
  '',
  'Spearman across images, attention share against:',
  ...contexts.map(
    (id) =>
      `${id}: people's agreement on the photo (leave-one-out NSS) ${spearman(share.get(id)!, peopleNss).toFixed(3)}; standalone map's peak/mean ${spearman(share.get(id)!, peakiness).toFixed(3)}`,
  ),
  '',
  "(c) a template slot's rect laid on the photo itself: predicted share of attention inside it against the share of people's fixations inside it",
  '',
  ...ALL_TEMPLATES.map((id) => {
    const r = rectShare.get(id)!;
    const mae = (xs: number[]) => mean(xs.map((x, k) => Math.abs(x - r.people[k]!)));
    return `${id.padEnd(14)} people ${mean(r.people).toFixed(3)}, model ${mean(r.pred).toFixed(3)}; mean |model − people| ${mae(r.pred).toFixed(3)} (centre baseline ${mae(r.centre).toFixed(3)}); Spearman model–people across images ${spearman(r.pred, r.people).toFixed(3)}`;
  }),
];
console.log(lines.join('\n'));
