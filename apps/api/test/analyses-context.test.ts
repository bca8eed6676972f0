import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextRanking } from '../src/analyses/context';
import { fileSigner } from '../src/analyses/files';
import { userTariffs } from '../src/db/schema';
import { signUpAndLogin, type SignedInUser } from './helpers/auth';
import {
  addCreative,
  api,
  brandBanner as sportBanner,
  savedComparison,
  setTariff,
  SPORT_BRIEF,
  waitForStatus,
} from './helpers/analyses';
import { buildTestApp, type TestApp } from './helpers/build';
import { pdfText } from './helpers/pdf';

/** The brand printed as the brief spells it. */
const brandBanner = (hue: number) => sportBanner(hue, 'SPORTMAX');

/** A landing page's screenshot: a header, text lines and an empty block for the banner. */
async function landingPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
    <rect width="100%" height="100%" fill="#fafafa"/>
    <rect width="800" height="64" fill="#20303f"/>
    <text x="24" y="42" font-family="DejaVu Sans" font-size="26" fill="#fff">Мой магазин</text>
    <text x="24" y="130" font-family="DejaVu Sans" font-size="22" fill="#333">Доставка по всей России</text>
    <rect x="480" y="120" width="280" height="200" fill="#e0e0e0"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const briefBody = {
  ...SPORT_BRIEF,
  segments: [
    ...SPORT_BRIEF.segments,
    { name: 'Родители', age_from: 28, age_to: 50, gender: 'female', interests: ['дети'] },
  ],
};

type Share = { share: number; low: number; high: number };
const isShare = (s: Share) => {
  expect(s.share).toBeGreaterThanOrEqual(0);
  expect(s.share).toBeLessThanOrEqual(1);
  expect(s.low).toBeLessThanOrEqual(s.share);
  expect(s.high).toBeGreaterThanOrEqual(s.share);
};

function pearson(pairs: [number, number][]): number {
  const n = pairs.length;
  const [mx, my] = pairs.reduce(([a, b], [x, y]) => [a + x / n, b + y / n], [0, 0]);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (const [x, y] of pairs) {
    sxy += (x - mx) * (y - my);
    sxx += (x - mx) ** 2;
    syy += (y - my) ** 2;
  }
  return sxy / Math.sqrt(sxx * syy);
}

