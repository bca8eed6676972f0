import { describe, expect, it } from 'vitest';
import { writeContextReport, type StoredContextResult } from '../src/analyses/context';

// The report's «В контексте» words for a share the creative has none of: the brand the research
// did not name, named and read on no line, and a call to action the creative lacks.
describe('writeContextReport', () => {
  const share = { share: 0.6, low: 0.4, high: 0.8 };
  const context = (brand: typeof share | null): StoredContextResult =>
    ({
      context_id: 'vk-feed',
      title: 'Лента ВКонтакте',
      width: 1080,
      height: 1920,
      frames: [
        {
          frame_index: 0,
          creative_id: 1,
          image_key: 'k',
          heatmap_key: null,
          fog_key: null,
          grid: { rows: 1, cols: 1, values: [1] },
          slot: { x: 0, y: 0, width: 10, height: 10 },
          attention_share: 0.3,
          area_share: 0.2,
          viewing_time_s: 1.5,
          segments: [
            {
              segment_id: 1,
              name: 'Бегуны',
              noticed: share,
              ttff_ms: 400,
              brand_noticed: brand,
              cta_noticed: null,
            },
          ],
        },
      ],
    }) as unknown as StoredContextResult;
  const lines = (c: StoredContextResult, brandNamed: boolean) => {
    const out: string[] = [];
    writeContextReport({ heading: (t) => out.push(t), text: (t) => out.push(t) }, c, brandNamed);
    return out.join('\n');
  };

  it('says a named brand read on no line is not recognised, as the page does', () => {
    expect(lines(context(null), true)).toContain('бренд — не распознан; призыв — не найден.');
  });
  it('says a brand the research did not name is not named', () => {
    expect(lines(context(null), false)).toContain('бренд — не указан; призыв — не найден.');
  });
  it('gives a read brand its share and range', () => {
    expect(lines(context(share), true)).toContain('бренд — 60\u00a0% (от 40 до 80\u00a0%)');
  });
});
