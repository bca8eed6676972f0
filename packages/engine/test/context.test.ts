import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import {
  analyseImage,
  closeOcr,
  CONTEXT_TEMPLATES,
  contextPreviewPng,
  contextStats,
  contextTemplate,
  creativeRectToFrame,
  CSS_PX_PER_FRAME_PX,
  detect,
  EngineError,
  MIN_SLOT_SIDE,
  placeInContext,
  predictAttention,
  renderTemplate,
  type ContextId,
  type Rect,
  type RgbImage,
  type Segment,
} from '../src';
import { centreInside } from '../src/analyse/regions';
import { massIn, nestMap } from '../src/context/stats';
import { makeMap, type FMap } from '../src/maps';
import { cc } from '../src/metrics/saliency';

const OSIE = path.resolve(import.meta.dirname, '../../../../shared/eval/osie-dev/images');
const haveOsie = fs.existsSync(path.join(OSIE, '1002.jpg'));

const SEGMENTS: Segment[] = [
  { id: 'young', name: 'Молодёжь', age_min: 18, age_max: 30 },
  { id: 'senior', name: 'Старшие', age_min: 50, age_max: 70 },
];

/** The banner the analyse tests use: a headline, a coloured circle and a «Купить» button. */
async function banner(cta = 'Купить'): Promise<Buffer> {
  const svg = `<svg width="480" height="480" xmlns="http://www.w3.org/2000/svg">
    <rect width="480" height="480" fill="#f5f1ea"/>
    <text x="30" y="80" font-family="DejaVu Sans" font-weight="bold" font-size="44" fill="#111">Скидка 30 %</text>
    <circle cx="240" cy="250" r="80" fill="#2a62d6"/>
    <rect x="250" y="380" width="200" height="70" rx="12" fill="#d42020"/>
    <text x="282" y="428" font-family="DejaVu Sans" font-weight="bold" font-size="34" fill="#fff">${cta}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const grey = (w = 400, h = 400): Promise<Buffer> =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#9a9a9a' } })
    .png()
    .toBuffer();

const png = (img: RgbImage) =>
  sharp(img.data, { raw: { width: img.width, height: img.height, channels: 3 } })
    .png()
    .toBuffer();

const inside = (r: Rect, w: number, h: number) =>
  r.x >= 0 && r.y >= 0 && r.x + r.width <= w && r.y + r.height <= h;

/** Analyses a creative placed in a context and returns the context statistics with the frame. */
async function inContext(
  creative: Uint8Array | Buffer,
  context: ContextId | { image: Uint8Array; slot: Rect },
  o: { ocr?: boolean; viewers?: number } = {},
) {
  const t = typeof context === 'string' ? contextTemplate(context) : contextTemplate('rsya_banner');
  const placed = await placeInContext(creative, context);
  // as the item job does: the creative's own analysis lays out the map inside its rect and gives
  // the brand and call to action
  const own = (
    await analyseImage(creative instanceof Uint8Array ? creative : new Uint8Array(creative), {
      images: false,
      viewers: 1,
      regionViewers: 200,
      ocr: o.ocr ?? false,
    })
  ).viewable[0]!;
  const out = await analyseImage(placed.image, {
    inset: { rect: placed.slot, map: own.map },
    placement: t.placement,
    viewingTimeS: t.viewingTimeS,
    segments: SEGMENTS,
    images: false,
    viewers: 1,
    regionViewers: 200,
    ocr: o.ocr ?? false,
  });
  const frame = out.viewable[0]!;
  const stats = contextStats(frame, placed.slot, {
    segments: SEGMENTS,
    placement: t.placement,
    viewingTimeS: t.viewingTimeS,
    viewers: o.viewers ?? 400,
    creative: own,
    ...(typeof context === 'string' ? { cssPerPx: CSS_PX_PER_FRAME_PX[t.device] } : {}),
  });
  return { placed, frame, stats, own };
}

afterAll(closeOcr);

describe('context templates', () => {
  it('six templates, each rendered at its size with its slot inside the frame', async () => {
    expect(CONTEXT_TEMPLATES.map((t) => t.id).sort()).toEqual(
      [
        'avito_listing',
        'billboard',
        'mobile_story',
        'rsya_banner',
        'telegram_post',
        'vk_feed',
      ].sort(),
    );
    for (const t of CONTEXT_TEMPLATES) {
      const img = await renderTemplate(t.id);
      expect([img.width, img.height]).toEqual([t.width, t.height]);
      expect(img.data.length).toBe(t.width * t.height * 3);
      expect(inside(t.slot, t.width, t.height)).toBe(true);
      expect(t.title).toMatch(/[а-яё]/i);
      expect(t.viewingTimeS).toBeGreaterThan(0);
      if (t.device === 'phone') expect(t.width).toBe(390);
      const meta = await sharp(await contextPreviewPng(t.id)).metadata();
      expect([meta.width, meta.height]).toEqual([t.width, t.height]);
      const small = await sharp(await contextPreviewPng(t.id, 200)).metadata();
      expect(small.width).toBe(Math.min(200, t.width));
    }
    // the billboard is seen from a distance: a small part of the street view
    const b = contextTemplate('billboard');
    expect((b.slot.width * b.slot.height) / (b.width * b.height)).toBeLessThan(0.05);
    expect(() => contextTemplate('nope' as ContextId)).toThrow(EngineError);
  });

  it('the template around the slot has text the OCR reads, and none inside the empty slot', async () => {
    for (const t of CONTEXT_TEMPLATES) {
      const det = await detect(await renderTemplate(t.id), { faces: true, text: true });
      // the street's shop signs sit among window grids, where the OCR reads one of the two
      expect(det.texts.length, t.id).toBeGreaterThanOrEqual(t.device === 'street' ? 1 : 2);
      for (const b of [...det.texts, ...det.faces])
        expect(centreInside({ x: b.x, y: b.y, width: b.w, height: b.h }, t.slot), `${t.id}`).toBe(
          false,
        );
    }
  }, 240_000);
});

describe('placeInContext', () => {
  it('fits the creative whole into the slot, centred, and leaves the rest of the frame alone', async () => {
    const t = contextTemplate('vk_feed');
    const wide = await sharp({
      create: { width: 800, height: 400, channels: 3, background: '#ff0000' },
    })
      .png()
      .toBuffer();
    const p = await placeInContext(wide, 'vk_feed');
    expect(p.slot.width).toBe(t.slot.width);
    expect(p.slot.height).toBe(Math.round(t.slot.width / 2));
    expect(p.slot.y - t.slot.y).toBe(Math.floor((t.slot.height - p.slot.height) / 2));
    const at = (x: number, y: number) => [
      ...p.image.data.subarray(3 * (y * 390 + x), 3 * (y * 390 + x) + 3),
    ];
    expect(at(195, p.slot.y + 10)).toEqual([255, 0, 0]);
    // above the fitted creative but inside the slot: the slot's background, not the creative
    expect(at(195, t.slot.y + 5)).toEqual([255, 255, 255]);
    const empty = await renderTemplate('vk_feed');
    expect(p.image.data.subarray(0, 3 * 390 * t.slot.y)).toEqual(
      empty.data.subarray(0, 3 * 390 * t.slot.y),
    );
  });

  it('a region drawn on the creative lands on the same pixels of the frame', async () => {
    const p = await placeInContext(await banner(), 'vk_feed');
    // the banner's red «Купить» button (250,380 200×70 of 480×480) in the frame
    const r = creativeRectToFrame(
      { x: 250, y: 380, width: 200, height: 70 },
      { width: 480, height: 480 },
      p.slot,
    );
    const cx = r.x + Math.round(r.width / 2);
    const cy = r.y + Math.round(r.height / 4);
    const px = [...p.image.data.subarray(3 * (cy * 390 + cx), 3 * (cy * 390 + cx) + 3)];
    expect(px[0]).toBeGreaterThan(180);
    expect(px[1]).toBeLessThan(80);
  });

  it('a custom context: the slot in the screenshot is used, and a slot outside or too small is refused', async () => {
    const shot = await png(await renderTemplate('avito_listing'));
    const slot = { x: 40, y: 126, width: 400, height: 260 };
    const p = await placeInContext(await banner(), { image: shot, slot });
    expect([p.width, p.height]).toEqual([960, 600]);
    expect(inside(p.slot, slot.x + slot.width + 1, slot.y + slot.height + 1)).toBe(true);
    expect(p.slot.height).toBe(260);
    expect(p.imageScale).toBe(1);
    // a screenshot over the working size is reduced, and the scale says by how much (a screen's
    // CSS px per frame px then grow by its inverse: apps/api's text size in a user's context)
    const wide = await sharp(shot).resize(4096, 2560, { fit: 'fill' }).png().toBuffer();
    const big = await placeInContext(await banner(), {
      image: new Uint8Array(wide),
      slot: { x: 160, y: 504, width: 1600, height: 1040 },
    });
    expect(big.width).toBe(2048);
    expect(big.imageScale).toBe(0.5);
    expect(big.slot.height).toBe(520);
    const refused = async (s: Rect, re: RegExp) => {
      const e = await placeInContext(await banner(), { image: shot, slot: s }).catch((x) => x);
      expect(e).toBeInstanceOf(EngineError);
      expect((e as EngineError).code).toBe('INCORRECT_IMAGE');
      expect((e as EngineError).message).toMatch(re);
    };
    await refused({ x: 900, y: 100, width: 200, height: 200 }, /does not lie inside the 960×600/);
    await refused({ x: -1, y: 0, width: 100, height: 100 }, /does not lie inside/);
    await refused({ x: 10, y: 10, width: MIN_SLOT_SIDE - 1, height: 100 }, /at least 32/);
    await refused({ x: Number.NaN, y: 10, width: 100, height: 100 }, /x, y, width, height/);
    const junk = await placeInContext(await banner(), {
      image: new Uint8Array([1, 2, 3]),
      slot,
    }).catch((x) => x);
    expect((junk as EngineError).code).toBe('INCORRECT_IMAGE');
  });
});

describe('contextStats on analysed context frames', () => {
  it('a banner takes more of the frame’s attention than a blank grey creative in the same slot', async () => {
    const ad = await inContext(await banner(), 'vk_feed');
    const blank = await inContext(await grey(), 'vk_feed');
    for (const r of [ad, blank]) {
      expect(r.stats.attention_share).toBeGreaterThan(0);
      expect(r.stats.attention_share).toBeLessThanOrEqual(1);
      expect(r.stats.area_share).toBeCloseTo((390 * 390) / (390 * 844), 3);
      expect(r.stats.segments.map((s) => s.segment_id)).toEqual(['young', 'senior']);
      for (const s of r.stats.segments) {
        expect(s.noticed.low).toBeLessThanOrEqual(s.noticed.share);
        expect(s.noticed.high).toBeGreaterThanOrEqual(s.noticed.share);
      }
    }
    expect(ad.stats.attention_share).toBeGreaterThan(blank.stats.attention_share + 0.05);
    expect(ad.stats.segments[0]!.noticed.share).toBeGreaterThan(
      blank.stats.segments[0]!.noticed.share,
    );
  }, 120_000);

  it.skipIf(!haveOsie)(
    'a photo with a face takes more attention than the blank creative',
    async () => {
      const photo = await inContext(fs.readFileSync(path.join(OSIE, '1002.jpg')), 'telegram_post');
      const blank = await inContext(await grey(800, 600), 'telegram_post');
      expect(photo.stats.attention_share).toBeGreaterThan(blank.stats.attention_share);
      expect(photo.stats.segments[0]!.ttff_ms).not.toBeNull();
    },
    120_000,
  );

  it('the same creative in a bigger slot of the same screenshot gets a bigger share', async () => {
    const shot = await png(await renderTemplate('rsya_banner'));
    const small = await inContext(await banner(), {
      image: shot,
      slot: { x: 700, y: 96, width: 100, height: 100 },
    });
    const big = await inContext(await banner(), {
      image: shot,
      slot: { x: 700, y: 96, width: 200, height: 400 },
    });
    expect(big.stats.area_share).toBeGreaterThan(small.stats.area_share);
    expect(big.stats.attention_share).toBeGreaterThan(small.stats.attention_share);
  }, 120_000);

  it('the template’s own «Позвонить» button never counts as the creative’s call to action', async () => {
    const blank = await inContext(await grey(), 'avito_listing', { ocr: true });
    const own = blank.frame.regions.filter((r) => r.role === 'cta');
    // the trap is there: the page's button is read and taken for a call to action…
    expect(own.some((r) => /Позвон/i.test(r.text))).toBe(true);
    expect(own.every((r) => !centreInside(r.bbox, blank.placed.slot))).toBe(true);
    // …yet a creative without one has none in context
    for (const s of blank.stats.segments) expect(s.cta_noticed).toBeNull();
    const ad = await inContext(await banner(), 'vk_feed', { ocr: true });
    expect(ad.own.regions.some((r) => r.role === 'cta')).toBe(true);
    for (const s of ad.stats.segments) {
      expect(s.cta_noticed).not.toBeNull();
      expect(s.cta_noticed!.share).toBeGreaterThan(0);
      expect(s.brand_noticed).toBeNull();
    }
  }, 240_000);

  it("counts the creative's own call to action where the frame, reading it small, loses it", async () => {
    const shot = await png(await renderTemplate('rsya_banner'));
    const small = await inContext(
      await banner(),
      { image: shot, slot: { x: 700, y: 96, width: 120, height: 120 } },
      { ocr: true },
    );
    // at 120 px the frame's OCR does not make «Купить» out…
    const frameCta = small.frame.regions.filter(
      (r) => r.role === 'cta' && centreInside(r.bbox, small.placed.slot),
    );
    expect(frameCta).toEqual([]);
    const t = contextTemplate('rsya_banner');
    const o = { segments: SEGMENTS, placement: t.placement, viewingTimeS: t.viewingTimeS };
    expect(contextStats(small.frame, small.placed.slot, o).segments[0]!.cta_noticed).toBeNull();
    // …the creative's own reading does, and its button, moved into the slot, is what counts
    const cta = small.own.regions.find((r) => r.role === 'cta')!;
    expect(cta.text).toMatch(/Купить/);
    for (const s of small.stats.segments) {
      expect(s.cta_noticed).not.toBeNull();
      expect(s.cta_noticed!.share).toBeGreaterThan(0);
    }
    expect(() =>
      contextStats(small.frame, small.placed.slot, {
        ...o,
        creative: { width: 0, height: 10, regions: [] },
      }),
    ).toThrow(/size or regions/);
  }, 240_000);

  it("measures the creative's letters at its size in the context, not at the file's", async () => {
    const feed = await inContext(await banner(), 'vk_feed', { ocr: true });
    const page = await inContext(await banner(), 'rsya_banner', { ocr: true });
    const street = await inContext(await banner(), 'billboard', { ocr: true });
    const lines = Object.keys(feed.own.textInfo ?? {}).length;
    expect(lines).toBeGreaterThanOrEqual(2);
    for (const r of [feed, page, street]) {
      expect(r.stats.text_size!.lines).toBe(lines);
      expect(r.stats.text_size!.minimum_px).toBe(12.5);
    }
    // the 480 px banner is 390 CSS px wide in the feed and 300 on the page (200 px of a page drawn
    // at 2/3): its smallest letters shrink with it
    const glyph = Math.min(...Object.values(feed.own.textInfo!).map((t) => t.glyphFrac));
    expect(feed.stats.text_size!.min_px).toBeCloseTo(glyph * feed.placed.slot.height, 0);
    expect(page.stats.text_size!.min_px).toBeCloseTo(glyph * page.placed.slot.height * 1.5, 0);
    expect(page.stats.text_size!.min_px).toBeLessThan(feed.stats.text_size!.min_px);
    // a board far down the street: its small print is under the threshold (the 44 px headline
    // of the 480 px banner, on a 3 m board 40 m away, is just over it)
    expect(street.stats.text_size!.small).toBeGreaterThanOrEqual(1);
    expect(street.stats.text_size!.min_px).toBeLessThan(12.5);
    // a user's screenshot has no known screen scale: no figure rather than a guess
    const shot = await png(await renderTemplate('rsya_banner'));
    const custom = await inContext(await banner(), {
      image: shot,
      slot: { x: 700, y: 96, width: 200, height: 400 },
    });
    expect(custom.stats.text_size).toBeUndefined();
    expect(CSS_PX_PER_FRAME_PX.street).toBeCloseTo(2.29, 2);
  }, 240_000);

  it('is deterministic for a seed and refuses a rect outside the frame', async () => {
    const ad = await inContext(await banner(), 'billboard');
    const t = contextTemplate('billboard');
    const again = contextStats(ad.frame, ad.placed.slot, {
      segments: SEGMENTS,
      placement: t.placement,
      viewingTimeS: t.viewingTimeS,
      viewers: 400,
    });
    expect(again).toEqual(ad.stats);
    // a billboard far down the street: small, so it draws a small share of the view
    expect(ad.stats.area_share).toBeLessThan(0.05);
    expect(() =>
      contextStats(
        ad.frame,
        { x: 900, y: 0, width: 100, height: 100 },
        {
          segments: SEGMENTS,
          placement: 'outdoor',
          viewingTimeS: 1,
        },
      ),
    ).toThrow(/does not lie inside/);
    expect(() =>
      contextStats(ad.frame, ad.placed.slot, {
        segments: SEGMENTS,
        placement: 'outdoor',
        viewingTimeS: 0,
      }),
    ).toThrow(EngineError);
  }, 120_000);
});

describe("the creative's own map inside its rect (nestMap)", () => {
  /** A 16×8 uniform map over a 160×80 frame: cells of 10×10 px. */
  const uniform = (): FMap => makeMap(16, 8, 1 / 128);
  /** A 4×4 map of the creative with all its mass in the top-left quarter. */
  const topLeft = (): FMap => {
    const m = makeMap(4, 4);
    for (const i of [0, 1, 4, 5]) m.d[i] = 0.25;
    return m;
  };
  const sum = (m: FMap) => m.d.reduce((s, v) => s + v, 0);

  it("keeps the rect's mass and the map outside it, and spreads the inside as the creative's map", () => {
    const frame = uniform();
    const rect = { x: 40, y: 20, width: 40, height: 40 };
    const out = nestMap(frame, 160, 80, rect, topLeft());
    expect(sum(out)).toBeCloseTo(1, 6);
    expect(massIn(out, 160, 80, rect)).toBeCloseTo(massIn(frame, 160, 80, rect), 6);
    for (let y = 0; y < 8; y++)
      for (let x = 0; x < 16; x++) {
        const i = y * 16 + x;
        const inRect = x >= 4 && x < 8 && y >= 2 && y < 6;
        if (!inRect) expect(out.d[i]).toBeCloseTo(frame.d[i]!, 9);
        else if (x < 6 && y < 4) expect(out.d[i]).toBeCloseTo(16 / 128 / 4, 6);
        else expect(out.d[i]).toBeCloseTo(0, 9);
      }
  });

  it("a cell the rect covers in part keeps the frame's mass for the part outside", () => {
    const frame = uniform();
    // half of column 3 and of column 7 inside, rows 2–5 whole
    const rect = { x: 35, y: 20, width: 40, height: 40 };
    const flat = makeMap(4, 4, 1 / 16);
    const out = nestMap(frame, 160, 80, rect, flat);
    expect(sum(out)).toBeCloseTo(1, 6);
    // a flat creative in a flat frame: nothing moves
    for (let i = 0; i < out.d.length; i++) expect(out.d[i]).toBeCloseTo(frame.d[i]!, 6);
    const peaked = nestMap(frame, 160, 80, rect, topLeft());
    // column 3's cells in the rect's top half: half their own mass stays, half is the creative's
    expect(peaked.d[2 * 16 + 3]).toBeGreaterThan(frame.d[2 * 16 + 3]! / 2);
    // its bottom half gets nothing of the creative: only the half outside the rect stays
    expect(peaked.d[5 * 16 + 3]).toBeCloseTo(frame.d[5 * 16 + 3]! / 2, 6);
  });

  it("analyseImage lays the creative's own map inside its rect and refuses an inset that does not fit", async () => {
    const creative = new Uint8Array(await banner());
    const own = await predictAttention(creative, { faces: true });
    const placed = await placeInContext(creative, 'vk_feed');
    const t = contextTemplate('vk_feed');
    const o = { placement: t.placement, viewingTimeS: t.viewingTimeS, images: false, ocr: false };
    const plain = (await analyseImage(placed.image, o)).viewable[0]!;
    const nested = (
      await analyseImage(placed.image, { ...o, inset: { rect: placed.slot, map: own.grid } })
    ).viewable[0]!;
    const s = placed.slot;
    const share = (m: FMap) => massIn(m, t.width, t.height, s);
    expect(Math.abs(share(nested.map) - share(plain.map))).toBeLessThan(0.01);
    // the frame's cells over the creative, against the creative's own map at that grid
    const cut = (m: FMap) => {
      const cw = t.width / m.w;
      const ch = t.height / m.h;
      const x0 = Math.ceil(s.x / cw);
      const y0 = Math.ceil(s.y / ch);
      const w = Math.floor((s.x + s.width) / cw) - x0;
      const h = Math.floor((s.y + s.height) / ch) - y0;
      const out = makeMap(w, h);
      for (let y = 0; y < h; y++)
        for (let x = 0; x < w; x++) out.d[y * w + x] = m.d[(y0 + y) * m.w + x0 + x]!;
      return out;
    };
    const ownAtGrid = (m: FMap) => {
      const c = cut(m);
      const small = makeMap(c.w, c.h);
      for (let y = 0; y < c.h; y++)
        for (let x = 0; x < c.w; x++)
          small.d[y * c.w + x] =
            own.grid.d[
              Math.floor(((y + 0.5) * own.grid.h) / c.h) * own.grid.w +
                Math.floor(((x + 0.5) * own.grid.w) / c.w)
            ]!;
      return small;
    };
    expect(cc(cut(nested.map), ownAtGrid(nested.map))).toBeGreaterThan(0.9);
    expect(cc(cut(nested.map), ownAtGrid(nested.map))).toBeGreaterThan(
      cc(cut(plain.map), ownAtGrid(plain.map)) + 0.1,
    );
    await expect(
      analyseImage(placed.image, {
        ...o,
        inset: { rect: { x: 300, y: 0, width: 200, height: 100 }, map: own.grid },
      }),
    ).rejects.toThrow(/inset's rect does not lie inside/);
    await expect(
      analyseImage(placed.image, { ...o, inset: { rect: s, map: makeMap(0, 0) } }),
    ).rejects.toMatchObject({ code: 'INCORRECT_IMAGE' });
  }, 120_000);
});
