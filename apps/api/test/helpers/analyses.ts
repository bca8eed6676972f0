import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import { ensureUserTariff } from '../../src/billing/store';
import { analyses, creatives, userTariffs } from '../../src/db/schema';

let files = 0;

/**
 * A small banner (200×150 by default): a coloured field, a face-like disc, a headline and a
 * button, so the engine finds text, objects and a call to action quickly.
 */
export async function bannerPng(hue = 210, width = 200, height = 150): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="hsl(${hue},60%,85%)"/>
    <circle cx="${width * 0.25}" cy="${height * 0.45}" r="${height * 0.22}" fill="hsl(${(hue + 150) % 360},70%,45%)"/>
    <text x="${width * 0.5}" y="${height * 0.35}" font-family="DejaVu Sans" font-size="${height * 0.12}" font-weight="bold" fill="#111">СКИДКА 50%</text>
    <rect x="${width * 0.52}" y="${height * 0.6}" width="${width * 0.4}" height="${height * 0.2}" rx="6" fill="#d2232a"/>
    <text x="${width * 0.56}" y="${height * 0.74}" font-family="DejaVu Sans" font-size="${height * 0.1}" fill="#fff">Купить</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A cloud item straight in the database and storage (the cloud's routes are not needed). */
export async function addCreative(
  app: FastifyInstance,
  ownerId: number,
  bytes: Buffer,
  fields: Partial<typeof creatives.$inferInsert> = {},
) {
  const n = ++files;
  const storageKey = `users/${ownerId}/test/${n}-${Date.now().toString(36)}`;
  await app.storage.put(storageKey, bytes);
  const [row] = await app.db
    .insert(creatives)
    .values({
      ownerId,
      name: `creative-${n}.png`,
      type: 'image/png',
      size: bytes.length,
      storageKey,
      ...fields,
    })
    .returning();
  return row!;
}

/** A video split at 1 frame a second into `images` (its frames folder named after it). */
export async function addSplitVideo(
  app: FastifyInstance,
  ownerId: number,
  name: string,
  images: Buffer[],
) {
  const [folder] = await app.db
    .insert(creatives)
    .values({ ownerId, name: name.replace(/\.mp4$/, ''), type: 'folder' })
    .returning();
  for (const [i, image] of images.entries())
    await addCreative(app, ownerId, image, {
      name: `frame-${String(i + 1).padStart(4, '0')}.png`,
      parentId: folder!.id,
    });
  return addCreative(app, ownerId, Buffer.from('video'), {
    type: 'video/mp4',
    name,
    duration: images.length,
    splitStatus: 'PROCESSED',
    splitFrequency: 1,
    framesFolderId: folder!.id,
    framesCount: images.length,
  });
}

/** Plenty of analyses and generations unless a test says otherwise. */
export async function setTariff(
  app: FastifyInstance,
  userId: number,
  values: Partial<{ analysesLeft: number; generationsLeft: number; expiresAt: Date }> = {},
) {
  await ensureUserTariff(app.db, userId);
  await app.db
    .update(userTariffs)
    .set({ analysesLeft: 50, generationsLeft: 50, ...values })
    .where(eq(userTariffs.userId, userId));
}

export async function waitForStatus(
  app: FastifyInstance,
  id: number,
  statuses: string[] = ['done', 'failed'],
  timeoutMs = 90_000,
) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await app.db.select().from(analyses).where(eq(analyses.id, id));
    if (row && statuses.includes(row.status)) return row;
    if (Date.now() > until) throw new Error(`analysis ${id} still ${row?.status} (${row?.stage})`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** `app.inject` for the JSON API with a user's headers. */
export function api(app: FastifyInstance, headers: Record<string, string>) {
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload: object = {}) => call('POST', url, payload),
    patch: (url: string, payload: object) => call('PATCH', url, payload),
    del: (url: string) => call('DELETE', url),
  };
}

/**
 * Saves each research under its name, compares them in the brief, and waits for the comparison's
 * result; its id.
 */
export async function savedComparison(
  app: FastifyInstance,
  call: ReturnType<typeof api>,
  briefId: number,
  researches: readonly (readonly [id: number, name: string])[],
): Promise<number> {
  for (const [id, name] of researches)
    expect((await call.post(`/analyses/${id}/save`, { name })).statusCode).toBe(200);
  const cmp = (
    await call.post('/analyses', {
      type: 'comparison',
      brief_id: briefId,
      research_ids: researches.map(([id]) => id),
    })
  ).json().id as number;
  expect((await call.post(`/analyses/${cmp}/start`)).statusCode).toBe(202);
  expect((await waitForStatus(app, cmp)).status).toBe('done');
  return cmp;
}

/**
 * A banner with a brand line, a headline and a button, large enough for OCR. The brand is
 * printed as given; the brief below spells it «SPORTMAX».
 */
export async function brandBanner(hue: number, brand = 'Sport max'): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320">
    <rect width="100%" height="100%" fill="hsl(${hue},55%,88%)"/>
    <text x="24" y="70" font-family="DejaVu Sans" font-size="40" font-weight="bold" fill="#111">${brand}</text>
    <text x="24" y="150" font-family="DejaVu Sans" font-size="30" fill="#222">Весенняя распродажа</text>
    <rect x="250" y="220" width="200" height="70" rx="8" fill="#d2232a"/>
    <text x="280" y="268" font-family="DejaVu Sans" font-size="34" fill="#fff">Купить</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A brief for the brand of `brandBanner`, with one segment. */
export const SPORT_BRIEF = {
  name: 'Спорт весной',
  brand: 'SPORTMAX',
  product: 'Кроссовки',
  category: 'Спорт',
  goal: 'awareness',
  audience: 'Горожане',
  key_message: 'Весенняя распродажа',
  placements: ['social_feed'],
  segments: [{ name: 'Бегуны', age_from: 20, age_to: 45, gender: 'any', interests: ['бег'] }],
};
