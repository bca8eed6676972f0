import { eq } from 'drizzle-orm';
import * as mupdf from 'mupdf';
import { RESULT_SHARED_TEXTS } from '@kreolab/i18n-ru';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULT_VIEWERS } from '../src/analyses/assemble';
import { engine, engineSegment, loadViewable, type StoredViewable } from '../src/analyses/engine';
import type { SegmentJson } from '../src/analyses/model';
import type { StoredResearchJson } from '../src/analyses/stored';
import { analyses, analysisItems } from '../src/db/schema';
import { signUpAndLogin, type SignedInUser } from './helpers/auth';
import {
  addCreative,
  addSplitVideo,
  api,
  brandBanner,
  savedComparison,
  setTariff,
  SPORT_BRIEF,
  waitForStatus,
} from './helpers/analyses';
import { buildTestApp, type TestApp } from './helpers/build';
import { pdfText } from './helpers/pdf';

const briefBody = SPORT_BRIEF;

type Interval = { low: number; high: number };

/** Issue 14: results a marketer can trust (intervals, brand, timeline, bands, scope, report). */

/** A PDF of two pages, a red block on the first and a blue one on the second. */
function twoPages(): Buffer {
  const doc = new mupdf.PDFDocument();
  for (const c of ['1 0 0 rg 20 20 120 80 re f', '0 0 1 rg 150 100 100 60 re f'])
    doc.insertPage(-1, doc.addPage([0, 0, 300, 200], 0, doc.newDictionary(), c));
  return Buffer.from(doc.saveToBuffer('').asUint8Array());
}

