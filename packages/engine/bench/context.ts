import {
  analyseImage,
  CONTEXT_TEMPLATES,
  contextStats,
  DEFAULT_SEGMENT,
  placeInContext,
} from '../src';
import { makeBanner } from './fixtures';

const ms = (x: number) => `${x.toFixed(0)} ms`;

/**
 * The creative in each context: placing it, analysing the whole frame (faces and OCR, as a
 * context research does) and the context statistics for one segment of 1000 viewers.
 */
export async function contextBench(): Promise<void> {
  const banner = await makeBanner();
  console.log('context research, the 1080×1080 banner in each template:');
  for (const t of CONTEXT_TEMPLATES) {
    let t0 = performance.now();
    const placed = await placeInContext(banner, t.id);
    const place = performance.now() - t0;
    t0 = performance.now();
    const out = await analyseImage(placed.image, {
      placement: t.placement,
      viewingTimeS: t.viewingTimeS,
      viewers: 20,
    });
    const analyse = performance.now() - t0;
    t0 = performance.now();
    const s = contextStats(out.viewable[0]!, placed.slot, {
      segments: [DEFAULT_SEGMENT],
      placement: t.placement,
      viewingTimeS: t.viewingTimeS,
    });
    const stats = performance.now() - t0;
    console.log(
      `  ${t.id.padEnd(14)} ${t.width}×${t.height}: place ${ms(place)}, analyse ${ms(analyse)} (OCR wait ${ms(out.timings.detect_wait ?? 0)}), contextStats ${ms(stats)}; share ${s.attention_share} of attention on ${s.area_share} of the area`,
    );
  }
}