/** Issue 17: the creative in its real context. */
describe('analyses in context: templates, custom contexts, result and comparison', () => {
  let t: TestApp;
  let user: SignedInUser;
  let other: SignedInUser;
  let call: ReturnType<typeof api>;
  let briefId: number;
  let labId: number;
  let creativeA: number;
  let creativeB: number;
  let landing: number;
  let landingOfOther: number;
  let inFeedA: number;
  let inFeedB: number;
  let custom: number;
  let chargedBefore: number;

  beforeAll(async () => {
    t = await buildTestApp({ logger: { level: 'error' } });
    user = await signUpAndLogin(t.app);
    other = await signUpAndLogin(t.app);
    await setTariff(t.app, user.userId);
    call = api(t.app, user.headers);
    briefId = (await call.post('/briefs', briefBody)).json().id;
    labId = (await call.post('/labs', { name: 'Лаборатория' })).json().id;
    creativeA = (await addCreative(t.app, user.userId, await brandBanner(200))).id;
    creativeB = (await addCreative(t.app, user.userId, await brandBanner(30))).id;
    const page = await landingPng();
    landing = (await addCreative(t.app, user.userId, page, { width: 800, height: 600 })).id;
    landingOfOther = (await addCreative(t.app, other.userId, page, { width: 800, height: 600 })).id;
    const [tariff] = await t.app.db
      .select()
      .from(userTariffs)
      .where(eq(userTariffs.userId, user.userId));
    chargedBefore = tariff!.analysesLeft;
    const run = async (body: object) => {
      const res = await call.post('/analyses', { type: 'research', ...body });
      expect(res.statusCode, res.body).toBe(201);
      const id = res.json().id as number;
      const start = await call.post(`/analyses/${id}/start`);
      expect(start.statusCode, start.body).toBe(202);
      return id;
    };
    const feed = { goal: 'awareness', placement: 'social_feed', context: { template: 'vk_feed' } };
    inFeedA = await run({
      brief_id: briefId,
      name: 'А',
      creative_ids: [creativeA],
      settings: feed,
    });
    inFeedB = await run({
      brief_id: briefId,
      name: 'Б',
      creative_ids: [creativeB],
      settings: feed,
    });
    custom = await run({
      lab_id: labId,
      name: 'На лендинге',
      creative_ids: [creativeA],
      settings: {
        goal: 'conversion',
        placement: 'banner',
        // a screenshot of a Mac's screen: 2 pixels per CSS px
        context: {
          item_id: landing,
          slot: { x: 480, y: 120, width: 280, height: 200 },
          screen_scale: 2,
        },
      },
    });
    for (const id of [inFeedA, inFeedB, custom]) {
      const row = await waitForStatus(t.app, id, ['done', 'failed'], 180_000);
      expect(row.status, JSON.stringify(row.error)).toBe('done');
    }
  }, 400_000);
  afterAll(() => t.close());

  it('lists the six templates without a session, each with its size, slot and preview', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/contexts' });
    expect(res.statusCode).toBe(200);
    const { items } = res.json();
    expect(items.map((i: { id: string }) => i.id)).toEqual([
      'vk_feed',
      'telegram_post',
      'rsya_banner',
      'avito_listing',
      'mobile_story',
      'billboard',
    ]);
    for (const i of items) {
      expect(i.title).toMatch(/[а-я]/i);
      expect(i.slot.x + i.slot.width).toBeLessThanOrEqual(i.width);
      expect(i.slot.y + i.slot.height).toBeLessThanOrEqual(i.height);
      expect(i.viewing_time_s).toBeGreaterThan(0);
      expect(i.preview_url).toBe(`/api/v1/contexts/${i.id}/preview`);
    }
    expect(items[0].title).toBe('Лента ВКонтакте');
  });

  it('serves a template preview as a cacheable PNG; an unknown template is 422', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/contexts/billboard/preview' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toMatch(/public/);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('png');
    expect(meta.width).toBeGreaterThan(100);
    const bad = await t.app.inject({ method: 'GET', url: '/api/v1/contexts/tv_spot/preview' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().code).toBe('VALIDATION_ERROR');
  });

  it('a template research carries the context block with sane numbers, beside the standalone result', async () => {
    const res = await call.get(`/analyses/${inFeedA}/result`);
    expect(res.statusCode).toBe(200);
    const r = res.json();
    // the creative's own result is untouched
    expect(r.frames).toHaveLength(1);
    expect(r.frames[0].width).toBe(480);
    const c = r.context;
    expect(c.context_id).toBe('vk_feed');
    expect(c.title).toBe('Лента ВКонтакте');
    const template = (await call.get('/contexts')).json().items[0];
    expect([c.width, c.height]).toEqual([template.width, template.height]);
    expect(c.frames).toHaveLength(1);
    const f = c.frames[0];
    expect(f.frame_index).toBe(0);
    expect(f.creative_id).toBe(creativeA);
    // the creative (3:2) is fitted inside the template's slot
    expect(f.slot.x).toBeGreaterThanOrEqual(template.slot.x);
    expect(f.slot.x + f.slot.width).toBeLessThanOrEqual(template.slot.x + template.slot.width);
    expect(f.slot.width / f.slot.height).toBeCloseTo(1.5, 1);
    expect(f.attention.grid.values).toHaveLength(f.attention.grid.width * f.attention.grid.height);
    expect(f.area_share).toBeCloseTo((f.slot.width * f.slot.height) / (c.width * c.height), 2);
    expect(f.attention_share).toBeGreaterThan(0);
    expect(f.attention_share).toBeLessThanOrEqual(1);
    expect(f.viewing_time_s).toBe(template.viewing_time_s);
    expect(f.segments.map((s: { name: string }) => s.name)).toEqual(['Бегуны', 'Родители']);
    for (const s of f.segments) {
      isShare(s.noticed);
      expect(s.noticed.share).toBeGreaterThan(0);
      if (s.ttff_ms !== null) {
        expect(s.ttff_ms).toBeGreaterThanOrEqual(0);
        expect(s.ttff_ms).toBeLessThanOrEqual(f.viewing_time_s * 1000);
      }
      if (s.brand_noticed) isShare(s.brand_noticed);
      if (s.cta_noticed) isShare(s.cta_noticed);
    }
    // its letters at the size it has in the feed: the 480 px banner is 390 CSS px wide there,
    // so each line is 390/480 of its height on the creative (the smallest, «Купить», 34 px type)
    expect(f.text_size.lines).toBe(
      r.frames[0].regions.filter((x: { kind: string }) => x.kind === 'text').length,
    );
    expect(f.text_size.lines).toBeGreaterThanOrEqual(3);
    expect(f.text_size.minimum_px).toBe(12.5);
    expect(f.text_size.min_px).toBeGreaterThan(10);
    expect(f.text_size.min_px).toBeLessThan(34 * (390 / 480));
    expect(f.text_size.small).toBeLessThanOrEqual(f.text_size.lines);
    // the brand and the call to action are the creative's own, read at its full size
    const roles = new Set(r.frames[0].regions.map((x: { role: string }) => x.role));
    expect(roles.has('brand') && roles.has('cta')).toBe(true);
    for (const s of f.segments) {
      isShare(s.brand_noticed);
      isShare(s.cta_noticed);
    }
    // inside its rect the context map is laid out as the creative's own (the frame's map sees it
    // at a third of its size): the cells over the creative follow the creative's own grid (0.98
    // here; the frame's own map, before, 0.86)
    const g = f.attention.grid;
    const own = r.frames[0].attention.grid;
    const [cw, ch] = [c.width / g.width, c.height / g.height];
    const pairs: [number, number][] = [];
    for (let y = Math.ceil(f.slot.y / ch); (y + 1) * ch <= f.slot.y + f.slot.height; y++)
      for (let x = Math.ceil(f.slot.x / cw); (x + 1) * cw <= f.slot.x + f.slot.width; x++) {
        const ox = Math.floor((((x + 0.5) * cw - f.slot.x) / f.slot.width) * own.width);
        const oy = Math.floor((((y + 0.5) * ch - f.slot.y) / f.slot.height) * own.height);
        pairs.push([g.values[y * g.width + x], own.values[oy * own.width + ox]]);
      }
    expect(pairs.length).toBeGreaterThan(50);
    expect(pearson(pairs)).toBeGreaterThan(0.95);
    // the composed image is stored with the result and served by its signed URL
    const img = await t.app.inject({ method: 'GET', url: f.image_url });
    expect(img.statusCode).toBe(200);
    const meta = await sharp(img.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', c.width, c.height]);
    expect((await t.app.inject({ method: 'GET', url: f.attention.heatmap_url })).statusCode).toBe(
      200,
    );
  });

  it('the PDF report has the «В контексте» section with the same numbers', async () => {
    const res = await call.get(`/analyses/${inFeedA}/report.pdf`);
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    const f = (await call.get(`/analyses/${inFeedA}/result`)).json().context.frames[0];
    const whole = (x: number) => `${Math.round(x * 100)} %`;
    expect(text).toContain('В контексте: Лента ВКонтакте');
    expect(text).toContain(
      `Доля внимания: ${whole(f.attention_share)} при ${whole(f.area_share)} площади.`,
    );
    const viewing = String(f.viewing_time_s).replace('.', ',');
    expect(text).toContain(
      `Бегуны: заметят за ${viewing} с — ${whole(f.segments[0].noticed.share)}`,
    );
    const t = f.text_size;
    expect(text).toContain(
      `Текст в этом месте: самые мелкие буквы — ${String(t.min_px).replace('.', ',')} px, ` +
        `мельче 12,5 px — ${t.small} из ${t.lines}.`,
    );
  });

  it('a research without a context has none', async () => {
    const id = (
      await call.post('/analyses', {
        type: 'research',
        lab_id: labId,
        name: 'Без контекста',
        creative_ids: [creativeB],
      })
    ).json().id;
    expect((await call.post(`/analyses/${id}/start`)).statusCode).toBe(202);
    expect((await waitForStatus(t.app, id, ['done', 'failed'], 120_000)).status).toBe('done');
    const r = (await call.get(`/analyses/${id}/result`)).json();
    expect(r.context ?? null).toBeNull();
    expect(r.frames).toHaveLength(1);
  }, 150_000);

  it('routes a long signed file token (a heatmap of analysis 100, a context image) instead of 414', async () => {
    for (const key of [
      'analyses/100/items/0/0-heatmap.png',
      'analyses/123456/items/19/0-context-heatmap.png',
    ]) {
      const token = fileSigner(t.app).sign(key);
      expect(token.length).toBeGreaterThan(100);
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/analysis-files/${token}` });
      // signed and routed: the file does not exist
      expect(res.statusCode).toBe(404);
    }
  });

  it('a custom context places the creative in the marked slot of the user’s screenshot', async () => {
    const r = (await call.get(`/analyses/${custom}/result`)).json();
    expect(r.context.context_id).toBe('custom');
    expect(r.context.title).toBe('Свой контекст');
    const f = r.context.frames[0];
    // the slot in the composed frame's pixels: inside the marked block, scaled with the frame
    const k = r.context.width / 800;
    expect(f.slot.x).toBeGreaterThanOrEqual(Math.floor(480 * k) - 1);
    expect(f.slot.x + f.slot.width).toBeLessThanOrEqual(Math.ceil(760 * k) + 1);
    expect(f.slot.y).toBeGreaterThanOrEqual(Math.floor(120 * k) - 1);
    expect(f.slot.y + f.slot.height).toBeLessThanOrEqual(Math.ceil(320 * k) + 1);
    expect(f.segments).toHaveLength(1);
    isShare(f.segments[0].noticed);
    // the user said the screenshot is 2×: the same creative's letters are the feed's times the
    // slots' ratio, halved (a screenshot of unknown scale has no text_size: contextStats)
    const feed = (await call.get(`/analyses/${inFeedA}/result`)).json().context.frames[0];
    const ratio = f.slot.height / 2 / feed.slot.height;
    expect(f.text_size.lines).toBe(feed.text_size.lines);
    expect(Math.abs(f.text_size.min_px - feed.text_size.min_px * ratio)).toBeLessThanOrEqual(0.15);
    expect(f.text_size.small).toBeGreaterThanOrEqual(feed.text_size.small);
    // the research keeps the scale as it was given
    expect((await call.get(`/analyses/${custom}`)).json().settings.context.screen_scale).toBe(2);
  });

  it('charges a context research like any other research', async () => {
    const [tariff] = await t.app.db
      .select()
      .from(userTariffs)
      .where(eq(userTariffs.userId, user.userId));
    // three researches started in beforeAll, one more in the test above
    expect(chargedBefore - tariff!.analysesLeft).toBe(4);
  });

  it('refuses another user’s image (404), a slot outside the image (422) and an unknown template (422)', async () => {
    const make = (context: object) =>
      call.post('/analyses', {
        type: 'research',
        lab_id: labId,
        name: 'Плохой контекст',
        settings: { goal: 'awareness', placement: 'banner', context },
      });
    const foreign = await make({
      item_id: landingOfOther,
      slot: { x: 0, y: 0, width: 100, height: 100 },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('OBJECT_NOT_FOUND');
    const notImage = await make({
      item_id: creativeA + 100000,
      slot: { x: 0, y: 0, width: 100, height: 100 },
    });
    expect(notImage.statusCode).toBe(404);
    const outside = await make({
      item_id: landing,
      slot: { x: 700, y: 100, width: 200, height: 100 },
    });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().code).toBe('VALIDATION_ERROR');
    expect(Object.keys(outside.json().fields)).toContain('settings.context.slot');
    const tiny = await make({ item_id: landing, slot: { x: 0, y: 0, width: 10, height: 100 } });
    expect(tiny.statusCode).toBe(422);
    for (const screen_scale of [0.5, 5, 'два']) {
      const scale = await make({
        item_id: landing,
        slot: { x: 0, y: 0, width: 100, height: 100 },
        screen_scale,
      });
      expect(scale.statusCode).toBe(422);
      expect(scale.json().code).toBe('VALIDATION_ERROR');
    }
    const unknown = await make({ template: 'tv_spot' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().code).toBe('VALIDATION_ERROR');
    // and the same on a draft's edit, which changes nothing
    const draft = (
      await call.post('/analyses', { type: 'research', lab_id: labId, name: 'Черновик' })
    ).json();
    const patched = await call.patch(`/analyses/${draft.id}`, {
      settings: {
        goal: 'awareness',
        placement: 'banner',
        context: { item_id: landingOfOther, slot: { x: 0, y: 0, width: 100, height: 100 } },
      },
    });
    expect(patched.statusCode).toBe(404);
    expect((await call.get(`/analyses/${draft.id}`)).json().settings).toBeNull();
  });

  it('a comparison of variants in one context ranks them there', async () => {
    const cmp = await savedComparison(t.app, call, briefId, [
      [inFeedA, 'А'],
      [inFeedB, 'Б'],
    ]);
    const r = (await call.get(`/analyses/${cmp}/result`)).json();
    expect(r.context).toEqual({ context_id: 'vk_feed', title: 'Лента ВКонтакте' });
    const byId = new Map(r.ranking.map((e: { research_id: number }) => [e.research_id, e]));
    for (const id of [inFeedA, inFeedB]) {
      const own = (await call.get(`/analyses/${id}/result`)).json().context.frames[0];
      const entry = byId.get(id) as { context: { attention_share: number; segments: unknown[] } };
      expect(entry.context.attention_share).toBe(own.attention_share);
      expect(entry.context.segments).toEqual(own.segments);
    }
    // the report ranks them as the page does, with the same numbers and the verdicts
    const res = await call.get(`/analyses/${cmp}/report.pdf`);
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    const whole = (x: number) => `${Math.round(x * 100)} %`;
    const entries = r.ranking as {
      research_id: number;
      name: string;
      context: {
        attention_share: number;
        area_share: number;
        segments: { segment_id: number; name: string; noticed: { share: number } }[];
      };
    }[];
    const [top, second] = [...entries].sort(
      (a, b) => b.context.attention_share - a.context.attention_share,
    );
    expect(text).toContain('В контексте: Лента ВКонтакте');
    const lead = top!.context.attention_share - second!.context.attention_share;
    expect(text).toContain(
      `По доле внимания: ${lead >= 0.05 ? `лучший — ${top!.name}` : 'не различимы'}.`,
    );
    expect(text).toContain(
      `1. ${top!.name} — ${whole(top!.context.attention_share)} при ${whole(top!.context.area_share)} площади`,
    );
    expect(text).toContain(`Заметят: ${entries[0]!.context.segments[0]!.name} — `);
    // the order and verdicts the page shows come with the result, decided by the same rule
    const segment = entries[0]!.context.segments[0]!;
    expect(r.context_ranking).toEqual(contextRanking(r.ranking));
    expect(r.context_ranking.attention).toEqual({
      order: [top!.research_id, second!.research_id],
      winner: lead >= 0.05 ? top!.research_id : null,
    });
    expect(r.context_ranking.segments[0]).toMatchObject({
      segment_id: segment.segment_id,
      name: segment.name,
    });
  });

  it('a comparison of variants in different contexts has no context block', async () => {
    const saved = await call.post(`/analyses/${custom}/save`, { name: 'Лендинг' });
    expect(saved.statusCode).toBe(200);
    const plain = (
      await call.post('/analyses', {
        type: 'research',
        lab_id: labId,
        name: 'Без контекста 2',
        creative_ids: [creativeB],
      })
    ).json().id;
    await call.post(`/analyses/${plain}/start`);
    expect((await waitForStatus(t.app, plain, ['done', 'failed'], 120_000)).status).toBe('done');
    await call.post(`/analyses/${plain}/save`, { name: 'Без' });
    const cmp = (
      await call.post('/analyses', {
        type: 'comparison',
        lab_id: labId,
        research_ids: [custom, plain],
      })
    ).json();
    await call.post(`/analyses/${cmp.id}/start`);
    expect((await waitForStatus(t.app, cmp.id)).status).toBe('done');
    const r = (await call.get(`/analyses/${cmp.id}/result`)).json();
    expect(r.context).toBeNull();
    expect(r.context_ranking).toBeUndefined();
    expect(r.ranking.every((e: { context?: unknown }) => e.context === undefined)).toBe(true);
  }, 150_000);
});
