import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shareLinks } from '../src/db/schema';
import { SHARE_LIMITS, shareTokenHash } from '../src/shares/links';
import { signUpAndLogin, type SignedInUser } from './helpers/auth';
import { addCreative, api, bannerPng, setTariff, waitForStatus } from './helpers/analyses';
import { buildTestApp, type TestApp } from './helpers/build';

/** Issue 17 part 3: a saved result shared by a read-only link with guests who have no account. */
describe('share links', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let other: SignedInUser;
  let call: ReturnType<typeof api>;
  let saved: number;
  let unsaved: number;
  let address = 0;
  const nextIp = () => `10.88.${(++address >> 8) & 255}.${address & 255}`;

  /** A guest: no credentials at all, from its own address unless a test gives one. */
  const guest = (
    url: string,
    { ip = nextIp(), method = 'GET', payload = undefined as object | undefined } = {},
  ) =>
    t.app.inject({
      method: method as 'GET',
      url: `/api/v1${url}`,
      remoteAddress: ip,
      ...(payload ? { payload } : {}),
    });
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
  const create = (body: object, id = saved) => call.post(`/analyses/${id}/shares`, body);

  beforeAll(async () => {
    t = await buildTestApp({ logger: { level: 'error' } });
    owner = await signUpAndLogin(t.app);
    other = await signUpAndLogin(t.app);
    await setTariff(t.app, owner.userId);
    call = api(t.app, owner.headers);
    const labId = (await call.post('/labs', { name: 'Лаборатория' })).json().id;
    const creative = (await addCreative(t.app, owner.userId, await bannerPng(30))).id;
    const run = async (name: string) => {
      const id = (
        await call.post('/analyses', {
          type: 'research',
          lab_id: labId,
          name,
          creative_ids: [creative],
          settings: { goal: 'awareness', placement: 'banner' },
        })
      ).json().id as number;
      expect((await call.post(`/analyses/${id}/start`)).statusCode).toBe(202);
      return id;
    };
    saved = await run('Баннер для гостей');
    unsaved = await run('Не сохранён');
    for (const id of [saved, unsaved]) expect((await waitForStatus(t.app, id)).status).toBe('done');
    expect(
      (await call.post(`/analyses/${saved}/save`, { name: 'Баннер для гостей' })).statusCode,
    ).toBe(200);
  }, 240_000);
  afterAll(() => t?.close());

  it('shares only a saved analysis: an unsaved one is 403 RESEARCH_NOT_SAVED and makes no link', async () => {
    const res = await create({ expires_at: inDays(7) }, unsaved);
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().code).toBe('RESEARCH_NOT_SAVED');
    expect(
      await t.app.db.select().from(shareLinks).where(eq(shareLinks.analysisId, unsaved)),
    ).toEqual([]);
  });

  it('refuses an expiry in the past or more than a year ahead', async () => {
    for (const expires_at of [inDays(-1), inDays(400)]) {
      const res = await create({ expires_at });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        fields: { expires_at: expect.any(Array) },
      });
    }
  });

  it('makes an unguessable link, stores only its hash, and a guest reads the result without an account', async () => {
    const res = await create({ expires_at: inDays(7) });
    expect(res.statusCode, res.body).toBe(201);
    const link = res.json();
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(link.token, 'base64url')).toHaveLength(32);
    expect(link).toMatchObject({
      analysis_id: saved,
      views: 0,
      has_password: false,
      state: 'active',
    });
    const [row] = await t.app.db.select().from(shareLinks).where(eq(shareLinks.id, link.id));
    expect(row!.tokenHash).toBe(shareTokenHash(link.token));
    expect(row!.tokenHash).not.toContain(link.token);
    expect(JSON.stringify(row)).not.toContain(link.token);

    const read = await guest(`/shared/${link.token}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(read.headers['referrer-policy']).toBe('no-referrer');
    const body = read.json();
    expect(Object.keys(body).sort()).toEqual([
      'expires_at',
      'goal',
      'name',
      'placement',
      'result',
      'type',
    ]);
    // the score is for the research's goal and placement, so the guest is told them
    expect(body).toMatchObject({
      name: 'Баннер для гостей',
      type: 'research',
      goal: 'awareness',
      placement: 'banner',
    });
    // The same result the owner's saved research shows, and nothing of the owner.
    const own = (await call.get(`/analyses/${saved}/result`)).json();
    expect(body.result.frames.length).toBe(own.frames.length);
    expect(body.result.segments).toEqual(own.segments);
    expect(read.body).not.toContain(owner.email);
    // The images open without credentials.
    const image = await guest(body.result.frames[0].image_url.replace(/^\/api\/v1/, ''));
    expect(image.statusCode).toBe(200);

    await guest(`/shared/${link.token}`);
    const list = (await call.get(`/analyses/${saved}/shares`)).json();
    const listed = list.items.find((i: { id: number }) => i.id === link.id);
    expect(listed).toMatchObject({ views: 2, state: 'active' });
    expect(listed.last_viewed_at).toEqual(expect.any(String));
    expect(listed).not.toHaveProperty('token');

    const pdf = await guest(`/shared/${link.token}/report.pdf`);
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
    expect(pdf.headers['content-type']).toMatch(/^application\/pdf/);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(pdf.headers['referrer-policy']).toBe('no-referrer');
  });

  it('an unknown token is 404 with the guest headers too; a malformed one is 422', async () => {
    const res = await guest(`/shared/${'A'.repeat(43)}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('OBJECT_NOT_FOUND');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect((await guest('/shared/short')).statusCode).toBe(422);
  });

  it('a revoked link is refused at once, its images too, and revoking twice is a no-op', async () => {
    const link = (await create({ expires_at: inDays(1) })).json();
    const read = await guest(`/shared/${link.token}`);
    expect(read.statusCode).toBe(200);
    const frame = read.json().result.frames[0];
    const images = [frame.image_url, frame.attention.heatmap_url, frame.attention.fog_url].map(
      (u: string) => u.replace(/^\/api\/v1/, ''),
    );
    for (const url of images) expect((await guest(url)).statusCode, url).toBe(200);
    // the guest's URLs name the link under their signature: another link's id is refused
    const [key, expires, , mac] = images[0]!.split('/').at(-1)!.split('.');
    const forged = await guest(`/analysis-files/${key}.${expires}.${link.id + 1000}.${mac}`);
    expect(forged.statusCode).toBe(403);
    const own = (await call.get(`/analyses/${saved}/result`)).json().frames[0];
    expect((await call.del(`/analyses/${saved}/shares/${link.id}`)).statusCode).toBe(204);
    expect((await call.del(`/analyses/${saved}/shares/${link.id}`)).statusCode).toBe(204);
    for (const url of [`/shared/${link.token}`, `/shared/${link.token}/report.pdf`, ...images]) {
      const res = await guest(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe('OBJECT_NOT_FOUND');
    }
    // the owner's own images are not the link's: they still open
    const mine = await guest(own.attention.heatmap_url.replace(/^\/api\/v1/, ''));
    expect(mine.statusCode).toBe(200);
    const listed = (await call.get(`/analyses/${saved}/shares`))
      .json()
      .items.find((i: { id: number }) => i.id === link.id);
    expect(listed).toMatchObject({ state: 'revoked', revoked_at: expect.any(String) });
  });

  it('an expired link is refused', async () => {
    const link = (await create({ expires_at: new Date(Date.now() + 1500).toISOString() })).json();
    expect((await guest(`/shared/${link.token}`)).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 1600));
    expect((await guest(`/shared/${link.token}`)).statusCode).toBe(404);
    const listed = (await call.get(`/analyses/${saved}/shares`))
      .json()
      .items.find((i: { id: number }) => i.id === link.id);
    expect(listed.state).toBe('expired');
  });

  it('a password: stored as argon2, 403 until unlocked, a wrong one 400, the right one opens result and report', async () => {
    const link = (await create({ expires_at: inDays(30), password: 'весна-2026' })).json();
    expect(link.has_password).toBe(true);
    const [row] = await t.app.db.select().from(shareLinks).where(eq(shareLinks.id, link.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);

    const locked = await guest(`/shared/${link.token}`);
    expect(locked.statusCode).toBe(403);
    expect(locked.json().code).toBe('SHARE_PASSWORD_REQUIRED');
    expect((await guest(`/shared/${link.token}/report.pdf`)).json().code).toBe(
      'SHARE_PASSWORD_REQUIRED',
    );

    const wrong = await guest(`/shared/${link.token}/unlock`, {
      method: 'POST',
      payload: { password: 'осень' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('SHARE_PASSWORD_INVALID');

    const right = await guest(`/shared/${link.token}/unlock`, {
      method: 'POST',
      payload: { password: 'весна-2026' },
    });
    expect(right.statusCode, right.body).toBe(200);
    const { access } = right.json();
    expect((await guest(`/shared/${link.token}?access=${access}`)).statusCode).toBe(200);
    expect((await guest(`/shared/${link.token}/report.pdf?access=${access}`)).statusCode).toBe(200);
    // A grant opens only its own link, and a forged one nothing.
    const another = (await create({ expires_at: inDays(30), password: 'весна-2026' })).json();
    expect((await guest(`/shared/${another.token}?access=${access}`)).statusCode).toBe(403);
    const forged = access.replace(/.$/, (c: string) => (c === 'A' ? 'B' : 'A'));
    expect((await guest(`/shared/${link.token}?access=${forged}`)).statusCode).toBe(403);
    // Only views with the password counted.
    const listed = (await call.get(`/analyses/${saved}/shares`))
      .json()
      .items.find((i: { id: number }) => i.id === link.id);
    expect(listed.views).toBe(1);
  });

  it('password guesses are rate-limited per address with 429 and Retry-After', async () => {
    const link = (await create({ expires_at: inDays(30), password: 'правильный' })).json();
    const ip = nextIp();
    const codes: number[] = [];
    let last;
    for (let i = 0; i <= SHARE_LIMITS.unlockAddress.max; i++) {
      last = await guest(`/shared/${link.token}/unlock`, {
        ip,
        method: 'POST',
        payload: { password: `догадка-${i}` },
      });
      codes.push(last.statusCode);
    }
    expect(codes.slice(0, -1).every((c) => c === 400)).toBe(true);
    expect(last!.statusCode).toBe(429);
    expect(last!.json().code).toBe('REQUEST_RATE_LIMIT');
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right password waits.
    const right = await guest(`/shared/${link.token}/unlock`, {
      ip,
      method: 'POST',
      payload: { password: 'правильный' },
    });
    expect(right.statusCode).toBe(429);
  });

  it('guest reads are rate-limited per address', async () => {
    const ip = nextIp();
    const token = 'B'.repeat(43);
    for (let i = 0; i < SHARE_LIMITS.guestAddress.max; i++)
      expect((await guest(`/shared/${token}`, { ip })).statusCode).toBe(404);
    const res = await guest(`/shared/${token}`, { ip });
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('REQUEST_RATE_LIMIT');
    expect(res.headers['retry-after']).toBeDefined();
    // Another address is not affected.
    expect((await guest(`/shared/${token}`)).statusCode).toBe(404);
  });

  it("another user can neither make, list nor revoke the owner's links", async () => {
    const link = (await create({ expires_at: inDays(7) })).json();
    const b = api(t.app, other.headers);
    expect((await b.post(`/analyses/${saved}/shares`, { expires_at: inDays(7) })).statusCode).toBe(
      404,
    );
    expect((await b.get(`/analyses/${saved}/shares`)).statusCode).toBe(404);
    expect((await b.del(`/analyses/${saved}/shares/${link.id}`)).statusCode).toBe(404);
    // Nor through an analysis of their own with the owner's link id.
    const bLab = (await b.post('/labs', { name: 'Чужая' })).json().id;
    const bCreative = (await addCreative(t.app, other.userId, await bannerPng(90))).id;
    const bDraft = (
      await b.post('/analyses', {
        type: 'research',
        lab_id: bLab,
        name: 'Черновик',
        creative_ids: [bCreative],
        settings: { goal: 'awareness', placement: 'banner' },
      })
    ).json().id;
    const res = await b.del(`/analyses/${bDraft}/shares/${link.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('OBJECT_NOT_FOUND');
    expect((await guest(`/shared/${link.token}`)).statusCode).toBe(200);
    // And the owner's own link of another analysis is not under this one.
    expect((await call.del(`/analyses/${unsaved}/shares/${link.id}`)).statusCode).toBe(404);
    // Without a token the owner's operations are 401.
    const anon = await t.app.inject({ method: 'GET', url: `/api/v1/analyses/${saved}/shares` });
    expect(anon.statusCode).toBe(401);
  });

  it('a comparison is shared once it has a result, with its researches for the heatmaps', async () => {
    expect((await call.post(`/analyses/${unsaved}/save`, { name: 'Второй' })).statusCode).toBe(200);
    const labId = (await call.get(`/analyses/${saved}`)).json().lab_id;
    const made = await call.post('/analyses', {
      type: 'comparison',
      lab_id: labId,
      name: 'Сравнение',
      research_ids: [unsaved, saved],
    });
    expect(made.statusCode, made.body).toBe(201);
    const comparison = made.json().id as number;
    // Before it runs there is nothing to show: refused like an unsaved research.
    const early = await create({ expires_at: inDays(7) }, comparison);
    expect(early.statusCode, early.body).toBe(403);
    expect(early.json().code).toBe('RESEARCH_NOT_SAVED');

    expect((await call.post(`/analyses/${comparison}/start`)).statusCode).toBe(202);
    expect((await waitForStatus(t.app, comparison)).status).toBe('done');
    const res = await create({ expires_at: inDays(7) }, comparison);
    expect(res.statusCode, res.body).toBe(201);
    const { token, id: linkId } = res.json() as { token: string; id: number };

    const read = await guest(`/shared/${token}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.headers['x-robots-tag']).toBe('noindex, nofollow');
    const body = read.json();
    expect(body).toMatchObject({ name: 'Сравнение', type: 'comparison' });
    expect(body).not.toHaveProperty('goal');
    expect(body.result.type).toBe('comparison');
    // The researches in the comparison's order, each with the result its owner sees.
    expect(body.researches.map((r: { id: number }) => r.id)).toEqual([unsaved, saved]);
    expect(body.researches.map((r: { name: string }) => r.name)).toEqual([
      'Второй',
      'Баннер для гостей',
    ]);
    const own = (await call.get(`/analyses/${saved}/result`)).json();
    expect(body.researches[1].result.frames[0].attention.grid).toEqual(
      own.frames[0].attention.grid,
    );
    expect(read.body).not.toContain(owner.email);
    const image = await guest(
      body.researches[0].result.frames[0].image_url.replace(/^\/api\/v1/, ''),
    );
    expect(image.statusCode).toBe(200);
    const pdf = await guest(`/shared/${token}/report.pdf`);
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    expect((await call.del(`/analyses/${comparison}/shares/${linkId}`)).statusCode).toBe(204);
    expect((await guest(`/shared/${token}`)).statusCode).toBe(404);
  }, 120_000);
});
