import { eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creatives } from '../src/db/schema';
import { signUpAndLogin, type SignedInUser } from './helpers/auth';
import { addCreative, api, bannerPng, setTariff } from './helpers/analyses';
import { buildTestApp, type TestApp } from './helpers/build';

/**
 * Figures for issue 6 (KREOLAB_BENCH=1): start → result for one banner and for a 30-frame split
 * video, and the time to the first progress events, over a real HTTP connection.
 */
describe.skipIf(!process.env.KREOLAB_BENCH)('analysis timings', () => {
  let t: TestApp;
  let user: SignedInUser;
  let base: string;

  beforeAll(async () => {
    t = await buildTestApp();
    user = await signUpAndLogin(t.app);
    await setTariff(t.app, user.userId);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v1`;
  });
  afterAll(() => t.close());

  async function run(name: string, creativeIds: number[]) {
    const call = api(t.app, user.headers);
    const lab = (await call.post('/labs', { name })).json();
    const id = (
      await call.post('/analyses', {
        type: 'research',
        lab_id: lab.id,
        name,
        creative_ids: creativeIds,
        settings: { goal: 'conversion', placement: 'banner' },
      })
    ).json().id;
    const t0 = performance.now();
    expect((await call.post(`/analyses/${id}/start`)).statusCode).toBe(202);
    const res = await fetch(`${base}/analyses/${id}/events`, {
      headers: { cookie: `kreolab=${user.token}` },
    });
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const marks: { ms: number; progress: { status: string; progress: number; stage: string } }[] =
      [];
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      for (const m of text.matchAll(/event: progress\ndata: (.*)\n\n/g))
        marks.push({ ms: performance.now() - t0, progress: JSON.parse(m[1]!) });
      text = text.slice(text.lastIndexOf('\n\n') + 2);
    }
    const total = performance.now() - t0;
    const firstWork = marks.find((m) => m.progress.status === 'processing');
    console.info(
      `${name}: start → done ${(total / 1000).toFixed(2)} s; first event ${marks[0]!.ms.toFixed(0)} ms; ` +
        `first worker progress ${firstWork?.ms.toFixed(0)} ms; events ${marks.length}: ` +
        marks.map((m) => `${m.progress.progress}% ${m.progress.stage}`).join(', '),
    );
    expect(marks.at(-1)!.progress.status).toBe('done');
  }

  it('one banner (1080×1080)', async () => {
    const c = await addCreative(t.app, user.userId, await bannerPng(200, 1080, 1080));
    await run('warm-up', [(await addCreative(t.app, user.userId, await bannerPng(20))).id]);
    await run('banner 1080×1080', [c.id]);
  }, 120_000);

  it('a video split into 30 frames (640×360)', async () => {
    const [folder] = await t.app.db
      .insert(creatives)
      .values({ ownerId: user.userId, name: 'ролик', type: 'folder' })
      .returning();
    for (let i = 0; i < 30; i++) {
      const jpeg = await sharp(await bannerPng((i * 12) % 360, 640, 360))
        .jpeg()
        .toBuffer();
      await addCreative(t.app, user.userId, jpeg, {
        type: 'image/jpeg',
        name: `frame-${String(i + 1).padStart(4, '0')}.jpg`,
        parentId: folder!.id,
      });
    }
    const video = await addCreative(t.app, user.userId, Buffer.from('video'), {
      type: 'video/mp4',
      name: 'ролик.mp4',
      duration: 30,
      splitStatus: 'PROCESSED',
      splitFrequency: 1,
      framesFolderId: folder!.id,
      framesCount: 30,
    });
    await run('video 30 frames', [video.id]);
    const frames = await t.app.db
      .select()
      .from(creatives)
      .where(eq(creatives.parentId, folder!.id));
    expect(frames).toHaveLength(30);
  }, 600_000);
});
