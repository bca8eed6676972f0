import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyses, creatives, labs } from '../src/db/schema';
import { normalizePhone } from '../src/routes/profile/validation';
import { signUpAndLogin } from './helpers/auth';
import { buildTestApp, type TestApp } from './helpers/build';

describe('profile: GET and PATCH /profile/me', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const me = (headers: object) =>
    t.app.inject({ method: 'GET', url: '/api/v1/profile/me', headers: headers as never });
  const patch = (headers: object, payload: object) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/v1/profile/me',
      headers: headers as never,
      payload,
    });

  it('401 without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/profile/me' })).statusCode).toBe(401);
  });

  it('answers the §3 fields with the current tariff (the trial for a new user)', async () => {
    const { headers, email, userId } = await signUpAndLogin(t.app);
    const res = await me(headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: userId,
      email,
      first_name: '',
      last_name: '',
      middle_name: '',
      phone: '',
      is_main_email: true,
      work_place: '',
      position: '',
      skills: [],
      researches: 0,
      comparisons: 0,
      disk_used: 0,
      hint_comparison_create: true,
      hint_research_create: true,
      hint_research_before_save: true,
      hint_research_after_save: true,
      tariff: {
        name: 'Пробный',
        is_trial: true,
        disk_space: 1024 ** 3,
        analyses_limit: 3,
        analyses_left: 3,
        generations_limit: 10,
        generations_left: 10,
      },
    });
    const days = (Date.parse(body.tariff.expires_at) - Date.parse(body.tariff.started_at)) / 864e5;
    expect(days).toBeCloseTo(14, 5);
  });

  it('stores the fields, trims them, normalises the phone and keeps the skills as a list', async () => {
    const { headers } = await signUpAndLogin(t.app);
    const res = await patch(headers, {
      first_name: '  Анна ',
      last_name: 'Иванова-Петрова',
      middle_name: 'Сергеевна',
      phone: '8 (916) 123-45-67',
      work_place: 'ООО «Ромашка»',
      position: 'Маркетолог',
      skills: ['Таргет', ' SMM ', 'таргет'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      first_name: 'Анна',
      last_name: 'Иванова-Петрова',
      phone: '+79161234567',
      work_place: 'ООО «Ромашка»',
      skills: ['Таргет', 'SMM'],
    });
    expect((await me(headers)).json().phone).toBe('+79161234567');
  });

  it('422 with every bad field named', async () => {
    const { headers } = await signUpAndLogin(t.app);
    const res = await patch(headers, {
      first_name: 'x'.repeat(101),
      last_name: 'Ив@нов',
      phone: '12345',
      skills: Array.from({ length: 21 }, (_, i) => `навык ${i}`),
    });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.fields).toMatchObject({
      first_name: ['Максимум символов 100'],
      last_name: [expect.any(String)],
      phone: [expect.stringContaining('+7')],
      skills: ['Значение может быть максимум 20'],
    });
    const long = await patch(headers, { skills: ['a'.repeat(51)] });
    expect(long.json().fields).toEqual({ 'skills.0': ['Максимум символов 50'] });
    // Nothing was stored.
    expect((await me(headers)).json().first_name).toBe('');
  });

  it('the contract refuses unknown fields and wrong types with 422', async () => {
    const { headers } = await signUpAndLogin(t.app);
    expect((await patch(headers, { email: 'x@example.com' })).statusCode).toBe(422);
    expect((await patch(headers, { skills: 'one' })).statusCode).toBe(422);
  });

  it('counts finished researches and comparisons and the bytes in the cloud', async () => {
    const { headers, userId } = await signUpAndLogin(t.app);
    const other = await signUpAndLogin(t.app);
    const db = t.app.db;
    const [lab] = await db
      .insert(labs)
      .values({ ownerId: userId, name: 'Лаборатория' })
      .returning();
    const row = (
      type: 'research' | 'comparison',
      status: 'done' | 'draft' | 'failed',
      ownerId = userId,
    ) => ({
      ownerId,
      type,
      status,
      name: `${type} ${status}`,
      labId: ownerId === userId ? lab!.id : null,
    });
    await db
      .insert(analyses)
      .values([
        row('research', 'done'),
        row('research', 'done'),
        row('research', 'draft'),
        row('research', 'failed'),
        row('comparison', 'done'),
        row('research', 'done', other.userId),
      ]);
    await db.insert(creatives).values([
      { ownerId: userId, name: 'a.png', type: 'image/png', size: 1000 },
      { ownerId: userId, name: 'b.pdf', type: 'application/pdf', size: 2345 },
      { ownerId: other.userId, name: 'c.png', type: 'image/png', size: 99 },
    ]);
    expect((await me(headers)).json()).toMatchObject({
      researches: 2,
      comparisons: 1,
      disk_used: 3345,
    });
  });

  it('stores the four hint flags', async () => {
    const { headers } = await signUpAndLogin(t.app);
    const res = await patch(headers, {
      hint_research_create: false,
      hint_research_after_save: false,
    });
    expect(res.json()).toMatchObject({
      hint_comparison_create: true,
      hint_research_create: false,
      hint_research_before_save: true,
      hint_research_after_save: false,
    });
    expect((await me(headers)).json().hint_research_create).toBe(false);
  });

  it('normalises Russian phone writings to +7XXXXXXXXXX', () => {
    expect(normalizePhone('+7 999 123-45-67')).toBe('+79991234567');
    expect(normalizePhone('89991234567')).toBe('+79991234567');
    expect(normalizePhone('(999) 123 45 67')).toBe('+79991234567');
    expect(normalizePhone('+7 (495) 123-45-67')).toBe('+74951234567');
    expect(normalizePhone('')).toBe('');
    expect(normalizePhone('+8 999 123 45 67')).toBeNull();
    expect(normalizePhone('+1 202 555 0123')).toBeNull();
    expect(normalizePhone('phone')).toBeNull();
    expect(normalizePhone('7123')).toBeNull();
  });
});
