// Issue 16, find and arrange: sorted and paginated listings, ZIP download of a selection and
// previews of PDF and video, on the local folder and on S3 (s3rver), on PGlite and, under
// test:pg, PostgreSQL.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creatives } from '../src/db/schema';
import { S3Storage } from '../src/storage';
import { signUpAndLogin, type SignedInUser } from './helpers/auth';
import { buildTestApp, type TestApp } from './helpers/build';
import { jpeg, mp4, pdf, upload } from './helpers/cloud';
import { s3ForFile } from './helpers/s3';

const { config: s3Config, tempDir } = s3ForFile('kreolab-arrange');

interface ListedItem {
  id: number;
  name: string;
  type: string;
  size: number;
  created_at: string;
  thumbnail_url?: string;
}
interface Page {
  items: ListedItem[];
  total?: number;
  next_cursor?: string | null;
}

const storages: [string, () => S3Storage | undefined][] = [
  ['local folder', () => undefined],
  ['S3', () => new S3Storage(s3Config())],
];
describe.each(storages)('arrange, storage on the %s', (_name, storage) => {
  let t: TestApp;
  let a: SignedInUser;
  let b: SignedInUser;
  beforeAll(async () => {
    t = await buildTestApp({ storage: storage() });
    a = await signUpAndLogin(t.app);
    b = await signUpAndLogin(t.app);
  }, 180_000);
  afterAll(() => t.close());

  const call = (user: SignedInUser, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: user.headers, payload });
  const folder = async (user: SignedInUser, name: string, parentId: number | null = null) => {
    const res = await call(user, 'POST', '/creatives/folder', { name, parent_id: parentId });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: number }>().id;
  };
  const list = async (user: SignedInUser, id: number, query = '') => {
    const res = await call(user, 'GET', `/creatives/${id}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Page>();
  };

  it('sorts by name, date, size and type, folders first in every order', async () => {
    const root = await folder(a, 'Сортировка');
    const sub = await folder(a, 'Вложенная', root);
    const up = await upload(
      t.app,
      a.headers,
      [
        { name: 'b-small.jpg', data: await jpeg(16, 16) },
        { name: 'a-report.pdf', data: pdf(3, 9000) },
        { name: 'c-big.jpg', data: await jpeg(400, 300) },
      ],
      root,
    );
    expect(up.statusCode, up.body).toBe(201);
    const ids = new Map(up.json<{ items: ListedItem[] }>().items.map((i) => [i.name, i.id]));
    // Dates set apart so the date order is not the upload order by accident.
    const days = { 'b-small.jpg': 1, 'a-report.pdf': 3, 'c-big.jpg': 2 };
    for (const [name, day] of Object.entries(days))
      await t.app.db
        .update(creatives)
        .set({ createdAt: new Date(Date.UTC(2026, 0, day)) })
        .where(eq(creatives.id, ids.get(name)!));

    const names = async (query: string) => (await list(a, root, query)).items.map((i) => i.name);
    expect(await names('')).toEqual(['Вложенная', 'a-report.pdf', 'b-small.jpg', 'c-big.jpg']);
    expect(await names('?sort=name&order=desc')).toEqual([
      'Вложенная',
      'c-big.jpg',
      'b-small.jpg',
      'a-report.pdf',
    ]);
    expect(await names('?sort=date')).toEqual([
      'Вложенная',
      'b-small.jpg',
      'c-big.jpg',
      'a-report.pdf',
    ]);
    const bySize = (await list(a, root, '?sort=size&order=desc')).items;
    expect(bySize[0]!.id).toBe(sub);
    const files = bySize.slice(1).map((i) => i.size);
    expect(files).toEqual([...files].sort((x, y) => y - x));
    expect(await names('?sort=type')).toEqual([
      'Вложенная',
      'a-report.pdf',
      'b-small.jpg',
      'c-big.jpg',
    ]);
    const bad = await call(a, 'GET', `/creatives/${root}?sort=colour`);
    expect(bad.statusCode).toBe(422);
  });

  it('pages through a folder with cursors, the same items as the whole listing', async () => {
    const root = await folder(a, 'Страницы');
    const values = Array.from({ length: 57 }, (_, i) => ({
      ownerId: a.userId,
      parentId: root,
      name: `Кадр ${i + 1}.jpg`,
      type: 'image/jpeg',
      size: 1000 + ((i * 37) % 50),
      storageKey: `u/${a.userId}/arrange-${i}`,
    }));
    await t.app.db.insert(creatives).values(values);
    await folder(a, 'Папка', root);
    for (const query of ['', 'sort=size&order=desc&', 'sort=date&']) {
      const whole = (await list(a, root, `?${query}`)).items.map((i) => i.id);
      expect(whole).toHaveLength(58);
      const walked: number[] = [];
      let cursor: string | null | undefined;
      let pages = 0;
      do {
        const page = await list(
          a,
          root,
          `?${query}limit=10${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        );
        expect(page.total).toBe(58);
        walked.push(...page.items.map((i) => i.id));
        cursor = page.next_cursor;
        pages++;
      } while (cursor);
      expect(pages).toBe(6);
      expect(walked).toEqual(whole);
    }
    // The natural order of names: 2 before 10.
    const first = await list(a, root, '?limit=3');
    expect(first.items.map((i) => i.name)).toEqual(['Папка', 'Кадр 1.jpg', 'Кадр 2.jpg']);
    // The whole listing keeps its documented shape: no paging fields.
    const whole = await list(a, root);
    expect(whole).not.toHaveProperty('next_cursor');
    expect(whole).not.toHaveProperty('total');
    // A cursor of another order, or a made-up one, is 422 and not a 500.
    const other = await call(
      a,
      'GET',
      `/creatives/${root}?limit=10&sort=date&cursor=${encodeURIComponent(first.next_cursor!)}`,
    );
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('VALIDATION_ERROR');
    const junk = await call(a, 'GET', `/creatives/${root}?limit=10&cursor=bm9wZQ`);
    expect(junk.statusCode).toBe(422);
    const root0 = await call(a, 'GET', '/creatives?limit=1');
    expect(root0.statusCode).toBe(200);
    expect(root0.json().items).toHaveLength(1);
    expect(root0.json().next_cursor).toEqual(expect.any(String));
  });

  it("answers 404 for another user's folder, with or without paging", async () => {
    const mine = await folder(a, 'Моя');
    for (const query of ['', '?limit=5', '?sort=size'])
      expect((await call(b, 'GET', `/creatives/${mine}${query}`)).statusCode).toBe(404);
    expect((await call(b, 'POST', '/creatives/zip', { ids: [mine] })).statusCode).toBe(404);
  });

  it('downloads a selection as a ZIP with folders recursively and the names the user sees', async () => {
    const top = await folder(a, 'Кампания');
    const inner = await folder(a, 'Баннеры', top);
    await folder(a, 'Пустая', top);
    const banner = await jpeg(120, 90);
    const doc = pdf(2, 5000);
    const loose = await jpeg(30, 20);
    expect(
      (await upload(t.app, a.headers, [{ name: 'Баннер 1.jpg', data: banner }], inner)).statusCode,
    ).toBe(201);
    expect(
      (await upload(t.app, a.headers, [{ name: 'Бриф.pdf', data: doc }], top)).statusCode,
    ).toBe(201);
    const other = await folder(a, 'Отдельно');
    const up = await upload(t.app, a.headers, [{ name: 'Отдельный.jpg', data: loose }], other);
    const looseId = up.json<{ items: ListedItem[] }>().items[0]!.id;

    const res = await call(a, 'POST', '/creatives/zip', { ids: [top, looseId], name: 'Выбор' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('Выбор.zip'));
    const dir = tempDir();
    const file = path.join(dir, 'a.zip');
    writeFileSync(file, res.rawPayload);
    // unzip -t checks every CRC; -Z1 lists the names.
    expect(execFileSync('unzip', ['-t', file], { encoding: 'utf8' })).toContain('No errors');
    const listed = execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .sort();
    expect(listed).toEqual(
      [
        'Кампания/',
        'Кампания/Баннеры/',
        'Кампания/Баннеры/Баннер 1.jpg',
        'Кампания/Бриф.pdf',
        'Кампания/Пустая/',
        'Отдельный.jpg',
      ].sort(),
    );
    execFileSync('unzip', ['-q', file, '-d', path.join(dir, 'out')]);
    expect(
      readFileSync(path.join(dir, 'out', 'Кампания', 'Баннеры', 'Баннер 1.jpg')).equals(banner),
    ).toBe(true);
    expect(readFileSync(path.join(dir, 'out', 'Кампания', 'Бриф.pdf')).equals(doc)).toBe(true);
    expect(readFileSync(path.join(dir, 'out', 'Отдельный.jpg')).equals(loose)).toBe(true);
  });

  it('refuses an archive over the limit with FILE_TOO_BIG before sending anything', async () => {
    const big = await folder(a, 'Огромная');
    await t.app.db.insert(creatives).values({
      ownerId: a.userId,
      parentId: big,
      name: 'huge.mp4',
      type: 'video/mp4',
      size: 3 * 1024 ** 3,
      storageKey: `u/${a.userId}/not-there`,
    });
    const res = await call(a, 'POST', '/creatives/zip', { ids: [big] });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('FILE_TOO_BIG');
    // The pretend file would fill the quota of the tests after this one.
    await t.app.db.delete(creatives).where(eq(creatives.name, 'huge.mp4'));
  });

  it('makes JPEG previews of a PDF first page, a video frame and an image', async () => {
    const res = await upload(t.app, a.headers, [
      { name: 'превью.pdf', data: pdf(2, 4000) },
      { name: 'превью.mp4', data: mp4(2, '640x360') },
      { name: 'превью.jpg', data: await jpeg(800, 600) },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    for (const item of res.json<{ items: ListedItem[] }>().items) {
      expect(item.thumbnail_url, item.name).toMatch(/^\/api\/v1\/files\/.+\?thumbnail=1$/);
      const thumb = await t.app.inject({ method: 'GET', url: item.thumbnail_url! });
      expect(thumb.statusCode, `${item.name}: ${thumb.body.slice(0, 200)}`).toBe(200);
      expect(thumb.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(thumb.rawPayload).metadata();
      expect(meta.format).toBe('jpeg');
      expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(320);
      expect(meta.width! * meta.height!).toBeGreaterThan(100);
    }
    // Folders have no preview.
    const listed = await call(a, 'GET', '/creatives');
    const folders = listed.json<Page>().items.filter((i) => i.type === 'folder');
    expect(folders.every((f) => f.thumbnail_url === undefined)).toBe(true);
  });
});
