import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepUntouchedDrafts, UNTOUCHED_DRAFT_TTL_MS } from '../src/analyses/model';
import { analyses } from '../src/db/schema';
import { signUpAndLogin } from './helpers/auth';
import { addCreative, api, bannerPng } from './helpers/analyses';
import { buildTestApp, type TestApp } from './helpers/build';

/**
 * Issue 14 defect 7: opening the new-research form created a draft that stayed in the lab for
 * good. A draft nobody touched is not listed or counted, and is deleted after a while.
 */
describe('analyses: untouched drafts are not left behind', () => {
  let t: TestApp;
  let call: ReturnType<typeof api>;
  let userId: number;
  let labId: number;
  let briefId: number;

  beforeAll(async () => {
    t = await buildTestApp();
    const user = await signUpAndLogin(t.app);
    userId = user.userId;
    call = api(t.app, user.headers);
    labId = (await call.post('/labs', { name: 'Черновики' })).json().id;
    briefId = (
      await call.post('/briefs', {
        name: 'Бриф',
        brand: 'Креолаб',
        product: 'Кофе',
        category: 'Напитки',
        goal: 'awareness',
        audience: 'Все',
        key_message: 'Утро',
        placements: ['banner'],
        segments: [{ name: 'Все', age_from: 18, age_to: 65, gender: 'any', interests: [] }],
      })
    ).json().id;
  });
  afterAll(() => t.close());

  const draft = async (container: object, name = 'Исследование 1') =>
    (await call.post('/analyses', { type: 'research', name, ...container })).json().id as number;

  it('does not list or count a draft the form created until the user changes it', async () => {
    const opened = await draft({ lab_id: labId });
    // The form itself still works with it.
    expect((await call.get(`/analyses/${opened}`)).statusCode).toBe(200);
    expect((await call.get(`/labs/${labId}`)).json().analyzes).toEqual([]);
    expect((await call.get('/labs')).json().items[0]).toMatchObject({ id: labId, researches: 0 });

    const inBrief = await draft({ brief_id: briefId });
    expect((await call.get(`/briefs/${briefId}`)).json().analyzes).toEqual([]);
    expect((await call.get('/briefs')).json().items[0]).toMatchObject({ researches: 0 });

    // The first action makes it the user's work: listed and counted.
    const creative = await addCreative(t.app, userId, await bannerPng());
    expect(
      (await call.patch(`/analyses/${opened}`, { creative_ids: [creative.id] })).statusCode,
    ).toBe(200);
    expect((await call.patch(`/analyses/${inBrief}`, { name: 'Моё' })).statusCode).toBe(200);
    expect(
      (await call.get(`/labs/${labId}`)).json().analyzes.map((a: { id: number }) => a.id),
    ).toEqual([opened]);
    expect((await call.get('/labs')).json().items[0]).toMatchObject({ researches: 1 });
    expect((await call.get(`/briefs/${briefId}`)).json().analyzes).toHaveLength(1);

    // A draft created with its creatives (create on the first action) is listed at once.
    const direct = await draft({ lab_id: labId, creative_ids: [creative.id] });
    expect(
      (await call.get(`/labs/${labId}`)).json().analyzes.map((a: { id: number }) => a.id),
    ).toEqual([opened, direct]);
  });

  it('deletes untouched drafts once they are old, and nothing else', async () => {
    const fresh = await draft({ lab_id: labId }, 'Свежий');
    const old = await draft({ lab_id: labId }, 'Старый');
    const oldTouched = await draft({ lab_id: labId }, 'Тронутый');
    await call.patch(`/analyses/${oldTouched}`, {
      settings: { goal: 'awareness', placement: 'banner' },
    });
    const past = new Date(Date.now() - UNTOUCHED_DRAFT_TTL_MS - 60_000);
    for (const id of [old, oldTouched])
      await t.app.db
        .update(analyses)
        .set({ createdAt: past, ...(id === old ? { updatedAt: past } : {}) })
        .where(eq(analyses.id, id));
    const gone = await sweepUntouchedDrafts(t.app.db);
    expect(gone).toContain(old);
    expect(gone).not.toContain(fresh);
    expect(gone).not.toContain(oldTouched);
    expect((await call.get(`/analyses/${old}`)).statusCode).toBe(404);
    expect((await call.get(`/analyses/${fresh}`)).statusCode).toBe(200);
    expect((await call.get(`/analyses/${oldTouched}`)).statusCode).toBe(200);
    // The worker's sweep runs the same deletion.
    const again = await draft({ lab_id: labId }, 'Ещё старый');
    await t.app.db
      .update(analyses)
      .set({ createdAt: past, updatedAt: past })
      .where(eq(analyses.id, again));
    await t.app.jobs.sweep();
    expect((await call.get(`/analyses/${again}`)).statusCode).toBe(404);
  });
});
