import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build';
import { signUpAndLogin, type SignedInUser } from './helpers/auth';
import { jpeg, mp4, upload } from './helpers/cloud';

let t: TestApp;
let a: SignedInUser;
let video: Buffer;

beforeAll(async () => {
  t = await buildTestApp({ env: { DISK_QUOTA_DEFAULT: String(5_000_000) } });
  a = await signUpAndLogin(t.app);
  video = mp4(2, '320x240', 10);
});
afterAll(() => t.close());

const post = (url: string, payload: object, user = a) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: user.headers, payload });

async function waitForSplit(id: number, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await post('/creatives/check_split_status', { id });
    const state = res.json();
    if (state.split_status !== 'PROCESSING') return state;
    if (Date.now() > deadline) throw new Error('split did not finish');
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('video split', () => {
  it('extracts frames into a folder named after the video, beside it, counted in the quota', async () => {
    const dir = (await post('/creatives/folder', { name: 'Видео' })).json();
    const up = await upload(t.app, a.headers, [{ name: 'ролик.mp4', data: video }], dir.id);
    const clip = up.json().items[0];
    const free0 = up.json().free_space;
    const start = await post('/creatives/video_split', { id: clip.id, frequency: 2 });
    expect(start.statusCode, start.body).toBe(202);
    expect(start.json()).toMatchObject({ id: clip.id, split_status: 'PROCESSING' });
    const again = await post('/creatives/video_split', { id: clip.id, frequency: 2 });
    expect(again.statusCode).toBe(409);
    const done = await waitForSplit(clip.id);
    expect(done).toMatchObject({ split_status: 'PROCESSED', reason: null });
    expect(done.frames_count).toBeGreaterThanOrEqual(4);
    expect(done.frames_count).toBeLessThanOrEqual(5);
    const listing = await t.app.inject({
      method: 'GET',
      url: `/api/v1/creatives/${dir.id}`,
      headers: a.headers,
    });
    const folder = listing.json().items.find((i: { id: number }) => i.id === done.frames_folder_id);
    expect(folder).toMatchObject({ name: 'ролик', type: 'folder' });
    expect(listing.json().items.find((i: { id: number }) => i.id === clip.id).split_status).toBe(
      'PROCESSED',
    );
    const frames = await t.app.inject({
      method: 'GET',
      url: `/api/v1/creatives/${folder.id}`,
      headers: a.headers,
    });
    const items = frames.json().items;
    expect(items[0]).toMatchObject({
      name: 'frame-0001.jpg',
      type: 'image/jpeg',
      width: 320,
      height: 240,
    });
    expect(items).toHaveLength(done.frames_count);
    const bytes = items.reduce((s: number, i: { size: number }) => s + i.size, 0);
    const space = await t.app.inject({
      method: 'GET',
      url: '/api/v1/creatives/disk_space',
      headers: a.headers,
    });
    expect(space.json().free_space).toBe(free0 - bytes);
    const image = await t.app.inject({ method: 'GET', url: items[0].url });
    expect(image.headers['content-type']).toBe('image/jpeg');
  });

  it('refuses what is not a video and frequencies out of 0.1–5', async () => {
    const img = (await upload(t.app, a.headers, [{ name: 'p.jpg', data: await jpeg() }])).json()
      .items[0];
    expect((await post('/creatives/video_split', { id: img.id, frequency: 1 })).statusCode).toBe(
      400,
    );
    const clip = (await upload(t.app, a.headers, [{ name: 'v.mp4', data: video }])).json().items[0];
    for (const frequency of [0, 0.05, 6]) {
      const res = await post('/creatives/video_split', { id: clip.id, frequency });
      expect(res.statusCode, String(frequency)).toBe(422);
    }
  });

  it('answers 413 up front, before queueing, when the frames cannot fit', async () => {
    const user = await signUpAndLogin(t.app);
    const clip = (await upload(t.app, user.headers, [{ name: 'v.mp4', data: video }])).json()
      .items[0];
    // Fill the disk to within a few bytes of the quota.
    const space = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/creatives/disk_space',
        headers: user.headers,
      })
    ).json();
    await t.app.db.execute(
      sql`update creatives set size = size + ${space.free_space - 10} where id = ${clip.id}`,
    );
    const start = await post('/creatives/video_split', { id: clip.id, frequency: 5 }, user);
    expect(start.statusCode, start.body).toBe(413);
    expect(start.json().code).toBe('FILE_TOO_BIG');
    const state = (await post('/creatives/check_split_status', { id: clip.id }, user)).json();
    expect(state).toMatchObject({ split_status: 'NONE', frames_folder_id: null });
  });

  it('refuses a split of more frames than allowed instead of cutting it short silently', async () => {
    const user = await signUpAndLogin(t.app);
    const clip = (await upload(t.app, user.headers, [{ name: 'long.mp4', data: video }])).json()
      .items[0];
    // As if the video were 20 minutes long: 6,000 frames at 5 per second.
    await t.app.db.execute(sql`update creatives set duration = 1200 where id = ${clip.id}`);
    const res = await post('/creatives/video_split', { id: clip.id, frequency: 5 }, user);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { frequency: [expect.stringMatching(/3000/)] },
    });
    const state = (await post('/creatives/check_split_status', { id: clip.id }, user)).json();
    expect(state.split_status).toBe('NONE');
  });
});
