import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogin } from './helpers/auth';
import { addCreative, api, bannerPng } from './helpers/analyses';
import { buildTestApp, type TestApp } from './helpers/build';

const briefBody = {
  name: 'Весенняя кампания',
  brand: 'Креолаб',
  product: 'Кофе',
  category: 'Напитки',
  goal: 'consideration',
  audience: 'Городские жители',
  key_message: 'Бодрое утро',
  placements: ['social_feed', 'banner'],
  segments: [
    { name: 'Студенты', age_from: 18, age_to: 24, gender: 'any', interests: ['кофе', 'учёба'] },
    { name: 'Мамы', age_from: 25, age_to: 40, gender: 'female', interests: ['дети'] },
  ],
};

describe('labs and briefs', () => {
  let t: TestApp;
  let call: ReturnType<typeof api>;
  let other: ReturnType<typeof api>;
  let userId: number;

  beforeAll(async () => {
    t = await buildTestApp();
    const user = await signUpAndLogin(t.app);
    userId = user.userId;
    call = api(t.app, user.headers);
    other = api(t.app, (await signUpAndLogin(t.app)).headers);
  });
  afterAll(() => t.close());

  it('creates, lists (newest first), renames and deletes labs', async () => {
    const a = await call.post('/labs', { name: 'Лаборатория А' });
    expect(a.statusCode).toBe(201);
    expect(a.json()).toMatchObject({ name: 'Лаборатория А', analyzes: [] });
    const b = (await call.post('/labs', { name: 'Лаборатория Б' })).json();
    const list = (await call.get('/labs')).json();
    expect(list.items.map((l: { id: number }) => l.id)).toEqual([b.id, a.json().id]);
    expect(list.items[0]).toMatchObject({ researches: 0, comparisons: 0 });
    const renamed = await call.patch(`/labs/${b.id}`, { name: 'Новое имя' });
    expect(renamed.json()).toMatchObject({ id: b.id, name: 'Новое имя' });
    expect((await call.post('/labs', { name: '' })).statusCode).toBe(422);
    expect((await call.del(`/labs/${b.id}`)).statusCode).toBe(204);
    expect((await call.get(`/labs/${b.id}`)).statusCode).toBe(404);
  });

  it('keeps labs private: 404 for another user, nothing changes', async () => {
    const lab = (await call.post('/labs', { name: 'Моя' })).json();
    expect((await other.get(`/labs/${lab.id}`)).statusCode).toBe(404);
    expect((await other.patch(`/labs/${lab.id}`, { name: 'Чужая' })).statusCode).toBe(404);
    expect((await other.del(`/labs/${lab.id}`)).statusCode).toBe(404);
    expect((await other.get('/labs')).json().items).toEqual([]);
    expect((await call.get(`/labs/${lab.id}`)).json().name).toBe('Моя');
  });

  it('creates a brief with segments, edits it keeping segment ids, deletes it', async () => {
    const created = await call.post('/briefs', briefBody);
    expect(created.statusCode).toBe(201);
    const brief = created.json();
    expect(brief).toMatchObject({
      ...briefBody,
      segments: [
        expect.objectContaining({ name: 'Студенты', id: expect.any(Number) }),
        expect.objectContaining({ name: 'Мамы', gender: 'female' }),
      ],
      analyzes: [],
    });
    const [students, mums] = brief.segments;
    const updated = await call.patch(`/briefs/${brief.id}`, {
      goal: 'conversion',
      segments: [
        { ...mums, name: 'Молодые мамы' },
        { name: 'Пенсионеры', age_from: 60, age_to: 90, gender: 'any', interests: [] },
      ],
    });
    expect(updated.statusCode).toBe(200);
    const u = updated.json();
    expect(u).toMatchObject({ goal: 'conversion', brand: 'Креолаб' });
    expect(u.segments.map((s: { name: string }) => s.name)).toEqual(['Молодые мамы', 'Пенсионеры']);
    expect(u.segments[0].id).toBe(mums.id);
    expect(u.segments.map((s: { id: number }) => s.id)).not.toContain(students.id);
    const list = (await call.get('/briefs')).json();
    expect(list.items[0]).toMatchObject({
      id: brief.id,
      brand: 'Креолаб',
      product: 'Кофе',
      researches: 0,
      comparisons: 0,
    });
    expect((await call.del(`/briefs/${brief.id}`)).statusCode).toBe(204);
    expect((await call.get(`/briefs/${brief.id}`)).statusCode).toBe(404);
  });

  it('validates briefs: segments required, ages forward, goal from the list', async () => {
    const none = await call.post('/briefs', { ...briefBody, segments: [] });
    expect(none.statusCode).toBe(422);
    const backwards = await call.post('/briefs', {
      ...briefBody,
      segments: [{ name: 'X', age_from: 40, age_to: 20, gender: 'any', interests: [] }],
    });
    expect(backwards.statusCode).toBe(422);
    expect(Object.keys(backwards.json().fields)).toContain('segments.0.age_to');
    expect((await call.post('/briefs', { ...briefBody, goal: 'fame' })).statusCode).toBe(422);
  });

  // the engine looks for a brand by its Russian and Latin letters and digits: a name of none of
  // them would be «не распознан» in the result's table and «не указан» in the score
  it('refuses a brand with no letter or digit, in a brief and in a research, and changes nothing', async () => {
    const message =
      'Нужны русские или латинские буквы либо цифры: по ним бренд ищется в тексте макета';
    const created = await call.post('/briefs', { ...briefBody, brand: ' !!! ' });
    expect(created.statusCode).toBe(422);
    expect(created.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { brand: [message] },
    });
    const brief = (await call.post('/briefs', briefBody)).json();
    const edited = await call.patch(`/briefs/${brief.id}`, { brand: '«—»' });
    expect(edited.json()).toMatchObject({ code: 'VALIDATION_ERROR', fields: { brand: [message] } });
    expect((await call.get(`/briefs/${brief.id}`)).json().brand).toBe(briefBody.brand);
    // an empty brand names none, and a Latin one with accents or digits alone is a brand
    for (const brand of ['', 'Café', '7']) {
      const ok = await call.patch(`/briefs/${brief.id}`, { brand });
      expect(ok.statusCode, brand).toBe(200);
    }
    const lab = (await call.post('/labs', { name: 'Бренды' })).json();
    const draft = (
      await call.post('/analyses', { type: 'research', lab_id: lab.id, name: 'Без букв' })
    ).json();
    const settings = { goal: 'awareness', placement: 'banner', brand: '!!!' };
    const refused = await call.patch(`/analyses/${draft.id}`, { settings });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().fields).toEqual({ 'settings.brand': [message] });
    expect((await call.get(`/analyses/${draft.id}`)).json().settings).toBeNull();
    const fresh = await call.post('/analyses', {
      type: 'research',
      lab_id: lab.id,
      name: 'Без букв 2',
      settings,
    });
    expect(fresh.json().fields).toEqual({ 'settings.brand': [message] });
  });

  it("keeps briefs private and refuses drafts in another user's containers or with their creatives", async () => {
    const brief = (await call.post('/briefs', briefBody)).json();
    expect((await other.get(`/briefs/${brief.id}`)).statusCode).toBe(404);
    expect((await other.patch(`/briefs/${brief.id}`, { name: 'x' })).statusCode).toBe(404);
    expect((await other.del(`/briefs/${brief.id}`)).statusCode).toBe(404);
    expect(
      (await other.post('/analyses', { type: 'research', brief_id: brief.id, name: 'x' }))
        .statusCode,
    ).toBe(404);
    const mine = await addCreative(t.app, userId, await bannerPng());
    const otherLab = (await other.post('/labs', { name: 'L' })).json();
    const stolen = await other.post('/analyses', {
      type: 'research',
      lab_id: otherLab.id,
      name: 'x',
      creative_ids: [mine.id],
    });
    expect(stolen.statusCode).toBe(404);
    expect((await call.get(`/briefs/${brief.id}`)).json().name).toBe(briefBody.name);
  });

  it('checks research drafts: one container, creatives that can be analysed, segments of the brief', async () => {
    const lab = (await call.post('/labs', { name: 'Черновики' })).json();
    const brief = (await call.post('/briefs', briefBody)).json();
    const both = await call.post('/analyses', {
      type: 'research',
      lab_id: lab.id,
      brief_id: brief.id,
      name: 'x',
    });
    expect(both.statusCode).toBe(422);
    const video = await addCreative(t.app, userId, Buffer.from('not really a video'), {
      type: 'video/mp4',
      name: 'ролик.mp4',
      splitStatus: 'NONE',
      duration: 10,
    });
    const unsplit = await call.post('/analyses', {
      type: 'research',
      lab_id: lab.id,
      name: 'x',
      creative_ids: [video.id],
    });
    expect(unsplit.statusCode).toBe(400);
    expect(unsplit.json().code).toBe('INCORRECT_IMAGE');
    const draft = (
      await call.post('/analyses', { type: 'research', brief_id: brief.id, name: 'Бриф 1' })
    ).json();
    const badSegment = await call.patch(`/analyses/${draft.id}`, {
      settings: { goal: 'awareness', placement: 'banner', segment_ids: [999999] },
    });
    expect(badSegment.statusCode).toBe(422);
    const ok = await call.patch(`/analyses/${draft.id}`, {
      settings: { goal: 'awareness', placement: 'banner', segment_ids: [brief.segments[1].id] },
    });
    expect(ok.statusCode).toBe(200);
    const listed = (await call.get(`/briefs/${brief.id}`)).json();
    expect(listed.analyzes).toEqual([
      expect.objectContaining({
        id: draft.id,
        type: 'research',
        status: 'draft',
        saved: false,
        preview: null,
      }),
    ]);
    const noInputs = await call.post('/analyses', {
      type: 'comparison',
      brief_id: brief.id,
      research_ids: [draft.id, draft.id + 1],
    });
    expect(noInputs.json().code).toBe('NO_RESEARCH_IN_LAB');
  });
});
