/**
 * Whether the context frame's own reading finds a creative's call to action (README, "The
 * creative in its context", "Brand and call to action in context"). Each call of
 * `eval/cta-labels.json` is set on the button of a 600×500 banner (as `cta-words.ts --ocr` does);
 * the banner is read by OCR on its own, then placed into each context and the whole frame is read
 * by OCR as the context analysis read it until 30 Nov 2026. Printed per context: of the banners
 * whose own reading finds the call, how many the frame's reading finds inside the creative's rect
 * (a line whose centre lies in it and that `isCallToAction` takes), and which it loses.
 *
 *   pnpm --filter @kreolab/engine exec tsx scripts/context-cta.ts [--contexts vk_feed,rsya_banner]
 */
import { readFileSync } from 'node:fs';
import { isCallToAction } from '../src/analyse/regions';
import { placeInContext } from '../src/context/place';
import { centreInside } from '../src/analyse/regions';
import type { ContextId } from '../src/context/templates';
import { closeOcr, detect, type TextBox } from '../src/detect';
import { decodeImage } from '../src/image';
import { buttonBannerJpeg } from '../test/svg-image';

const i = process.argv.indexOf('--contexts');
const contexts = (
  i > 0 ? process.argv[i + 1]! : 'vk_feed,telegram_post,rsya_banner,avito_listing'
).split(',') as ContextId[];
const rows: { text: string; cta: boolean }[] = JSON.parse(
  readFileSync(new URL('../eval/cta-labels.json', import.meta.url), 'utf8'),
);
const BUTTONS = ['#d93a2b', '#1f6feb', '#12805c', '#222222'];
const calls = rows.filter((r) => r.cta);

const hasCall = (texts: TextBox[]) => texts.some((t) => isCallToAction(t.text));
const found = new Map(contexts.map((c) => [c, [] as string[]]));
const lost = new Map(contexts.map((c) => [c, [] as string[]]));
let own = 0;
for (const [k, r] of calls.entries()) {
  const size = r.text.length > 22 ? 24 : 30;
  const banner = await decodeImage(await buttonBannerJpeg(r.text, BUTTONS[k % 4]!, size));
  if (!hasCall((await detect(banner, { faces: false, objects: false })).texts)) continue;
  own++;
  for (const id of contexts) {
    const placed = await placeInContext(banner, id);
    const s = placed.slot;
    const inside = (await detect(placed.image, { faces: false, objects: false })).texts.filter(
      (t) => centreInside({ x: t.x, y: t.y, width: t.w, height: t.h }, s),
    );
    (hasCall(inside) ? found : lost).get(id)!.push(r.text);
  }
}
await closeOcr();
console.log(`calls: ${calls.length}; found on the banner read alone: ${own}`);
for (const id of contexts) {
  const l = lost.get(id)!;
  const list = l.slice(0, 8).map((t) => `«${t}»`);
  if (l.length > 8) list.push(`and ${l.length - 8} more`);
  console.log(
    `${id.padEnd(14)} found by the frame's reading ${found.get(id)!.length} of ${own}; lost: ${list.join(', ') || 'none'}`,
  );
}