describe('analysis results: calibrated intervals, brand, bands, scope and report', () => {
  let t: TestApp;
  let user: SignedInUser;
  let call: ReturnType<typeof api>;
  let briefId: number;
  let labId: number;
  let first: number;
  let second: number;
  let inLab: number;
  let creativeIds: number[];

  beforeAll(async () => {
    t = await buildTestApp({ logger: { level: 'error' } });
    user = await signUpAndLogin(t.app);
    await setTariff(t.app, user.userId);
    call = api(t.app, user.headers);
    briefId = (await call.post('/briefs', briefBody)).json().id;
    labId = (await call.post('/labs', { name: 'Лаборатория' })).json().id;
    const a = (await addCreative(t.app, user.userId, await brandBanner(200), { name: 'синий.png' }))
      .id;
    const b = (
      await addCreative(t.app, user.userId, await brandBanner(20), { name: 'оранжевый.png' })
    ).id;
    creativeIds = [a, b];
    // started together, waited for together
    first = await started({ brief_id: briefId, name: 'Синий', creative_ids: [a] });
    second = await started({ brief_id: briefId, name: 'Оранжевый', creative_ids: [a, b] });
    inLab = await started({
      lab_id: labId,
      name: 'В лаборатории',
      creative_ids: [b],
      settings: { goal: 'awareness', placement: 'social_feed', brand: 'СПОРТМАКС' },
    });
    for (const id of [first, second, inLab]) await done(id);
  }, 240_000);
  afterAll(() => t.close());
  /** A research of the body's creatives and settings, started. */
  const started = async (body: object) => {
    const id = (await call.post('/analyses', { type: 'research', ...body })).json().id as number;
    expect((await call.post(`/analyses/${id}/start`)).statusCode).toBe(202);
    return id;
  };
  /** Waits for an analysis to finish, and fails with its error if it did not. */
  const done = async (id: number) => {
    const row = await waitForStatus(t.app, id);
    expect(row.status, JSON.stringify(row.error)).toBe('done');
  };
  /** A research started and waited for until done. */
  const researched = async (body: object) => {
    const id = await started(body);
    await done(id);
    return id;
  };
  /** A comparison of saved researches in a lab or brief (`{lab_id}` or `{brief_id}`), run to its result; its id. */
  const compared = async (container: object, researchIds: number[]) => {
    const cmp = (
      await call.post('/analyses', { type: 'comparison', ...container, research_ids: researchIds })
    ).json().id as number;
    expect((await call.post(`/analyses/${cmp}/start`)).statusCode).toBe(202);
    expect((await waitForStatus(t.app, cmp)).status).toBe('done');
    return cmp;
  };
  /** The text of an analysis's PDF report. */
  const pdfOf = async (of: number) =>
    pdfText(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/analyses/${of}/report.pdf`,
          cookies: { kreolab: user.token },
        })
      ).rawPayload,
    );

  it("finds the brief's brand among the recognised text and gives calibrated intervals", async () => {
    const res = await call.get(`/analyses/${first}/result`);
    expect(res.statusCode).toBe(200);
    const r = res.json();
    const seg = r.segments[0];
    // The brand printed «Sport max» is the brief's «SPORTMAX»: a region has the role, so the
    // share is no longer always 0 and says which text it took.
    expect(seg.brand_text).toMatch(/^sport/i);
    expect(seg.noticed_brand).toBeGreaterThan(0);
    // the region it was read from says so (the contract's `role`; the page badges it)
    const regionRoles = r.frames[0].regions.map((x: { role: string; text: string }) => [
      x.role,
      x.text,
    ]);
    expect(regionRoles).toContainEqual(['brand', seg.brand_text]);
    expect(seg.intervals.noticed_brand).toEqual({
      low: expect.any(Number),
      high: expect.any(Number),
    });
    // The shares and intervals are the engine's calibrated ones over many viewers of the
    // segment, not a Wilson interval over the 20 viewers of the written panel.
    const e = await engine();
    const [row] = await t.app.db.select().from(analyses).where(eq(analyses.id, first));
    const [item] = await t.app.db
      .select()
      .from(analysisItems)
      .where(eq(analysisItems.analysisId, first));
    const viewable = loadViewable((item!.viewable as StoredViewable[])[0]!);
    const audience = engineSegment((row!.segments as SegmentJson[])[0]!);
    const calibrated = e.noticedShares(viewable, audience, 'social_feed', { seed: e.VIEWERS_SEED });
    const panel = e.simulateViewers(viewable, audience, 'social_feed', {
      seed: e.VIEWERS_SEED,
      count: RESULT_VIEWERS,
    });
    const roles = {
      noticed_brand: 'brand',
      noticed_message: 'message',
      noticed_cta: 'cta',
    } as const;
    for (const [k, role] of Object.entries(roles) as [keyof typeof roles, 'brand'][]) {
      const c = calibrated[role];
      const iv: Interval | null = seg.intervals[k];
      expect(iv, k).toEqual(c ? { low: c.low, high: c.high } : null);
      expect(seg[k], k).toBe(c?.share ?? 0);
      if (!iv || !c) continue;
      expect(c.method).toBe('calibrated');
      expect(iv.low).toBeLessThanOrEqual(seg[k]);
      expect(iv.high).toBeGreaterThanOrEqual(seg[k]);
      const seen = panel.map((p) => p.noticed_roles[role]).filter((v) => v !== null);
      const wilson = e.wilson(seen.filter(Boolean).length, seen.length);
      console.info(
        `${k}: 20-viewer Wilson ${wilson.share} (${wilson.low}–${wilson.high}) → ` +
          `calibrated ${c.share} (${c.low}–${c.high}, sd ${c.sd}, ${c.n} viewers)`,
      );
      expect(iv).not.toEqual({ low: wilson.low, high: wilson.high });
    }
    expect(seg.viewers).toBe(e.REGION_STATS_VIEWERS);
    // the mean viewing time is of those viewers, not of the written panel's twenty
    expect(seg.mean_viewing_time).toBe(
      +e.meanViewingTime(viewable, audience, 'social_feed', { seed: e.VIEWERS_SEED }).toFixed(2),
    );
    for (const region of r.frames[0].regions) {
      expect(region.seen_interval.low).toBeLessThanOrEqual(region.seen_probability);
      expect(region.seen_interval.high).toBeGreaterThanOrEqual(region.seen_probability);
    }
    expect(r.method.note).not.toMatch(/Уилсон/i);
    expect(r.method.note).toContain('с вероятностью 95\u00a0%');
    expect(r.method.note).toContain('записями движения глаз');
    // One frame: no timeline; the key frame's score has its band.
    expect(r).not.toHaveProperty('timeline');
    const score = Math.round(r.frames[0].metrics.score.value);
    expect(r.score_band).toEqual({
      band: score >= 70 ? 'good' : score >= 40 ? 'average' : 'low',
      thresholds: { average: 40, good: 70 },
    });
    // The start wrote the brand it used into the settings.
    expect((await call.get(`/analyses/${first}`)).json().settings.brand).toBe('SPORTMAX');
  });

  // One creative, one answer: the brief's two researches share the blue banner (and the
  // brief's settings), so its frame's figures are the same in both, to the thousandth; with a
  // seed per research they differed (0.781 against 0.766).
  it('gives one creative the same seen shares and order in every research of it', async () => {
    const framesOf = async (id: number) =>
      (await call.get(`/analyses/${id}/result`)).json().frames as {
        creative_id: number;
        regions: { text: string | null; seen_probability: number; order: number | null }[];
      }[];
    const blue = creativeIds[0];
    const [alone] = (await framesOf(first)).filter((f) => f.creative_id === blue);
    const [beside] = (await framesOf(second)).filter((f) => f.creative_id === blue);
    const figures = (f: typeof alone) =>
      f!.regions.map((x) => [x.text, x.seen_probability, x.order]);
    expect(figures(alone).length).toBeGreaterThan(0);
    expect(figures(beside)).toEqual(figures(alone));
  });

  it('finds a brand named in a lab research, written in Cyrillic', async () => {
    const r = (await call.get(`/analyses/${inLab}/result`)).json();
    expect(r.segments[0].brand_text).toMatch(/^sport/i);
    expect(r.segments[0].intervals.noticed_brand).not.toBeNull();
  });

  it('says the brand was not named where a research named none: result, comparison, report', async () => {
    const id = await researched({
      lab_id: labId,
      name: 'Без бренда',
      creative_ids: [creativeIds[1]],
      settings: { goal: 'awareness', placement: 'social_feed' },
    });

    // Nothing was looked for: the share is 0 without a range, and the result says so by `brand`,
    // where one named but not matched would have a brand and a null `brand_text`.
    const none = (await call.get(`/analyses/${id}/result`)).json().segments[0];
    expect(none).toMatchObject({ brand: null, brand_text: null, noticed_brand: 0 });
    expect(none.intervals.noticed_brand).toBeNull();
    expect((await call.get(`/analyses/${inLab}/result`)).json().segments[0].brand).toBe(
      'СПОРТМАКС',
    );
    expect((await call.get(`/analyses/${first}/result`)).json().segments[0].brand).toBe('SPORTMAX');
    const report = await pdfOf(id);
    expect(report).toContain('Бренд не указан. Заметят сообщение:');
    expect(report).not.toMatch(/бренд[^.]*не найден/i);

    for (const saved of [inLab, id])
      await call.post(`/analyses/${saved}/save`, { name: `Вариант ${saved}` });
    const cmp = await compared({ lab_id: labId }, [inLab, id]);
    const values = (await call.get(`/analyses/${cmp}/result`)).json().segments[0].values;
    const brandOf = (of: number) =>
      values.find((v: { research_id: number }) => v.research_id === of).brand;
    expect([brandOf(inLab), brandOf(id)]).toEqual(['СПОРТМАКС', null]);
    // one variant named a brand: no verdict on it, where the other counted as 0 made it «лучше»
    const seg = (await call.get(`/analyses/${cmp}/result`)).json().segments[0];
    expect(seg.distinguishable.noticed_brand).toBe(false);
    // and no «не различимы» either: the variant that named none is not judged on the brand
    expect(seg.verdicts.noticed_brand).toEqual({
      kind: 'none',
      research_id: null,
      runner_up_id: null,
    });
    const comparedReport = await pdfOf(cmp);
    expect(comparedReport).toContain('бренд не указан');
    expect(comparedReport).not.toMatch(/(погрешности|различимы[^.]*): [^.]*бренд/);
    expect(comparedReport).toMatch(/бренд \d+ %/);
  });

  it('compares a segment added to the brief after a research only among those that simulated it', async () => {
    const brief = (
      await call.post('/briefs', { ...briefBody, name: 'Бриф с новым сегментом' })
    ).json();
    const before = await researched({
      brief_id: brief.id,
      name: 'До',
      creative_ids: [creativeIds[0]],
    });
    const runners = brief.segments[0];
    const patched = await call.patch(`/briefs/${brief.id}`, {
      segments: [
        runners,
        { name: 'Пенсионеры', age_from: 60, age_to: 80, gender: 'any', interests: [] },
      ],
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const added = patched.json().segments.find((x: { name: string }) => x.name === 'Пенсионеры');
    const after = await researched({
      brief_id: brief.id,
      name: 'После',
      creative_ids: [creativeIds[1]],
    });
    for (const [id, name] of [
      [before, 'До'],
      [after, 'После'],
    ] as const)
      expect((await call.post(`/analyses/${id}/save`, { name })).statusCode).toBe(200);
    const cmp = await compared({ brief_id: brief.id }, [before, after]);
    const r = (await call.get(`/analyses/${cmp}/result`)).json();
    const segment = (id: number) =>
      r.segments.find((x: { segment_id: number }) => x.segment_id === id);
    expect(segment(runners.id).values).toHaveLength(2);
    // «До» has no viewers of «Пенсионеры»: no value of its own, where it had zeros and lost
    const late = segment(added.id);
    expect(late.values.map((v: { research_id: number }) => v.research_id)).toEqual([after]);
    for (const k of ['noticed_brand', 'noticed_message', 'noticed_cta'])
      expect(late.verdicts[k].kind).toBe('none');
    expect(await pdfOf(cmp)).toContain(
      'До: зрителей этого сегмента не моделировали, в нём вариант не сравнивается.',
    );
  });

  it('names no best overall score among variants scored for different goals, and says why', async () => {
    const other = await researched({
      lab_id: labId,
      name: 'Для конверсии',
      creative_ids: [creativeIds[0]],
      settings: { goal: 'conversion', placement: 'banner', brand: 'СПОРТМАКС' },
    });
    for (const saved of [inLab, other])
      await call.post(`/analyses/${saved}/save`, { name: saved === other ? 'Конверсия' : 'Лента' });
    const cmp = await compared({ lab_id: labId }, [inLab, other]);
    const r = (await call.get(`/analyses/${cmp}/result`)).json();
    const entry = (id: number) =>
      r.ranking.find((e: { research_id: number }) => e.research_id === id);
    expect(entry(inLab)).toMatchObject({ goal: 'awareness', placement: 'social_feed' });
    expect(entry(other)).toMatchObject({ goal: 'conversion', placement: 'banner' });
    // the lab lists each research with what it was scored for (the comparison's form shows it)
    const listed = (await call.get(`/labs/${labId}`)).json().analyzes as {
      id: number;
      type: string;
      goal?: string;
      placement?: string;
    }[];
    expect(listed.find((x) => x.id === other)).toMatchObject({
      goal: 'conversion',
      placement: 'banner',
    });
    const listedCmp = listed.find((x) => x.id === cmp)!;
    expect([listedCmp.goal, listedCmp.placement]).toEqual([undefined, undefined]);
    // a score for awareness and one for conversion weigh different things: neither is best
    expect(r.score_comparable).toBe(false);
    expect(r.metrics.find((m: { metric: string }) => m.metric === 'score').best).toBeNull();
    const report = await pdfOf(cmp);
    // in the order they were picked, as the page's letters
    expect(report).toContain(
      'лучший вариант не назван: варианты оценены для разных целей (Лента — узнаваемость; Конверсия — конверсия)',
    );
    // nor places: the report lists the variants, not a ranking
    expect(report).toMatch(/Варианты\s+Лента — общая оценка \d+[^]*Конверсия — общая оценка/);
    expect(report).not.toMatch(/Рейтинг|\d\. (Лента|Конверсия)/);
    // the metrics list the overall score first, as the page's bars do
    const metricLines = report.slice(report.lastIndexOf('Метрики'));
    expect(metricLines.indexOf('Общая оценка:')).toBeGreaterThan(0);
    expect(metricLines.indexOf('Общая оценка:')).toBeLessThan(metricLines.indexOf('Фокус'));
    expect(report).toContain('Варианты исследованы для разных площадок');
    expect(report).not.toContain('разница меньше погрешности прогноза');

    // a research renamed since: the comparison and its report name it as it is now
    const renamed = await call.patch(`/analyses/${inLab}`, { name: 'Лента, весна' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const now = (await call.get(`/analyses/${cmp}/result`)).json();
    expect(now.ranking.find((e: { research_id: number }) => e.research_id === inLab).name).toBe(
      'Лента, весна',
    );
    expect(await pdfOf(cmp)).toContain('Лента, весна — общая оценка');
  });

  // a brand drawn as a picture: the user marks its logo (in fractions of the creative) and that
  // area is the brand region the score and the audience read, where the name alone is unread
  it('takes the logo area the user marked as the brand, and refuses one off the image', async () => {
    const draft = (
      await call.post('/analyses', {
        type: 'research',
        lab_id: labId,
        name: 'Логотип',
        creative_ids: [creativeIds[1]],
      })
    ).json().id as number;
    const settings = { goal: 'awareness', placement: 'social_feed', brand: 'Морской бриз' };
    const area = { x: 0.1, y: 0.05, width: 0.3, height: 0.2 };
    for (const [brand_areas, message] of [
      [[{ creative_id: creativeIds[1], ...area, x: 0.8 }], 'выходит за края'],
      [
        [
          { creative_id: creativeIds[1], ...area },
          { creative_id: creativeIds[1], ...area },
        ],
        'только одна',
      ],
    ] as const) {
      const bad = await call.patch(`/analyses/${draft}`, {
        settings: { ...settings, brand_areas },
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().code).toBe('VALIDATION_ERROR');
      expect(bad.json().fields['settings.brand_areas'][0]).toContain(message);
    }
    // refused edits changed nothing
    expect((await call.get(`/analyses/${draft}`)).json().settings).toBeNull();
    // an area for a creative the research does not hold is left out
    const brand_areas = [
      { creative_id: creativeIds[1], ...area },
      { creative_id: creativeIds[0], x: 0, y: 0, width: 1, height: 1 },
    ];
    const ok = await call.patch(`/analyses/${draft}`, { settings: { ...settings, brand_areas } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().settings.brand_areas).toEqual(brand_areas);
    expect((await call.post(`/analyses/${draft}/start`)).statusCode).toBe(202);
    expect((await waitForStatus(t.app, draft)).status).toBe('done');
    const r = (await call.get(`/analyses/${draft}/result`)).json();
    const f = r.frames[0];
    const brand = f.regions.filter((x: { role?: string }) => x.role === 'brand');
    expect(brand).toHaveLength(1);
    expect(brand[0]).toMatchObject({
      kind: 'custom',
      text: 'Морской бриз',
      bbox: {
        x: Math.round(area.x * f.width),
        y: Math.round(area.y * f.height),
        width: Math.round(area.width * f.width),
        height: Math.round(area.height * f.height),
      },
    });
    expect(brand[0].seen_interval).toBeDefined();
    // the score takes its seen share: no longer «не распознан», nor counted at 50 %
    expect(f.metrics.score.range).not.toHaveProperty('share_unknown');
    expect(f.metrics.score.explanation).not.toContain('не распознан');
    expect(JSON.stringify(r.findings)).not.toContain('не распознан');
    // and the audience notices the brand through it
    expect(r.segments[0].intervals.noticed_brand).not.toBeNull();
    expect(r.segments[0].noticed_brand).toBeGreaterThan(0);
    // the report names it as the page does
    expect(await pdfOf(draft)).toContain('Логотип: «Морской бриз» (бренд)');
  });

  // a booklet whose logo is on its cover only: the area marked on page 1 is the brand there and
  // nowhere else; a page the creative lacks, or a page of an image, is refused
  it('puts a logo marked on one page of a PDF on that page only, and refuses a page it lacks', async () => {
    const pdf = await addCreative(t.app, user.userId, twoPages(), {
      type: 'application/pdf',
      name: 'буклет.pdf',
      pages: 2,
    });
    const draft = (
      await call.post('/analyses', {
        type: 'research',
        lab_id: labId,
        name: 'Буклет',
        creative_ids: [pdf.id, creativeIds[1]],
      })
    ).json().id as number;
    const settings = { goal: 'awareness', placement: 'print', brand: 'Морской бриз' };
    const area = { x: 0.05, y: 0.05, width: 0.4, height: 0.3 };
    for (const brand_areas of [
      [{ creative_id: pdf.id, ...area, page: 3 }],
      [{ creative_id: creativeIds[1], ...area, page: 1 }],
    ]) {
      const bad = await call.patch(`/analyses/${draft}`, {
        settings: { ...settings, brand_areas },
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().fields).toEqual({
        'settings.brand_areas': ['Такой страницы нет у креатива'],
      });
    }
    const twice = await call.patch(`/analyses/${draft}`, {
      settings: {
        ...settings,
        brand_areas: [
          { creative_id: pdf.id, ...area, page: 1 },
          { creative_id: pdf.id, ...area, x: 0.5, page: 1 },
        ],
      },
    });
    expect(twice.json().fields['settings.brand_areas'][0]).toContain('только одна');
    expect((await call.get(`/analyses/${draft}`)).json().settings).toBeNull();
    const brand_areas = [{ creative_id: pdf.id, ...area, page: 1 }];
    const ok = await call.patch(`/analyses/${draft}`, { settings: { ...settings, brand_areas } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await call.post(`/analyses/${draft}/start`)).statusCode).toBe(202);
    expect((await waitForStatus(t.app, draft)).status).toBe('done');
    const r = (await call.get(`/analyses/${draft}/result`)).json();
    const pages = r.frames.filter((f: { creative_id: number }) => f.creative_id === pdf.id);
    expect(pages.map((f: { page: number }) => f.page)).toEqual([1, 2]);
    const logos = (f: { regions: { role?: string; kind: string }[] }) =>
      f.regions.filter((x) => x.role === 'brand' && x.kind === 'custom').length;
    expect(pages.map(logos)).toEqual([1, 0]);
  });

  it('names a booklet’s frames by its pages in the report, as the page does', async () => {
    const pdf = await addCreative(t.app, user.userId, twoPages(), {
      type: 'application/pdf',
      name: 'каталог.pdf',
      pages: 2,
    });
    const id = await researched({
      lab_id: labId,
      name: 'Каталог',
      creative_ids: [pdf.id],
      settings: { goal: 'awareness', placement: 'print' },
    });
    const r = (await call.get(`/analyses/${id}/result`)).json();
    const text = await pdfOf(id);
    // «Кадр 2, страница 2» and «Кадров в исследовании» before
    expect(text).toContain('Страниц в исследовании: 2.');
    expect(text).toContain(
      `по странице с лучшей оценкой: страница ${r.frames[r.key_frame_index].page}.`,
    );
    expect(text).toMatch(/Страница 1 Креатив .*Страница 2 Креатив /);
    expect(text).toContain('Метрики по страницам Страница Общая оценка');
    expect(text).not.toMatch(/Кадр/);
  });

  // a named brand the banner does not carry: the awareness score counts its share unknown, and
  // the contract's `share_unknown` reaches the result and the comparison through the serializer
  it('marks a score whose named brand was not read, in the result and the comparison', async () => {
    const id = await researched({
      lab_id: labId,
      name: 'Чужой бренд',
      creative_ids: [creativeIds[1]],
      settings: { goal: 'awareness', placement: 'social_feed', brand: 'Морской бриз' },
    });
    const r = (await call.get(`/analyses/${id}/result`)).json();
    expect(r.segments[0]).toMatchObject({ brand: 'Морской бриз', brand_text: null });
    const score = r.frames[0].metrics.score;
    expect(score.range).toMatchObject({ share_unknown: true, sd: 5.8 });
    expect(score.range.high - score.range.low).toBeCloseTo(20, 0);
    expect(score.explanation).toContain('Бренд «Морской бриз» на макете не распознан');
    expect(r.findings).toContainEqual(
      expect.objectContaining({
        severity: 'warn',
        text: 'Бренд «Морской бриз» на макете не распознан.',
      }),
    );
    // the brand read: a range from the calibration, not marked
    const read = (await call.get(`/analyses/${inLab}/result`)).json().frames[0].metrics.score;
    expect(read.range).not.toHaveProperty('share_unknown');
    // a comparison takes saved researches; the brand's own may not be saved yet when run alone
    for (const saved of [inLab, id])
      await call.post(`/analyses/${saved}/save`, { name: `Бренд ${saved}` });
    const cmp = await compared({ lab_id: labId }, [inLab, id]);
    const ranking = (await call.get(`/analyses/${cmp}/result`)).json().ranking as {
      research_id: number;
      score_range: { share_unknown?: boolean };
    }[];
    const rangeOf = (of: number) => ranking.find((e) => e.research_id === of)!.score_range;
    expect(rangeOf(id).share_unknown).toBe(true);
    expect(rangeOf(inLab)).not.toHaveProperty('share_unknown');
    // nor is an unread brand noticed by nobody: with its share unknown, the other variant is
    // not the better on the brand (counted as 0, the read brand won it)
    const seg = (await call.get(`/analyses/${cmp}/result`)).json().segments[0];
    const unread = seg.values.find((v: { research_id: number }) => v.research_id === id);
    expect(unread).toMatchObject({ brand: 'Морской бриз', noticed_brand: 0 });
    expect(unread.intervals.noticed_brand).toBeNull();
    expect(seg.distinguishable.noticed_brand).toBe(false);
    // the reports say «не распознан», not «не найден», and name no brand verdict
    expect(await pdfOf(id)).toContain('Заметят бренд: не распознан;');
    const report = await pdfOf(cmp);
    expect(report).toContain('бренд не распознан');
    expect(report).not.toMatch(/(погрешности|различимы[^.]*): [^.]*бренд/);
  });

  it('sends the timeline of a research of several frames, one value per frame', async () => {
    const r = (await call.get(`/analyses/${second}/result`)).json();
    expect(r.frames).toHaveLength(2);
    expect(Object.keys(r.timeline).sort()).toEqual(
      [
        'brightness',
        'clarity',
        'cognitive_load',
        'colourfulness',
        'contrast',
        'focus',
        'legibility',
        'score',
        'text_coverage',
      ].sort(),
    );
    expect(r.timeline.score).toEqual(
      r.frames.map((f: { metrics: { score: { value: number } } }) => f.metrics.score.value),
    );
  });

  it('lists each finding once, with every frame it holds for (addFinding)', async () => {
    const r = (await call.get(`/analyses/${second}/result`)).json();
    const findings = r.findings as {
      frame_index: number | null;
      frame_indexes?: number[];
      text: string;
    }[];
    expect(findings.length).toBeGreaterThan(0);
    expect(new Set(findings.map((f) => f.text)).size).toBe(findings.length);
    for (const f of findings) expect(f.frame_indexes![0]).toBe(f.frame_index);
    // the report says under each finding which of the two frames it holds for
    const report = pdfText((await call.get(`/analyses/${second}/report.pdf`)).rawPayload);
    const count = (words: string) => report.split(words).length - 1;
    const of = (frames: number[]) =>
      findings.filter((f) => f.frame_indexes!.join() === frames.join()).length;
    // two separate images: creatives, as the result page names them
    expect(count('Во всех креативах.')).toBe(of([0, 1]));
    expect(count('Креатив 1.')).toBe(of([0]));
    expect(count('Креатив 2.')).toBe(of([1]));
    expect(report).toContain('Креативов в исследовании: 2.');
    expect(of([0, 1]) + of([0]) + of([1])).toBe(findings.length);
    // a research of one frame keeps null and lists no frames
    const one = (await call.get(`/analyses/${first}/result`)).json();
    for (const f of one.findings) {
      expect(f.frame_index).toBeNull();
      expect(f).not.toHaveProperty('frame_indexes');
    }
    const oneReport = pdfText((await call.get(`/analyses/${first}/report.pdf`)).rawPayload);
    expect(oneReport).toContain('Выводы и рекомендации');
    // the regions' «Заметят» are the broad audience's, the brief's segments other people's
    const whose = RESULT_SHARED_TEXTS.seenOfBroadAudience(RESULT_SHARED_TEXTS.segmentsSection);
    expect(oneReport).toContain(whose);
    // the ages it names are those of the engine's viewers behind the regions' shares
    const { DEFAULT_SEGMENT: broad } = await engine();
    expect(whose).toContain(`(${broad.age_min}–${broad.age_max} лет)`);
    const labReport = pdfText((await call.get(`/analyses/${inLab}/report.pdf`)).rawPayload);
    expect(labReport).toContain('Области внимания');
    expect(labReport).not.toContain(whose);
    expect(oneReport).not.toMatch(/Во всех кадрах|Кадры? \d+\./);
    // problems first, the result's order within a severity, as the page's «Выводы»
    const rank = { error: 0, warn: 1, info: 2 } as Record<string, number>;
    const order = [...(one.findings as { severity: string; text: string }[])]
      .sort((a, b) => rank[a.severity]! - rank[b.severity]!)
      .map((f) => oneReport.indexOf(`• ${f.text.replace(/\s+/g, ' ')}`));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  // «Кадр 1», «Кадр 2» did not say which of the research's banners each frame was.
  it("names each frame by its creative's name in the cloud now, and the report too", async () => {
    const names = async () =>
      (await call.get(`/analyses/${second}/result`))
        .json()
        .frames.map((f: { creative_name: string | null }) => f.creative_name);
    expect(await names()).toEqual(['синий.png', 'оранжевый.png']);
    const renamed = await call.patch('/creatives/rename', {
      id: creativeIds[1],
      name: 'оранжевый, финал.png',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await names()).toEqual(['синий.png', 'оранжевый, финал.png']);
    const report = await call.get(`/analyses/${second}/report.pdf`);
    expect(report.statusCode).toBe(200);
    const text = pdfText(report.rawPayload);
    expect(text).toContain('Креатив 1 — «синий.png»');
    expect(text).toContain('Креатив 2 — «оранжевый, финал.png»');
    // One creative: its frames need no name.
    expect(pdfText((await call.get(`/analyses/${first}/report.pdf`)).rawPayload)).not.toContain(
      '«синий.png»',
    );
  });

  // A split video's frames are files of its frames folder («frame-0001.png»): the result names
  // them by the video.
  const splitVideo = (name: string, images: Buffer[]) =>
    addSplitVideo(t.app, user.userId, name, images);

  // a video's frames are files of their own: the logo marked on the video is found through its
  // frames folder, in the same place on every frame; the image beside it keeps its own area
  it('takes the logo marked on a split video as the brand of every frame', async () => {
    const video = await splitVideo('логотип.mp4', [await brandBanner(100), await brandBanner(300)]);
    const area = { x: 0.05, y: 0.8, width: 0.3, height: 0.15 };
    const id = await researched({
      lab_id: labId,
      name: 'Ролик с логотипом',
      creative_ids: [creativeIds[0], video.id],
      settings: {
        goal: 'awareness',
        placement: 'social_feed',
        brand: 'Морской бриз',
        brand_areas: [{ creative_id: video.id, ...area }],
      },
    });
    const frames = (await call.get(`/analyses/${id}/result`)).json().frames as {
      width: number;
      height: number;
      regions: { kind: string; role?: string; text: string; bbox: object }[];
    }[];
    const logos = frames.map((f) => f.regions.filter((r) => r.role === 'brand'));
    // the image: no area, and the brand is not on it
    expect(logos[0]).toEqual([]);
    for (const [i, f] of frames.slice(1).entries())
      expect(logos[i + 1]).toEqual([
        expect.objectContaining({
          kind: 'custom',
          text: 'Морской бриз',
          bbox: {
            x: Math.round(area.x * f.width),
            y: Math.round(area.y * f.height),
            width: Math.round(area.width * f.width),
            height: Math.round(area.height * f.height),
          },
        }),
      ]);
  });

  it('names the frames of a split video by the video', async () => {
    const video = await splitVideo('ролик.mp4', [await brandBanner(100), await brandBanner(300)]);
    const id = await researched({
      lab_id: labId,
      name: 'Баннер и ролик',
      creative_ids: [creativeIds[0], video.id],
      settings: { goal: 'awareness', placement: 'social_feed' },
    });
    const frames = (await call.get(`/analyses/${id}/result`)).json().frames as {
      creative_name: string | null;
      time: number | null;
    }[];
    expect(frames.map((f) => [f.creative_name, f.time])).toEqual([
      ['синий.png', null],
      ['ролик.mp4', 0],
      ['ролик.mp4', 1],
    ]);
    const text = pdfText((await call.get(`/analyses/${id}/report.pdf`)).rawPayload);
    expect(text).toContain('Кадр 2 — «ролик.mp4», 0 с');
    const result = (await call.get(`/analyses/${id}/result`)).json();
    const key = result.key_frame_index as number;
    const titles = [
      'Кадр 1 — «синий.png»',
      'Кадр 2 — «ролик.mp4», 0 с',
      'Кадр 3 — «ролик.mp4», 1 с',
    ];
    // the key frame named as its heading names it, not «кадр 2» alone
    expect(text).toContain(
      `Общая оценка, доли заметивших и отзывы — по кадру с лучшей оценкой: к${titles[key]!.slice(1)}.`,
    );
    // every frame's metrics of the page's chart, in one table
    const v = (k: string, i: number) => Math.round(result.timeline[k][i]);
    expect(text).toContain(
      'Метрики по кадрам Кадр Общая оценка Фокус Ясность Когнитивная нагрузка ' +
        titles
          .map(
            (name, i) =>
              `${name} ${['score', 'focus', 'clarity', 'cognitive_load'].map((k) => v(k, i)).join(' ')}`,
          )
          .join(' ') +
        ' Жирным — кадр с лучшей оценкой.',
    );
  }, 120_000);

  // A user's video had its «Заказать» on the end card only, and every earlier frame said
  // «Призыв к действию не найден.» with «Добавьте … призыв».
  it('says a video’s frames without a call to action have it in other frames', async () => {
    const opening = await sharp(
      Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320">
        <rect width="100%" height="100%" fill="hsl(200,55%,88%)"/>
        <text x="24" y="150" font-family="DejaVu Sans" font-size="34" fill="#222">Весенняя распродажа</text>
      </svg>`),
    )
      .png()
      .toBuffer();
    const video = await splitVideo('с призывом.mp4', [opening, await brandBanner(300)]);
    const id = await researched({
      lab_id: labId,
      name: 'Ролик с призывом в конце',
      creative_ids: [video.id],
      settings: { goal: 'conversion', placement: 'social_feed' },
    });
    const result = (await call.get(`/analyses/${id}/result`)).json();
    const findings = result.findings as { text: string; frame_indexes?: number[] }[];
    // the segments' shares are of the best-scored frame, which the result names
    const scores = (result.frames as { metrics: { score: { value: number } } }[]).map(
      (f) => f.metrics.score.value,
    );
    expect(result.key_frame_index).toBe(scores.indexOf(Math.max(...scores)));
    expect(findings.map((f) => f.text)).not.toContain('Призыв к действию не найден.');
    expect(findings).toContainEqual(
      expect.objectContaining({
        text: 'В этих кадрах нет призыва к действию: «Купить» — в других кадрах ролика.',
        frame_indexes: [0],
      }),
    );
    // the report names the frame by its time, as the page's «Выводы» do («Кадр: 0 с»)
    const text = pdfText((await call.get(`/analyses/${id}/report.pdf`)).rawPayload);
    expect(text).toMatch(/в других кадрах ролика\.\s+Кадр: 0 с\./);
  }, 120_000);

  /** A comparison of the brief's two researches, run to its result; its id. */
  const compareFirstAndSecond = () => compared({ brief_id: briefId }, [first, second]);

  it('compares with calibrated intervals, a verdict per element, bands and every frame', async () => {
    for (const id of [first, second])
      expect((await call.post(`/analyses/${id}/save`, { name: `Вариант ${id}` })).statusCode).toBe(
        200,
      );
    const r = (await call.get(`/analyses/${await compareFirstAndSecond()}/result`)).json();
    expect(r.method.note).not.toMatch(/Уилсон/i);
    for (const e of r.ranking) {
      expect(e.score_band.thresholds).toEqual({ average: 40, good: 70 });
      expect(['low', 'average', 'good']).toContain(e.score_band.band);
      // the score's range holds it and is the mean of its research's frames' ranges
      expect(e.score_range.low).toBeLessThanOrEqual(e.score);
      expect(e.score_range.high).toBeGreaterThanOrEqual(e.score);
      const research = (await call.get(`/analyses/${e.research_id}/result`)).json();
      const ranges = research.frames.map(
        (f: { metrics: { score: { range: { sd: number } } } }) => f.metrics.score.range,
      );
      const meanSd = ranges.reduce((s: number, x: { sd: number }) => s + x.sd, 0) / ranges.length;
      expect(e.score_range.sd).toBeCloseTo(meanSd, 1);
    }
    // every metric says which way is better, the engine's; brightness and text coverage have none
    const better = Object.fromEntries(
      r.metrics.map((m: { metric: string; better: string }) => [m.metric, m.better]),
    );
    expect(better).toEqual({ ...(await engine()).METRIC_BETTER });
    expect([better.brightness, better.text_coverage, better.cognitive_load]).toEqual([
      'none',
      'none',
      'lower',
    ]);
    // the best is named only beyond the scores' combined uncertainty (the noticed shares' rule)
    // both of the brief: scored for its goal, so their scores compare
    expect(r.score_comparable).toBe(true);
    expect(new Set(r.ranking.map((e: { goal: string }) => e.goal))).toEqual(new Set(['awareness']));
    const [best, next] = r.ranking;
    expect(r.score_distinguishable).toBe(
      Math.abs(best.score - next.score) >
        1.96 * Math.hypot(best.score_range.sd, next.score_range.sd),
    );
    const framesOf = (id: number) =>
      r.ranking.find((e: { research_id: number }) => e.research_id === id).frames;
    expect(framesOf(first)).toHaveLength(1);
    expect(framesOf(second)).toHaveLength(2);
    const frame = framesOf(second)[1];
    expect(frame).toMatchObject({ index: 1, page: null, time: null });
    for (const url of [frame.image_url, frame.heatmap_url])
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);

    const seg = r.segments[0];
    expect(seg.distinguishable).toEqual({
      noticed_brand: expect.any(Boolean),
      noticed_message: expect.any(Boolean),
      noticed_cta: expect.any(Boolean),
    });
    for (const v of seg.values) {
      const halves = Object.values(v.intervals as Record<string, Interval | null>).map((iv) =>
        iv ? (iv.high - iv.low) / 2 : 0,
      );
      // The uncertainty is the calibrated intervals' half-width, not that of 20 viewers' Wilson.
      expect(v.uncertainty).toBeCloseTo(Math.max(...halves), 3);
      expect(v.noticed_brand).toBeGreaterThan(0);
    }
    // The same creative opens both variants: their brand shares cannot be told apart.
    const [x, y] = seg.values;
    if (Math.abs(x.noticed_brand - y.noticed_brand) < 0.05) {
      expect(seg.distinguishable.noticed_brand).toBe(false);
      expect(seg.verdicts.noticed_brand.kind).toBe('indistinguishable');
    }
    // a verdict per element, served at every read
    for (const k of ['noticed_brand', 'noticed_message', 'noticed_cta'])
      expect(['leads', 'indistinguishable', 'none']).toContain(seg.verdicts[k].kind);
  });

  it('names in the report which variant is noticed more beyond the uncertainty', async () => {
    // the brief's banner beside one without a button: only the banner has a call to action
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320">
      <rect width="100%" height="100%" fill="hsl(120,55%,88%)"/>
      <text x="24" y="70" font-family="DejaVu Sans" font-size="40" font-weight="bold" fill="#111">Sport max</text>
      <text x="24" y="150" font-family="DejaVu Sans" font-size="30" fill="#222">Весенняя распродажа</text>
    </svg>`;
    const plain = (
      await addCreative(t.app, user.userId, await sharp(Buffer.from(svg)).png().toBuffer(), {
        name: 'без кнопки.png',
      })
    ).id;
    const without = await researched({
      brief_id: briefId,
      name: 'Без кнопки',
      creative_ids: [plain],
    });
    const cmp = await savedComparison(t.app, call, briefId, [
      [first, 'Синий'],
      [without, 'Без кнопки'],
    ]);
    const seg = (await call.get(`/analyses/${cmp}/result`)).json().segments[0];
    expect(seg.distinguishable.noticed_cta).toBe(true);
    // the page's «Главные различия» and the report read one verdict: the banner alone has a
    // button, so it leads with no runner-up
    expect(seg.verdicts.noticed_cta).toEqual({
      kind: 'leads',
      research_id: first,
      runner_up_id: null,
    });
    // the page says «Вариант А заметнее по призыву»; the report said only that someone was
    expect(await pdfOf(cmp)).toMatch(/Заметнее других сверх погрешности: [^.]*призыв — Синий/);
  });

  it('warns when a variant was computed with an earlier model or definition of the metrics', async () => {
    const compareThem = async () => {
      const id = await compareFirstAndSecond();
      const result = (await call.get(`/analyses/${id}/result`)).json();
      const pdf = await t.app.inject({
        method: 'GET',
        url: `/api/v1/analyses/${id}/report.pdf`,
        cookies: { kreolab: user.token },
      });
      return { result, pdf: pdfText(pdf.rawPayload) };
    };
    for (const id of [first, second])
      await call.post(`/analyses/${id}/save`, { name: `Вариант ${id}` });
    const same = await compareThem();
    const e = await engine();
    expect(same.result.method).toMatchObject({
      model_version: e.MODEL_VERSION,
      metrics_version: e.METRICS_VERSION,
    });
    for (const entry of same.result.ranking)
      expect(entry).toMatchObject({
        model_version: e.MODEL_VERSION,
        metrics_version: e.METRICS_VERSION,
      });
    expect(same.pdf).not.toContain('Прежней версией модели');

    // the first research as stored before the metrics had a version
    const [row] = await t.app.db.select().from(analyses).where(eq(analyses.id, first));
    const stored = row!.result as StoredResearchJson;
    const { metrics_version: _, ...before } = stored.method;
    await t.app.db
      .update(analyses)
      .set({ result: { ...stored, method: before } })
      .where(eq(analyses.id, first));
    try {
      const mixed = await compareThem();
      const byId = (id: number) =>
        mixed.result.ranking.find((x: { research_id: number }) => x.research_id === id);
      expect(byId(first).metrics_version).toBeNull();
      expect(byId(second).metrics_version).toBe(e.METRICS_VERSION);
      expect(mixed.pdf).toContain(
        `Прежней версией модели выполнены исследования: ${byId(first).name}.`,
      );
    } finally {
      await t.app.db.update(analyses).set({ result: stored }).where(eq(analyses.id, first));
    }
  });

  it("opens a research only under its own container's address", async () => {
    const ok = [
      `/analyses/${inLab}?lab_id=${labId}`,
      `/analyses/${inLab}/result?lab_id=${labId}`,
      `/analyses/${first}/result?brief_id=${briefId}`,
      `/analyses/${first}/progress?brief_id=${briefId}`,
      `/analyses/${first}/feedback?brief_id=${briefId}`,
      `/analyses/${first}`,
    ];
    for (const url of ok) expect((await call.get(url)).statusCode, url).toBe(200);
    const wrong = [
      `/analyses/${inLab}?brief_id=${briefId}`,
      `/analyses/${inLab}/result?brief_id=${briefId}`,
      `/analyses/${inLab}/progress?brief_id=${briefId}`,
      `/analyses/${inLab}/feedback?brief_id=${briefId}`,
      `/analyses/${inLab}/report.pdf?brief_id=${briefId}`,
      `/analyses/${inLab}/events?brief_id=${briefId}`,
      `/analyses/${first}/result?lab_id=${labId}`,
      `/analyses/${first}/result?brief_id=${briefId + 1000}`,
      `/analyses/${first}/result?lab_id=${labId}&brief_id=${briefId}`,
    ];
    for (const url of wrong) {
      const res = await call.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code, url).toBe('OBJECT_NOT_FOUND');
    }
  });

  it('makes a report that matches the page: drawn areas, intervals, the score band', async () => {
    const r = (await call.get(`/analyses/${first}/result`)).json();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/analyses/${first}/report.pdf?regions=0:0,0,240,160;0:240,160,240,160`,
      cookies: { kreolab: user.token },
    });
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    // The page's names and numbers: «Область 1», percent with one decimal and a comma; regions
    // numbered 1..n under «Порядок», drawn areas «С1», «С2», as the page's table has them.
    expect(text).toContain('Порядок Область Доля внимания Заметят 1 ');
    expect(text).toContain('С1 Своя область: Область 1');
    expect(text).toContain('С2 Своя область: Область 2');
    const region = r.frames[0].regions[0];
    const pct = (x: number) =>
      `${(x * 100).toLocaleString('ru-RU', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} %`;
    expect(text).toContain(pct(region.attention_share));
    const seg = r.segments[0];
    const iv = seg.intervals.noticed_brand as Interval;
    const whole = (x: number) => Math.round(x * 100);
    expect(text).toContain(`от ${whole(iv.low)} до ${whole(iv.high)} %`);
    expect(text).toMatch(/Общая оценка: \d+ — (низкая|средняя|хорошая) \(от \d+ до \d+\)/);
    expect(text).toContain('ниже 40 — низкая, 40–69 — средняя, от 70 — хорошая');
    // the colours add up: warm, cool and the pixels without a hue
    expect(text).toMatch(
      /Тёплые оттенки: \d+,\d %, холодные: \d+,\d %, без оттенка \(белый, серый, чёрный\): \d+,\d %/,
    );
    expect(text).toContain(seg.brand_text);
    // where the numbers' accuracy is published
    expect(text).toMatch(/Как проверена точность этих чисел: http\S+\/method/);
    // the region the brand share is read from says so, as the page's badge does
    expect(text).toContain(`Текст: «${seg.brand_text}» (бренд)`);
    expect(text).not.toMatch(/Уилсон/i);

    const bad = await call.get(`/analyses/${first}/report.pdf?regions=0:1,2,3`);
    expect(bad.statusCode).toBe(422);
    const outside = await call.get(`/analyses/${first}/report.pdf?regions=5:0,0,10,10`);
    expect(outside.statusCode).toBe(422);
  });
});
