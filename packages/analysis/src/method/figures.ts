// The engine's accuracy as the «Как считает Креолаб» page publishes it: every figure measured on
// eye-tracking data on images the model did not see, beside a centre-only model and the
// agreement between people. The figures are copied from the engine's model files and README
// (packages/engine/model/weights.json and viewers.json `cv`, README "Accuracy" and "Seen
// probability, order and their uncertainty"); figures.test.ts fails when they drift apart, so a
// retrained model cannot ship with last model's numbers on this page.

/** The attention map's scores: 5-fold cross-validation by image on osie-dev. */
export const MAP_FIGURES = {
  images: 400,
  viewers: 15,
  folds: 5,
  model: { nss: 2.89, aucJudd: 0.905, sAuc: 0.838 },
  centre: { nss: 0.839, aucJudd: 0.737, sAuc: 0.5 },
  /** Each viewer against the other 14 (leave one viewer out): how far a prediction can go. */
  people: { nss: 3.688, sAuc: 0.892 },
  /** One model per kind of content, trained without it and scored on it. */
  heldOut: { nss: 2.762, sAuc: 0.832 },
  /** Another lab's data set, scored with the shipped weights, nothing tuned on it. */
  doves: {
    images: 101,
    viewers: 29,
    model: { nss: 1.187, sAuc: 0.546 },
    centre: { nss: 1.127, sAuc: 0.5 },
    people: { nss: 2.037, sAuc: 0.574 },
  },
} as const;

export type SeenKind = 'grid' | 'random' | 'text' | 'face' | 'object';

/**
 * The calibrated seen share against the share of the 15 viewers who fixated each region, held
 * out by image folds: bias, expected calibration error over 10 bins, Pearson's r, and the ceiling
 * of r that 15 viewers' own noise allows.
 */
export const SEEN_FIGURES: Record<
  SeenKind,
  { n: number; bias: number; ece: number; r: number; ceiling: number }
> = {
  grid: { n: 4800, bias: -0.002, ece: 0.008, r: 0.831, ceiling: 0.974 },
  random: { n: 3200, bias: 0.003, ece: 0.013, r: 0.852, ceiling: 0.976 },
  text: { n: 96, bias: 0.001, ece: 0.044, r: 0.596, ceiling: 0.942 },
  face: { n: 267, bias: 0.001, ece: 0.006, r: 0.429, ceiling: 0.871 },
  object: { n: 646, bias: 0, ece: 0.024, r: 0.598, ceiling: 0.955 },
};

/** Share of held-out regions whose people's share lies inside the 95 % range. */
export const INTERVAL_COVERAGE = 0.953;

/**
 * The order of the automatic regions (text, faces, objects) within an image against people's:
 * Spearman averaged over images, the product's order, the centre's, and two halves of people.
 */
export const ORDER_FIGURES = { images: 141, model: 0.513, centre: 0.361, people: 0.608 } as const;

/** The fitted scanpath sampler beside people (osie-dev, 800×600, cross-validated by image). */
export const SCANPATH_FIGURES = {
  saccadeMedianPx: { model: 105, people: 101 },
  refixShare: { model: 0.32, people: 0.34 },
  gridCells: { model: 4.17, people: 4.32 },
  firstCentrePx: { model: 120, people: 111 },
  durMedianMs: { model: 179, people: 190 },
  fixations: { model: 9.33, people: 9.37 },
} as const;

/**
 * A text line's measured contrast against the contrast of the colours it was set in (12–40 px
 * lines, JPEG; README "Text contrast"): the median ratio on flat grounds, and the range over flat
 * and noisy grounds of how often the 3:1 and 4.5:1 verdicts agree with the set colours.
 */
export const CONTRAST_FIGURES = { ratio: 0.92, agree: { low: 0.88, high: 0.93 } } as const;

/**
 * Text size (README "Text size"): capital heights on the viewer's screen, CSS px, for full marks
 * and for the small-text finding (ISO 9241-3's 20 and 16 minutes of arc), and the range of the
 * size part across nine formats of one line set at one size, before (a share of the image's
 * height) and after, over the set sizes.
 */
export const SIZE_FIGURES = {
  preferredPx: 15.6,
  minimumPx: 12.5,
  formats: 9,
  rangeBefore: { low: 0.2, high: 0.7 },
  rangeAfter: 0.02,
} as const;

/**
 * Calls to action (README "Calls to action"): a labelled sample of advertising lines, each set on
 * a banner's button and read by OCR as in the product; how many of the banners with a call have
 * it found (recall) and how many found are calls (precision), with the words of calls before and
 * after whole-word matching.
 */
export const CTA_FIGURES = {
  lines: 193,
  calls: 99,
  recall: { before: 0.475, after: 0.99 },
  precision: { before: 0.746, after: 0.99 },
} as const;

/**
 * The creative in its context (README, "Context analysis: how it was checked"): each osie-dev
 * photo placed into the VK feed and into a page's banner slot, the map inside it scored against
 * the people who saw the photo alone (NSS; in-sample: the weights were trained on these images,
 * so the rows compare, the levels flatter). `frame`: the whole frame's map, as until 30 Nov 2026;
 * `own`: the creative's own map laid inside its rect, as now. `rects`: the slots' rects laid on
 * the photos, the map's share inside them against people's (mean |model − people|, the range
 * over the six templates, beside the centre's). `ttffMaeMs`: the simulated time to the first
 * fixation against people's (README (d)). `cta`: calls to action the frame's own reading found
 * on the page's slot and in the listing, of the banners whose own reading found one.
 */
export const CONTEXT_FIGURES = {
  images: 400,
  nss: {
    feed: { frame: 1.207, own: 2.877 },
    page: { frame: 0.664, own: 2.417 },
    centre: 0.839,
    alone: 3.016,
    people: 3.688,
  },
  rects: { model: { low: 0.017, high: 0.111 }, centre: { low: 0.051, high: 0.183 } },
  ttffMaeMs: 499,
  cta: { of: 98, page: 11, listing: 2 },
} as const;

/**
 * Text read on story creatives (engine README "Text over a photograph, found by a text
 * detector", its second check set): four stories in two layouts, 40 drawn lines, read as the
 * product reads them; the lines read right, those on a plate or a button, and the white
 * headlines over the photograph.
 */
export const STORY_TEXT_FIGURES = {
  lines: 40,
  right: 32,
  panels: 16,
  panelsRight: 15,
  headlines: 8,
  headlinesRight: 8,
} as const;

/**
 * Faint text lines (engine README "Text in low contrast: a second threshold", what it does not
 * settle): the map marks every read line alike, whatever its contrast; osie-dev's few lines under
 * 2:1 were fixated by fewer viewers than the others, too few to teach the model a contrast input.
 */
export const FAINT_TEXT_FIGURES = {
  lines: 5,
  below: 2,
  seen: 0.48,
  others: { low: 0.69, high: 0.76 },
} as const;

/** How far along from the centre-only model to the agreement between people (0–1). */
export function gapShare(model: number, centre: number, people: number): number {
  return (model - centre) / (people - centre);
}
