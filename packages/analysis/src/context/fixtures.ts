// Context data for this package's stories and tests (issue 17): a recorded engine result, and
// hand-made data with round numbers where a test checks the wording.
import type {
  ComparisonEntry,
  ContextRanking,
  ContextResult,
  ContextTemplate,
} from '@kreolab/api-client';
import recordedJson from '../fixtures/context-result.json';

/**
 * banner-a.jpg in the VK feed as the engine analysed it (placeInContext, analyseImage with the
 * template's placement and viewing time, contextStats; two segments, brand «Креолаб», seed 7),
 * with its composed image in src/fixtures/context-vk-feed.jpg.
 */
export const RECORDED_CONTEXT_RESULT = recordedJson as unknown as ContextResult;

/** A smooth attention grid with a peak at (cx, cy) in 0..1 of the frame, plus a weaker one. */
function grid(width: number, height: number, cx: number, cy: number) {
  const values: number[] = [];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const d1 = ((x / width - cx) ** 2 + (y / height - cy) ** 2) / 0.02;
      const d2 = ((x / width - 0.2) ** 2 + (y / height - 0.08) ** 2) / 0.005;
      values.push(+Math.min(1, Math.exp(-d1) + 0.5 * Math.exp(-d2)).toFixed(3));
    }
  return { width, height, values };
}

export const CONTEXT_TEMPLATES: ContextTemplate[] = [
  ['vk_feed', 'Лента ВКонтакте', 'phone', 390, 844, { x: 0, y: 170, width: 390, height: 390 }, 2],
  [
    'telegram_post',
    'Пост в Telegram-канале',
    'phone',
    390,
    844,
    { x: 16, y: 200, width: 330, height: 330 },
    3,
  ],
  [
    'rsya_banner',
    'Баннер РСЯ на странице сайта',
    'desktop',
    1280,
    800,
    { x: 900, y: 160, width: 300, height: 250 },
    4,
  ],
  [
    'avito_listing',
    'Объявление на Авито',
    'desktop',
    1280,
    800,
    { x: 960, y: 420, width: 240, height: 400 },
    5,
  ],
  [
    'mobile_story',
    'Сторис на телефоне',
    'phone',
    390,
    844,
    { x: 0, y: 0, width: 390, height: 844 },
    5,
  ],
  [
    'billboard',
    'Билборд на улице',
    'street',
    1600,
    900,
    { x: 560, y: 180, width: 600, height: 300 },
    1.5,
  ],
].map(([id, title, device, width, height, slot, viewing_time_s]) => ({
  id,
  title,
  device,
  width,
  height,
  slot,
  viewing_time_s,
  preview_url: '',
})) as ContextTemplate[];

const range = (share: number, half = 0.1) => ({
  share,
  low: Math.max(0, +(share - half).toFixed(2)),
  high: Math.min(1, +(share + half).toFixed(2)),
});

/** A research placed in the VK feed: one frame, two segments, no CTA found. */
export const CONTEXT_RESULT: ContextResult = {
  context_id: 'vk_feed',
  title: 'Лента ВКонтакте',
  width: 390,
  height: 844,
  frames: [
    {
      frame_index: 0,
      creative_id: 11,
      image_url: '',
      slot: { x: 0, y: 228, width: 390, height: 275 },
      attention: {
        heatmap_url: '',
        fog_url: '',
        grid: grid(20, 43, 0.5, 0.42),
      },
      attention_share: 0.46,
      area_share: 0.33,
      viewing_time_s: 2,
      segments: [
        {
          segment_id: 1,
          name: 'Студенты',
          noticed: range(0.81),
          ttff_ms: 420,
          brand_noticed: range(0.38, 0.12),
          cta_noticed: null,
        },
        {
          segment_id: 2,
          name: 'Родители',
          noticed: range(0.74),
          ttff_ms: 610,
          brand_noticed: range(0.31, 0.12),
          cta_noticed: null,
        },
      ],
      text_size: { lines: 3, small: 2, min_px: 9.6, minimum_px: 12.5 },
    },
  ],
};

/** Two variants in the same context: A clearly takes more attention, noticed shares overlap. */
export function contextEntries(
  ids: [number, number],
): Pick<ComparisonEntry, 'context' | 'research_id'>[] {
  return [
    {
      context: {
        attention_share: 0.46,
        area_share: 0.33,
        segments: [{ ...CONTEXT_RESULT.frames[0]!.segments[0]!, noticed: range(0.81) }],
      },
    },
    {
      context: {
        attention_share: 0.29,
        area_share: 0.33,
        segments: [
          { ...CONTEXT_RESULT.frames[0]!.segments[0]!, noticed: range(0.74), ttff_ms: 800 },
        ],
      },
    },
  ].map((c, i) => ({ ...c, research_id: ids[i]! }));
}

/**
 * The `context_ranking` the server gives for `contextEntries` (apps/api contextRanking): A first
 * by attention and named best (46 % against 29 %, a lead over 5 points), A first by the noticed
 * share but «не различимы» (81 % against 74 %, ±10 points each).
 */
export function contextPlaces(ids: [number, number]): ContextRanking {
  const segment = CONTEXT_RESULT.frames[0]!.segments[0]!;
  return {
    attention: { order: ids, winner: ids[0] },
    segments: [{ segment_id: segment.segment_id, name: segment.name, order: ids, winner: null }],
  };
}
