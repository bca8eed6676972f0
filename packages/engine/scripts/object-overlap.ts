/**
 * Salient objects that repeat a text line or a face (README "An object is not the text beside
 * it"): an object is doubled when at least a third of its own box lies inside one text line's or
 * face's box. Counted on osie-dev's evaluation regions (the folds' held-out
 * maps, `loadEvalImages`), the bench's four banners and the sixteen stories of `makeStory`
 * (`analyseImage`), with the mean attention share of a doubled object.
 * Run: pnpm --filter @kreolab/engine exec tsx scripts/object-overlap.ts [<osie-dev folder>]
 */
import path from 'node:path';
import {
  BANNER,
  BENCH_BANNERS,
  makeBanner,
  makePlainBanner,
  makeStory,
  STORY_TEXTS,
} from '../bench/fixtures';
import { analyseImage } from '../src/analyse';
import type { BBox, Region } from '../src/analyse/regions';
import { closeOcr } from '../src/detect';
import { loadEvalImages } from '../src/eval/calibration-fit';

const dir = path.resolve(process.argv[2] ?? '../../../shared/eval/osie-dev');

const area = (b: BBox) => b.width * b.height;
function overlap(a: BBox, b: BBox): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

type Tally = { images: number; objects: number; doubled: number; share: number };
const tally = (): Tally => ({ images: 0, objects: 0, doubled: 0, share: 0 });

function count(t: Tally, regions: readonly Region[], name: string, show: boolean): void {
  t.images++;
  const others = regions.filter((r) => r.kind === 'text' || r.kind === 'face');
  for (const o of regions.filter((r) => r.kind === 'object')) {
    t.objects++;
    const twin = others.find((r) => overlap(o.bbox, r.bbox) >= area(o.bbox) / 3);
    if (!twin) continue;
    t.doubled++;
    t.share += o.attention_share;
    if (show)
      console.log(
        `  ${name}: object ${JSON.stringify(o.bbox)} ${(o.attention_share * 100).toFixed(1)} % ` +
          `over ${twin.kind} «${twin.text}» ${JSON.stringify(twin.bbox)}`,
      );
  }
}

const line = (label: string, t: Tally) =>
  `${label.padEnd(10)} ${String(t.images).padStart(6)} ${String(t.objects).padStart(8)} ` +
  `${String(t.doubled).padStart(8)} ${t.doubled ? ((t.share / t.doubled) * 100).toFixed(1).padStart(13) : '            –'} %`;

const made = tally();
const banners = [
  ...(await Promise.all(BENCH_BANNERS.map((b) => makeBanner(b.photo, b.headline)))),
  await makePlainBanner(),
];
for (const [i, b] of banners.entries())
  count(
    made,
    (await analyseImage(b, { brand: BANNER.brand })).result.frames[0]!.regions,
    `banner ${i + 1}`,
    true,
  );
const stories = tally();
// the sixteen stories the rule was judged on (`STORY_TEXTS` 1–8)
for (let i = 0; i < 8; i++)
  for (const layout of ['top', 'bottom'] as const) {
    const out = await analyseImage(await makeStory(i, layout), { brand: STORY_TEXTS[i]![0] });
    count(stories, out.result.frames[0]!.regions, `story ${i + 1} ${layout}`, true);
  }
await closeOcr();

const osie = tally();
const images = await loadEvalImages(dir, 5, (s) => console.error(s));
for (const im of images)
  count(
    osie,
    im.regions.filter((r) => r.set !== 'grid' && r.set !== 'random').map((r) => r.region),
    im.name,
    false,
  );

console.log(`\nset          images  objects  doubled  mean attention of a doubled one`);
console.log(line('osie-dev', osie));
console.log(line('banners', made));
console.log(line('stories', stories));
