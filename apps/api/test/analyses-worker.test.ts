import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { assemble } from '../src/analyses/assemble';
import { analysisTestHooks, runItem } from '../src/analyses/jobs';
import { analyses, analysisItems, usageEvents } from '../src/db/schema';
import { signUpAndLogin, type SignedInUser } from './helpers/auth';
import {
  addCreative,
  addSplitVideo,
  api,
  bannerPng,
  setTariff,
  waitForStatus,
} from './helpers/analyses';
import { buildTestApp, type TestApp } from './helpers/build';
import { until } from './helpers/wait';

async function twoPagePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (const hue of [120, 300]) {
    const png = await doc.embedPng(await bannerPng(hue));
    doc.addPage([200, 150]).drawImage(png, { x: 0, y: 0, width: 200, height: 150 });
  }
  return Buffer.from(await doc.save());
}

async function filesUnder(t: TestApp, prefix: string) {
  const keys: string[] = [];
  for await (const o of t.app.storage.list(prefix)) keys.push(o.key);
  return keys.sort();
}

describe('analyses: workers, briefs and billing', () => {
  let t: TestApp;
  /** The item rows of an analysis, as the worker left them. */
  const itemsOf = (id: number) =>
    t.app.db.select().from(analysisItems).where(eq(analysisItems.analysisId, id));
  let user: SignedInUser;
  let call: ReturnType<typeof api>;
  let labId: number;

  beforeAll(async () => {
    t = await buildTestApp();
    user = await signUpAndLogin(t.app);
    await setTariff(t.app, user.userId);
    call = api(t.app, user.headers);
    labId = (await call.post('/labs', { name: 'Лаборатория' })).json().id;
  });
  afterEach(() => {
    delete analysisTestHooks.beforeItemSaved;
  });
  afterAll(() => t.close());

  it('survives a worker killed in the middle: retried, one row per item, one charge, no extra files', async () => {
    const image = await addCreative(t.app, user.userId, await bannerPng(10));
    const pdf = await addCreative(t.app, user.userId, await twoPagePdf(), {
      type: 'application/pdf',
      name: 'буклет.pdf',
      pages: 2,
    });
    let killed = 0;
    analysisTestHooks.beforeItemSaved = async (item) => {
      // The first attempt at the PDF dies after writing its files, before its row is saved.
      if (item.position === 1 && killed++ === 0) throw new Error('worker killed');
    };
    const id = (
      await call.post('/analyses', {
        type: 'research',
        lab_id: labId,
        name: 'Два креатива',
        creative_ids: [image.id, pdf.id],
        settings: { goal: 'awareness', placement: 'print' },
      })
    ).json().id;
    expect((await call.post(`/analyses/${id}/start`)).statusCode).toBe(202);
    const done = await waitForStatus(t.app, id);
    expect(done.status).toBe('done');
    expect(killed).toBe(2);

    const items = await itemsOf(id);
    expect(items.map((i) => [i.position, i.status, i.attempts]).sort()).toEqual([
      [0, 'done', 1],
      [1, 'done', 2],
    ]);
    expect(
      await t.app.db
        .select()
        .from(usageEvents)
        .where(and(eq(usageEvents.userId, user.userId), eq(usageEvents.key, String(id)))),
    ).toHaveLength(1);
    const result = (await call.get(`/analyses/${id}/result`)).json();
    expect(
      result.frames.map((f: { index: number; creative_id: number; page: number | null }) => [
        f.index,
        f.creative_id,
        f.page,
      ]),
    ).toEqual([
      [0, image.id, null],
      [1, pdf.id, 1],
      [2, pdf.id, 2],
    ]);
    expect(await filesUnder(t, `analyses/${id}/`)).toHaveLength(9);

    // A duplicate delivery of an item job and of the assembling job change nothing.
    const before = (await t.app.db.select().from(analyses).where(eq(analyses.id, id)))[0]!;
    await runItem(
      { db: t.app.db, storage: t.app.storage, jobs: t.app.jobs },
      { analysisId: id, itemId: items[0]!.id, run: before.run },
      t.app.log,
    );
    await assemble(
      { db: t.app.db, storage: t.app.storage, jobs: t.app.jobs },
      { analysisId: id, run: before.run },
    );
    const after = (await t.app.db.select().from(analyses).where(eq(analyses.id, id)))[0]!;
    expect(after.finishedAt).toEqual(before.finishedAt);
    expect(await itemsOf(id)).toHaveLength(2);
  });

  it('analyses a video’s frames in one job, after the image before it in another', async () => {
    const image = await addCreative(t.app, user.userId, await bannerPng(40));
    const frame = await bannerPng(200, 320, 180);
    // the second and third frames repeat the first: one shot, as a video holds its layout
    const video = await addSplitVideo(t.app, user.userId, 'ролик.mp4', [frame, frame, frame]);
    // calls through: the jobs still run
    const send = vi.spyOn(t.app.jobs, 'send');
    // the progress moves frame by frame before the job writes the video's rows
    let progressBeforeRows = 0;
    analysisTestHooks.beforeItemSaved = async (item) => {
      if (item.kind !== 'frame' || item.position !== 1) return;
      const row = async () =>
        (await t.app.db.select().from(analyses).where(eq(analyses.id, item.analysisId)))[0]!;
      await until(async () => (await row()).progress >= 45, 'progress of the frames');
      progressBeforeRows = (await row()).progress;
    };
    try {
      const id = (
        await call.post('/analyses', {
          type: 'research',
          lab_id: labId,
          name: 'Баннер и ролик',
          creative_ids: [image.id, video.id],
          settings: { goal: 'conversion', placement: 'video' },
        })
      ).json().id as number;
      expect((await call.post(`/analyses/${id}/start`)).statusCode).toBe(202);
      expect((await waitForStatus(t.app, id)).status).toBe('done');
      expect(send.mock.calls.filter(([name]) => name === 'analysis.item')).toHaveLength(2);
      expect(progressBeforeRows).toBeGreaterThanOrEqual(45);
      const items = await itemsOf(id);
      expect(items.map((i) => [i.position, i.status, i.attempts]).sort()).toEqual([
        [0, 'done', 1],
        [1, 'done', 1],
        [2, 'done', 1],
        [3, 'done', 1],
      ]);
      const result = (await call.get(`/analyses/${id}/result`)).json();
      expect(result.frames.map((f: { time: number | null }) => f.time)).toEqual([null, 0, 1, 2]);
    } finally {
      send.mockRestore();
    }
  }, 120_000);

  it('fails every frame of a video’s job with INCORRECT_IMAGE when one frame is unreadable', async () => {
    const frame = await bannerPng(120, 320, 180);
    const video = await addSplitVideo(t.app, user.userId, 'битый.mp4', [
      frame,
      Buffer.from('these bytes are no PNG at all'),
      frame,
    ]);
    const id = (
      await call.post('/analyses', {
        type: 'research',
        lab_id: labId,
        name: 'Битый кадр',
        creative_ids: [video.id],
      })
    ).json().id as number;
    expect((await call.post(`/analyses/${id}/start`)).statusCode).toBe(202);
    const failed = await waitForStatus(t.app, id);
    expect(failed).toMatchObject({ status: 'failed', error: { code: 'INCORRECT_IMAGE' } });
    const items = await itemsOf(id);
    expect(items.map((i) => i.status)).toEqual(['failed', 'failed', 'failed']);
    expect(await filesUnder(t, `analyses/${id}/`)).toEqual([]);
  }, 120_000);

  it('fails an unreadable image with INCORRECT_IMAGE, never charged however often it is restarted', async () => {
    const broken = await addCreative(
      t.app,
      user.userId,
      Buffer.from('these bytes are no PNG at all'),
      { type: 'image/png' },
    );
    const id = (
      await call.post('/analyses', {
        type: 'research',
        lab_id: labId,
        name: 'Сломанный',
        creative_ids: [broken.id],
      })
    ).json().id;
    const left = async () => (await call.get('/profile/me')).json().tariff.analyses_left as number;
    const before = await left();
    await call.post(`/analyses/${id}/start`);
    const failed = await waitForStatus(t.app, id);
    expect(failed).toMatchObject({ status: 'failed', error: { code: 'INCORRECT_IMAGE' } });
    expect(failed.chargedAt).toBeNull();
    expect(await left()).toBe(before);
    const details = (await call.get(`/analyses/${id}`)).json();
    expect(details).toMatchObject({ status: 'failed', error: { code: 'INCORRECT_IMAGE' } });
    expect((await call.get(`/analyses/${id}/result`)).statusCode).toBe(404);
    const restart = await call.post(`/analyses/${id}/start`);
    expect(restart.statusCode).toBe(202);
    await waitForStatus(t.app, id);
    // The start charged, the failure gave it back: no ledger row, the allowance as before.
    expect(
      await t.app.db
        .select()
        .from(usageEvents)
        .where(eq(usageEvents.key, String(id))),
    ).toHaveLength(0);
    expect(await left()).toBe(before);
  });

  it('refuses to start without analyses left (ANALYSIS_LIMIT_REACHED) or with an expired tariff (TARIFF_EXPIRED)', async () => {
    const c = await addCreative(t.app, user.userId, await bannerPng());
    const id = (
      await call.post('/analyses', {
        type: 'research',
        lab_id: labId,
        name: 'Лимит',
        creative_ids: [c.id],
      })
    ).json().id;
    await setTariff(t.app, user.userId, { analysesLeft: 0 });
    const limit = await call.post(`/analyses/${id}/start`);
    expect(limit.statusCode).toBe(402);
    expect(limit.json().code).toBe('ANALYSIS_LIMIT_REACHED');
    await setTariff(t.app, user.userId, { expiresAt: new Date(Date.now() - 1000) });
    const expired = await call.post(`/analyses/${id}/start`);
    expect(expired.statusCode).toBe(402);
    expect(expired.json().code).toBe('TARIFF_EXPIRED');
    expect((await call.get(`/analyses/${id}`)).json().status).toBe('draft');
    await setTariff(t.app, user.userId, { expiresAt: new Date(Date.now() + 86_400_000) });
  });

  it('runs a brief research for each of its segments, with feedback per segment and the balance limit', async () => {
    const brief = (
      await call.post('/briefs', {
        name: 'Бриф',
        brand: 'Креолаб',
        product: 'Кофе',
        category: 'Напитки',
        goal: 'conversion',
        audience: '',
        key_message: 'Купить',
        placements: ['banner'],
        segments: [
          { name: 'Студенты', age_from: 18, age_to: 24, gender: 'any', interests: [] },
          { name: 'Мамы', age_from: 25, age_to: 40, gender: 'female', interests: ['скидка'] },
        ],
      })
    ).json();
    const c = await addCreative(t.app, user.userId, await bannerPng(260));
    const id = (
      await call.post('/analyses', {
        type: 'research',
        brief_id: brief.id,
        name: 'Бриф-баннер',
        creative_ids: [c.id],
      })
    ).json().id;
    const start = await call.post(`/analyses/${id}/start`);
    expect(start.statusCode).toBe(202);
    await waitForStatus(t.app, id);
    const details = (await call.get(`/analyses/${id}`)).json();
    // The brief's goal, first placement and brand, written at the start (the engine looks for the brand).
    expect(details.settings).toEqual({ goal: 'conversion', placement: 'banner', brand: 'Креолаб' });
    const result = (await call.get(`/analyses/${id}/result`)).json();
    expect(
      result.segments.map((s: { segment_id: number; name: string }) => [s.segment_id, s.name]),
    ).toEqual(brief.segments.map((s: { id: number; name: string }) => [s.id, s.name]));
    for (const s of brief.segments) {
      const batch = await call.post(`/analyses/${id}/feedback`, { segment_id: s.id });
      expect(batch.statusCode).toBe(201);
      expect(batch.json()).toMatchObject({ segment_id: s.id, batch: 1, batches_left: 4 });
      expect(batch.json().items.every((i: { segment_id: number }) => i.segment_id === s.id)).toBe(
        true,
      );
    }
    expect(
      (await call.post(`/analyses/${id}/feedback`, { segment_id: brief.segments[1].id }))
        .json()
        .items.every((i: { viewer: { gender: string } }) => i.viewer.gender === 'female'),
    ).toBe(true);
    await setTariff(t.app, user.userId, { generationsLeft: 0 });
    const none = await call.post(`/analyses/${id}/feedback`, { segment_id: brief.segments[0].id });
    expect(none.statusCode).toBe(402);
    expect(none.json().code).toBe('GENERATION_LIMIT_REACHED');
    expect((await call.get(`/analyses/${id}/feedback`)).json()).toMatchObject({
      generations_left: 0,
      segments: [{ batches_used: 1 }, { batches_used: 2 }],
    });
  });
});
