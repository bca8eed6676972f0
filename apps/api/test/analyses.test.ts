import { eq } from 'drizzle-orm';
import * as mupdf from 'mupdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysisItems, usageEvents } from '../src/db/schema';
import { metricBest } from '../src/analyses/metric-best';
import { signUpAndLogin, type SignedInUser } from './helpers/auth';
import { addCreative, api, bannerPng, setTariff, waitForStatus } from './helpers/analyses';
import { buildTestApp, type TestApp } from './helpers/build';
import { pdfText } from './helpers/pdf';

/** The research lifecycle in a lab, a second research, a comparison, the report (issue 6). */
describe('analyses: lab research → result → save → feedback → comparison → report', () => {
  let t: TestApp;
  let user: SignedInUser;
  let call: ReturnType<typeof api>;
  let labId: number;
  let first: number;
  let second: number;
  let creativeA: number;
  let creativeB: number;

  beforeAll(async () => {
    t = await buildTestApp({ logger: { level: 'error' } });
    user = await signUpAndLogin(t.app);
    await setTariff(t.app, user.userId);
    call = api(t.app, user.headers);
    creativeA = (await addCreative(t.app, user.userId, await bannerPng(210))).id;
    creativeB = (await addCreative(t.app, user.userId, await bannerPng(30))).id;
    labId = (await call.post('/labs', { name: 'Весна' })).json().id;
  });
  afterAll(() => t.close());

  it('creates an empty draft, then takes creatives and settings by PATCH', async () => {
    const created = await call.post('/analyses', {
      type: 'research',
      lab_id: labId,
      name: 'Баннер 1',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      status: 'draft',
      creative_ids: [],
      settings: null,
      lab_id: labId,
    });
    first = created.json().id;
    const patched = await call.patch(`/analyses/${first}`, {
      creative_ids: [creativeA],
      settings: { goal: 'conversion', placement: 'banner' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().creatives).toEqual([
      expect.objectContaining({
        id: creativeA,
        type: 'image/png',
        url: expect.stringMatching(/^\/api\/v1\/files\//),
      }),
    ]);
    expect(patched.json().preview).toBe(patched.json().creatives[0].url);
    expect(patched.json()).toMatchObject({
      creative_ids: [creativeA],
      settings: { goal: 'conversion', placement: 'banner' },
    });
  });

  it('refuses to start an empty draft (422) and shows 425 for a result not ready', async () => {
    const empty = (
      await call.post('/analyses', { type: 'research', lab_id: labId, name: 'Пусто' })
    ).json();
    const start = await call.post(`/analyses/${empty.id}/start`);
    expect(start.statusCode).toBe(422);
    expect((await call.del(`/analyses/${empty.id}`)).statusCode).toBe(204);
  });

  it('starts (202), streams progress over SSE until done, and has the result of DESIGN §6', async () => {
    const t0 = Date.now();
    const start = await call.post(`/analyses/${first}/start`);
    expect(start.statusCode).toBe(202);
    expect(start.json()).toMatchObject({ status: 'queued', stage: 'Подготовка' });
    const early = await call.get(`/analyses/${first}/result`);
    if (early.statusCode !== 200) expect(early.json().code).toBe('ANALYSIS_IN_PROGRESS');

    // EventSource sends the cookie, not a header.
    const events = await t.app.inject({
      method: 'GET',
      url: `/api/v1/analyses/${first}/events`,
      cookies: { kreolab: user.token },
    });
    expect(events.statusCode).toBe(200);
    expect(events.headers['content-type']).toMatch(/text\/event-stream/);
    const progress = [...events.body.matchAll(/event: progress\ndata: (.*)\n\n/g)].map((m) =>
      JSON.parse(m[1]!),
    );
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)).toEqual({ status: 'done', progress: 100, stage: 'Готово' });
    const seen = progress.map((p) => p.progress);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    console.info(
      `banner: start → done in ${Date.now() - t0} ms; stages ${[...new Set(progress.map((p) => p.stage))].join(' → ')}`,
    );

    expect((await call.get(`/analyses/${first}/progress`)).json()).toEqual({
      status: 'done',
      progress: 100,
      stage: 'Готово',
    });
    const result = await call.get(`/analyses/${first}/result`);
    expect(result.statusCode, result.body).toBe(200);
    const r = result.json();
    expect(r).toMatchObject({ type: 'research', analysis_id: first });
    expect(r.frames).toHaveLength(1);
    const frame = r.frames[0];
    expect(frame).toMatchObject({ index: 0, creative_id: creativeA, width: 200, height: 150 });
    expect(frame.attention.grid.values.length).toBe(
      frame.attention.grid.width * frame.attention.grid.height,
    );
    for (const key of [
      'focus',
      'clarity',
      'cognitive_load',
      'text_coverage',
      'legibility',
      'colourfulness',
      'brightness',
      'contrast',
      'score',
    ])
      expect(frame.metrics[key]).toEqual({
        value: expect.any(Number),
        explanation: expect.any(String),
        // only the score has a range: its one term that predicts people has an interval
        ...(key === 'score'
          ? { range: { low: expect.any(Number), high: expect.any(Number), sd: expect.any(Number) } }
          : {}),
      });
    expect(frame.colours.palette[0]).toMatchObject({
      hex: expect.stringMatching(/^#[0-9a-f]{6}$/i),
      name: expect.any(String),
    });
    for (const region of frame.regions) expect(region.order).toBeGreaterThanOrEqual(1);
    expect(r.segments).toEqual([
      expect.objectContaining({ segment_id: 0, name: 'Широкая аудитория', viewers: 1000 }),
    ]);
    expect(r.method).toMatchObject({
      model_version: expect.any(String),
      note: expect.stringContaining('Карта внимания'),
    });
    expect(r).not.toHaveProperty('key_frame');

    // The images are copies under the analysis, served by signed URLs without a bearer.
    for (const url of [frame.image_url, frame.attention.heatmap_url, frame.attention.fog_url]) {
      expect(url).toMatch(/^\/api\/v1\/analysis-files\//);
      const img = await t.app.inject({ method: 'GET', url });
      expect(img.statusCode).toBe(200);
      expect(img.headers['content-type']).toMatch(/^image\/(png|jpeg)$/);
    }
    const forged = frame.attention.heatmap_url.replace(/.$/, (c: string) =>
      c === 'A' ? 'B' : 'A',
    );
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);

    // One item row, one charge.
    const items = await t.app.db
      .select()
      .from(analysisItems)
      .where(eq(analysisItems.analysisId, first));
    expect(items).toHaveLength(1);
    const charges = await t.app.db
      .select()
      .from(usageEvents)
      .where(eq(usageEvents.key, String(first)));
    expect(charges).toHaveLength(1);
  });

  it('lists the research in its lab with a preview; edits after start are 409, restart too', async () => {
    const lab = (await call.get(`/labs/${labId}`)).json();
    expect(lab.analyzes).toEqual([
      expect.objectContaining({
        id: first,
        type: 'research',
        status: 'done',
        saved: false,
        preview: expect.stringMatching(/^\/api\/v1\/analysis-files\//),
      }),
    ]);
    const change = await call.patch(`/analyses/${first}`, { creative_ids: [creativeB] });
    expect(change.statusCode).toBe(409);
    expect(change.json().code).toBe('CHANGE_FORBIDDEN');
    const rename = await call.patch(`/analyses/${first}`, { name: 'Баннер весна' });
    expect(rename.statusCode).toBe(200);
    const again = await call.post(`/analyses/${first}/start`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('RESTART_FORBIDDEN');
  });

  it('refuses a comparison before anything is saved (NO_RESEARCH_IN_LAB), then saves', async () => {
    const none = await call.post('/analyses', {
      type: 'comparison',
      lab_id: labId,
      research_ids: [first, first + 1000],
    });
    expect(none.statusCode).toBe(406);
    expect(none.json().code).toBe('NO_RESEARCH_IN_LAB');
    const saved = await call.post(`/analyses/${first}/save`, { name: 'Баннер А' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ saved: true, name: 'Баннер А' });
  });

  it('generates feedback batches of five per segment, five batches at most', async () => {
    const empty = await call.get(`/analyses/${first}/feedback`);
    expect(empty.json()).toMatchObject({
      items: [],
      segments: [{ segment_id: 0, batches_used: 0, batches_left: 5 }],
      batch_size: 5,
    });
    const left0 = empty.json().generations_left;
    const batches = [];
    for (let i = 1; i <= 5; i++) {
      const res = await call.post(`/analyses/${first}/feedback`, { segment_id: 0 });
      expect(res.statusCode).toBe(201);
      batches.push(res.json());
    }
    expect(batches.map((b) => b.batch)).toEqual([1, 2, 3, 4, 5]);
    expect(batches[4]).toMatchObject({ batches_left: 0, generations_left: left0 - 5 });
    expect(batches[0].items).toHaveLength(5);
    expect(batches[0].items[0]).toMatchObject({
      segment_id: 0,
      batch: 1,
      frame_index: 0,
      viewer: { name: expect.any(String), device: expect.any(String) },
      text: expect.any(String),
    });
    const texts = batches.flatMap((b) => b.items.map((i: { text: string }) => i.text));
    expect(new Set(batches.flatMap((b) => b.items.map((i: { id: number }) => i.id))).size).toBe(25);
    const sixth = await call.post(`/analyses/${first}/feedback`, { segment_id: 0 });
    expect(sixth.statusCode).toBe(402);
    expect(sixth.json().code).toBe('GENERATION_LIMIT_REACHED');
    const list = (await call.get(`/analyses/${first}/feedback`)).json();
    expect(list.items.map((i: { text: string }) => i.text)).toEqual(texts);
    expect(list).toMatchObject({
      segments: [{ segment_id: 0, batches_used: 5, batches_left: 0 }],
      generations_left: left0 - 5,
    });
    const unknown = await call.post(`/analyses/${first}/feedback`, { segment_id: 99 });
    expect(unknown.statusCode).toBe(422);
  });

  it('compares two saved researches; an unsaved one is 403, a comparison among them 406', async () => {
    second = (
      await call.post('/analyses', {
        type: 'research',
        lab_id: labId,
        name: 'Баннер 2',
        creative_ids: [creativeB],
        settings: { goal: 'conversion', placement: 'banner' },
      })
    ).json().id;
    expect((await call.post(`/analyses/${second}/start`)).statusCode).toBe(202);
    await waitForStatus(t.app, second);
    const unsaved = await call.post('/analyses', {
      type: 'comparison',
      lab_id: labId,
      research_ids: [first, second],
    });
    expect(unsaved.statusCode).toBe(403);
    expect(unsaved.json().code).toBe('RESEARCH_NOT_SAVED');
    expect((await call.post(`/analyses/${second}/save`, { name: 'Баннер Б' })).statusCode).toBe(
      200,
    );

    const created = await call.post('/analyses', {
      type: 'comparison',
      lab_id: labId,
      research_ids: [first, second],
    });
    expect(created.statusCode).toBe(201);
    const cmp = created.json();
    expect(cmp).toMatchObject({
      type: 'comparison',
      status: 'draft',
      research_ids: [first, second],
      creative_ids: [],
    });
    expect((await call.post(`/analyses/${cmp.id}/start`)).statusCode).toBe(202);
    await waitForStatus(t.app, cmp.id);
    const result = (await call.get(`/analyses/${cmp.id}/result`)).json();
    expect(result.type).toBe('comparison');
    // Competition ranks by score: 1 first, and equal scores share a place (the two banners
    // differ only in hue, so with their call to action read they may well tie).
    const ranking = result.ranking as { rank: number; score: number }[];
    expect(ranking[0]!.rank).toBe(1);
    for (const e of ranking)
      expect(e.rank).toBe(1 + ranking.filter((o) => o.score > e.score).length);
    expect(result.ranking.map((e: { research_id: number }) => e.research_id).sort()).toEqual(
      [first, second].sort(),
    );
    expect(result.ranking[0].preview).toMatch(/^\/api\/v1\/analysis-files\//);
    expect(result.metrics.map((m: { metric: string }) => m.metric)).toContain('score');
    expect(result.segments[0]).toMatchObject({ segment_id: 0, name: 'Широкая аудитория' });
    expect(result.segments[0].values[0]).toMatchObject({ uncertainty: expect.any(Number) });

    // A comparison cannot be compared, nor does it take feedback.
    await call.post(`/analyses/${cmp.id}/save`, { name: 'Сравнение 1' });
    const wrong = await call.post('/analyses', {
      type: 'comparison',
      lab_id: labId,
      research_ids: [first, cmp.id],
    });
    expect(wrong.statusCode).toBe(406);
    expect(wrong.json().code).toBe('WRONG_ANALYSIS_TYPE');
    expect((await call.post(`/analyses/${cmp.id}/feedback`, { segment_id: 0 })).json().code).toBe(
      'WRONG_ANALYSIS_TYPE',
    );
    const cmpReport = await t.app.inject({
      method: 'GET',
      url: `/api/v1/analyses/${cmp.id}/report.pdf`,
      headers: user.headers,
    });
    expect(cmpReport.statusCode).toBe(200);
    const cmpText = pdfText(cmpReport.rawPayload);
    expect(cmpText).toContain('Рейтинг');
    // each variant's key frame with its map (a comparison's report had no picture at all)
    expect(cmpText).toContain('Карты внимания');
    expect(imagesIn(cmpReport.rawPayload)).toBe(result.ranking.length);
    // the metrics list best first, each with its direction as the comparison's page says it
    for (const line of [
      'Когнитивная нагрузка (меньше — лучше): ',
      'Яркость (ни больше, ни меньше не лучше): ',
      'Фокус (свойство прогнозной карты, лучший не назван): ',
      'Читаемость текста: ',
    ])
      expect(cmpText).toContain(line);
    // the share of text in per cent, as the page writes it
    expect(cmpText).toMatch(/Доля текста \([^)]*\): [^,]+ \d+ %, /);
    // the best on each metric is the server's, at every read; the report marks the same ones
    for (const m of result.metrics) {
      expect(m.best, m.metric).toBe(metricBest(m, result.score_distinguishable));
      // focus and clarity are the map's own properties: the page ranks no places on them
      expect(m.map_property, m.metric).toBe(m.metric === 'focus' || m.metric === 'clarity');
    }
    expect((cmpText.match(/—\s+лучший/g) ?? []).length).toBe(
      result.metrics.filter((m: { best: number | null }) => m.best !== null).length,
    );
    // each score with its 95 % range, and no best named where the scores cannot be told apart
    const e0 = result.ranking[0];
    expect(cmpText).toContain(`общая оценка ${Math.round(e0.score)}`);
    expect(cmpText).toContain(
      `(от ${Math.round(e0.score_range.low)} до ${Math.round(e0.score_range.high)})`,
    );
    expect(cmpText.includes('По общей оценке лучший вариант не назван')).toBe(
      result.score_distinguishable === false,
    );
    const lab = (await call.get(`/labs/${labId}`)).json();
    expect(lab.analyzes.map((a: { type: string }) => a.type)).toEqual([
      'research',
      'research',
      'comparison',
    ]);
    const labs = (await call.get('/labs')).json();
    expect(labs.items[0]).toMatchObject({ id: labId, researches: 2, comparisons: 1 });
  });

  it('makes a Russian PDF report with the creative, heatmap, regions, metrics, colours and feedback', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/analyses/${first}/report.pdf`,
      cookies: { kreolab: user.token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload);
    for (const expected of [
      'Отчёт исследования «Баннер А»',
      'Карта внимания',
      'Метрики',
      'Общая оценка',
      'Области внимания',
      'Цвета',
      'Широкая аудитория',
      'Отзывы смоделированных зрителей',
      'Цель: конверсия',
    ])
      expect(text).toContain(expected);
    // the segment's line as the result page writes it: a grouped count, a tenth of a second, and
    // «не найден» (not a dash) for an element the creative lacks; this research named no brand
    expect(text).toMatch(
      /Широкая аудитория: 1 000 смоделированных зрителей, в среднем \d+(,\d)? с\. Бренд не указан\. Заметят сообщение/,
    );
    expect(text).not.toMatch(/Заметят бренд[^:]*: —|сообщение: —|призыв: —/);
    // the map in the page's zones, with the page's legend
    expect(text).toMatch(/Доля текста \d+ %/);
    expect(text).toContain('Как читать карту');
    expect(text).toMatch(/Красное — \d+ % внимания на \d+ % площади/);
    expect(text).toMatch(/Без цвета — \d+ % внимания на \d+ % площади: сюда почти не смотрят/);
    expect(imagesIn(res.rawPayload)).toBeGreaterThanOrEqual(2);
  });

  it('keeps a result whole after its source creative is deleted', async () => {
    const { creatives } = await import('../src/db/schema');
    await t.app.db.delete(creatives).where(eq(creatives.id, creativeA));
    const r = (await call.get(`/analyses/${first}/result`)).json();
    expect((await t.app.inject({ method: 'GET', url: r.frames[0].image_url })).statusCode).toBe(
      200,
    );
  });

  it('answers 404 to another user for every analysis, lab and their files, and changes nothing', async () => {
    const other = api(t.app, (await signUpAndLogin(t.app)).headers);
    for (const url of [
      `/analyses/${first}`,
      `/analyses/${first}/result`,
      `/analyses/${first}/progress`,
      `/analyses/${first}/feedback`,
      `/analyses/${first}/report.pdf`,
      `/analyses/${first}/events`,
      `/labs/${labId}`,
    ])
      expect((await other.get(url)).statusCode, url).toBe(404);
    expect((await other.patch(`/analyses/${first}`, { name: 'чужое' })).statusCode).toBe(404);
    expect((await other.post(`/analyses/${first}/save`, { name: 'чужое' })).statusCode).toBe(404);
    expect((await other.post(`/analyses/${first}/start`)).statusCode).toBe(404);
    expect((await other.post(`/analyses/${first}/feedback`, { segment_id: 0 })).statusCode).toBe(
      404,
    );
    expect((await other.del(`/analyses/${first}`)).statusCode).toBe(404);
    expect((await other.del(`/labs/${labId}`)).statusCode).toBe(404);
    expect(
      (await other.post('/analyses', { type: 'research', lab_id: labId, name: 'x' })).statusCode,
    ).toBe(404);
    expect(
      (
        await other.post('/analyses', {
          type: 'comparison',
          lab_id: labId,
          research_ids: [first, second],
        })
      ).statusCode,
    ).toBe(404);
    expect((await call.get(`/analyses/${first}`)).json()).toMatchObject({
      name: 'Баннер А',
      saved: true,
    });
    expect((await call.get(`/labs/${labId}`)).statusCode).toBe(200);
  });

  it('deletes a lab with its analyses and their files', async () => {
    expect((await call.del(`/labs/${labId}`)).statusCode).toBe(204);
    expect((await call.get(`/analyses/${first}`)).statusCode).toBe(404);
    const until = Date.now() + 20_000;
    while (Date.now() < until) {
      const left = [];
      for await (const o of t.app.storage.list(`analyses/${first}/`)) left.push(o);
      if (left.length === 0) return;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error('analysis files were not cleaned up');
  });
});

/** How many images a PDF's pages draw. */
function imagesIn(bytes: Buffer): number {
  const doc = mupdf.Document.openDocument(bytes, 'application/pdf');
  let images = 0;
  for (let i = 0; i < doc.countPages(); i++)
    doc
      .loadPage(i)
      .toStructuredText('preserve-images')
      .walk({ onImageBlock: () => void (images += 1) });
  return images;
}
