import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { trashClock } from '../src/cloud/trash';
import { S3Storage } from '../src/storage';
import { buildTestApp, type TestApp } from './helpers/build';
import { signUpAndLogin, type SignedInUser } from './helpers/auth';
import { jpeg, multipart, pdf, png, upload } from './helpers/cloud';
import { s3ForFile } from './helpers/s3';
import { until } from './helpers/wait';

/**
 * Issue 16: the trash and file versions, through the API, on the local disk and on S3 (and on
 * PostgreSQL too under vitest.pg.config.ts).
 */
const { config: s3Config } = s3ForFile('kreolab-trash');

const DAY = 24 * 60 * 60 * 1000;

interface Item {
  id: number;
  name: string;
  parent_id: number | null;
  size: number;
  url: string;
  type: string;
}

describe.each(['local', 's3'] as const)('trash and versions (%s storage)', (kind) => {
  let t: TestApp;
  let a: SignedInUser;
  let b: SignedInUser;

  beforeAll(async () => {
    t = await buildTestApp(
      kind === 's3'
        ? {
            storage: new S3Storage(s3Config()),
          }
        : {},
    );
    a = await signUpAndLogin(t.app);
    b = await signUpAndLogin(t.app);
  });
  afterAll(() => t.close());

  const call = (user: SignedInUser, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: user.headers, payload });

  async function folder(user: SignedInUser, name: string, parentId: number | null = null) {
    const res = await call(user, 'POST', '/creatives/folder', { name, parent_id: parentId });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Item;
  }
  async function file(user: SignedInUser, name: string, data: Buffer, parentId?: number) {
    const res = await upload(t.app, user.headers, [{ name, data }], parentId);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().items[0] as Item;
  }
  const listing = async (user: SignedInUser, id?: number) =>
    (await call(user, 'GET', id ? `/creatives/${id}` : '/creatives')).json().items as Item[];
  const trash = async (user: SignedInUser) =>
    (await call(user, 'GET', '/creatives/trash')).json().items as (Item & {
      original_path: string | null;
      restores_to_root: boolean;
      trashed_at: string;
      purge_at: string;
    })[];
  const space = async (user: SignedInUser) =>
    (await call(user, 'GET', '/creatives/disk_space')).json() as {
      free_space: number;
      used_space: number;
      trash_space: number;
      versions_space: number;
    };
  const del = (user: SignedInUser, ids: number[]) =>
    call(user, 'POST', '/creatives/delete', { ids });
  const restore = (user: SignedInUser, ids: number[], name?: string) =>
    call(user, 'POST', '/creatives/trash/restore', name ? { ids, name } : { ids });
  const uploadVersion = (user: SignedInUser, id: number, data: Buffer, field = 'file') => {
    const body = multipart([{ name: 'v.bin', data }]);
    const payload = Buffer.from(
      body.payload.toString('latin1').replace('name="files"', `name="${field}"`),
      'latin1',
    );
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/creatives/${id}/versions`,
      headers: { ...user.headers, ...body.headers },
      payload,
    });
  };
  /** The bytes behind an item's URL: the API's signed route, or S3's presigned URL. */
  const stored = async (item: Item) => {
    if (!item.url.startsWith('http')) {
      const res = await t.app.inject({ method: 'GET', url: item.url });
      return { statusCode: res.statusCode, body: res.rawPayload };
    }
    const res = await fetch(item.url);
    return { statusCode: res.status, body: Buffer.from(await res.arrayBuffer()) };
  };
  /** Sends the purge job through the queue and waits until a worker has done it. */
  async function runPurge() {
    const id = await t.app.jobs.send('cloud.trash-purge', {});
    await until(
      async () => {
        const state = (await t.app.jobs.getJob('cloud.trash-purge', id!))?.state;
        expect(state).not.toBe('failed');
        return state === 'completed';
      },
      'the purge job is done',
      { timeoutMs: 20_000 },
    );
  }
  // Signed URLs differ from one read to the next; compare what the user sees of the items.
  const withoutUrls = <T extends { url: string }>(items: T[]) =>
    JSON.stringify(items.map(({ url: _url, ...rest }) => rest));

  it('a delete moves to the trash: hidden from listing and search, still in the quota; a restore puts it back', async () => {
    const f = await folder(a, 'Баннеры');
    const inner = await folder(a, 'Лето', f.id);
    const data = await jpeg(120, 90);
    const x = await file(a, 'корзина-тест.jpg', data, inner.id);
    const before = await space(a);

    const res = await del(a, [f.id]);
    expect(res.statusCode).toBe(200);
    // The spec's answer stays true: free space after the delete (unchanged: the trash counts).
    expect(res.json()).toEqual({ deleted: 3, free_space: before.free_space });
    expect((await listing(a)).map((i) => i.id)).not.toContain(f.id);
    expect((await call(a, 'GET', `/creatives/${inner.id}`)).statusCode).toBe(404);
    expect((await call(a, 'GET', '/creatives/search?q=корзина-тест')).json()).toEqual([]);
    const after = await space(a);
    expect(after.free_space).toBe(before.free_space);
    expect(after.trash_space).toBe(before.trash_space + data.length);

    const [entry] = (await trash(a)).filter((i) => i.id === f.id);
    expect(entry).toMatchObject({
      name: 'Баннеры',
      type: 'folder',
      size: data.length,
      original_path: 'Все файлы',
      restores_to_root: false,
    });
    expect(new Date(entry!.purge_at).getTime() - new Date(entry!.trashed_at).getTime()).toBe(
      30 * DAY,
    );
    // A trashed item cannot be written to.
    expect(
      (await call(a, 'POST', '/creatives/folder', { name: 'n', parent_id: inner.id })).statusCode,
    ).toBe(404);

    const back = await restore(a, [f.id]);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ restored_to_root: [], free_space: before.free_space });
    expect((await listing(a, inner.id)).map((i) => i.id)).toEqual([x.id]);
    expect((await trash(a)).map((i) => i.id)).not.toContain(f.id);
    expect((await space(a)).trash_space).toBe(before.trash_space);
  });

  it('restores to the root with a note when the folder is gone (in the trash, or deleted for good)', async () => {
    const f = await folder(a, 'Старая папка');
    const x = await file(a, 'один.png', await png(), f.id);
    const y = await file(a, 'два.png', await png(), f.id);
    expect((await del(a, [x.id])).statusCode).toBe(200);
    expect((await del(a, [y.id])).statusCode).toBe(200);
    expect((await del(a, [f.id])).statusCode).toBe(200);
    // The folder is in the trash: its files would restore to the root.
    expect((await trash(a)).find((i) => i.id === x.id)).toMatchObject({
      original_path: 'Все файлы > Старая папка',
      restores_to_root: true,
    });
    const first = await restore(a, [x.id]);
    expect(first.json()).toMatchObject({ restored_to_root: [x.id] });
    expect(first.json().items[0]).toMatchObject({ id: x.id, parent_id: null });

    // Deleted for good: the folder's other former file stays in the trash, now at the root.
    const gone = await call(a, 'POST', '/creatives/trash/delete', { ids: [f.id] });
    expect(gone.json().deleted).toBe(1);
    expect((await trash(a)).find((i) => i.id === y.id)).toMatchObject({
      original_path: null,
      restores_to_root: true,
    });
    const second = await restore(a, [y.id]);
    expect(second.json()).toMatchObject({ restored_to_root: [y.id] });
    expect((await listing(a)).map((i) => i.name)).toEqual(
      expect.arrayContaining(['один.png', 'два.png']),
    );
  });

  it('refuses a restore into a taken name with NAME_CONFLICT and changes nothing; a new name works', async () => {
    const f = await folder(a, 'Конфликт');
    const old = await file(a, 'лого.png', await png(), f.id);
    expect((await del(a, [old.id])).statusCode).toBe(200);
    // The name is free again once the file is in the trash: no suffix.
    const fresh = await file(a, 'Лого.png', await png(40, 40), f.id);
    expect(fresh.name).toBe('Лого.png');
    const trashBefore = await trash(a);

    const clash = await restore(a, [old.id]);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().code).toBe('NAME_CONFLICT');
    expect(withoutUrls(await trash(a))).toBe(withoutUrls(trashBefore));
    expect((await listing(a, f.id)).map((i) => i.id)).toEqual([fresh.id]);

    // Two entries of one name into one folder: the same refusal, all or nothing.
    const other = await folder(a, 'Лого.png');
    expect((await del(a, [fresh.id])).statusCode).toBe(200);
    expect((await del(a, [other.id])).statusCode).toBe(200);
    expect((await restore(a, [old.id, fresh.id])).json().code).toBe('NAME_CONFLICT');
    expect((await listing(a, f.id)).map((i) => i.id)).toEqual([]);

    const renamed = await restore(a, [old.id], 'лого (старое).png');
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().items[0]).toMatchObject({
      id: old.id,
      name: 'лого (старое).png',
      parent_id: f.id,
    });
    const twoWithName = await restore(a, [fresh.id, other.id], 'x.png');
    expect(twoWithName.statusCode).toBe(422);
    expect(twoWithName.json().code).toBe('VALIDATION_ERROR');
    expect((await restore(a, [fresh.id], 'a/b')).statusCode).toBe(422);
  });

  it('deleting for good and emptying free the space and remove the stored bytes', async () => {
    const data = await jpeg(200, 150);
    const x = await file(a, 'навсегда.jpg', data);
    const y = await file(a, 'очистка.jpg', data);
    const z = await file(a, 'тоже.jpg', data);
    const start = await space(a);
    await del(a, [x.id, y.id, z.id]);
    expect((await space(a)).free_space).toBe(start.free_space);

    const one = await call(a, 'POST', '/creatives/trash/delete', { ids: [x.id] });
    expect(one.json()).toEqual({ deleted: 1, free_space: start.free_space + data.length });
    await until(async () => (await stored(x)).statusCode === 404, 'the bytes are deleted');

    const all = await call(a, 'POST', '/creatives/trash/empty');
    expect(all.statusCode).toBe(200);
    expect(all.json().deleted).toBeGreaterThanOrEqual(2);
    expect(await trash(a)).toEqual([]);
    const end = await space(a);
    expect(end.trash_space).toBe(0);
    expect(end.free_space).toBe(start.free_space + start.trash_space + 3 * data.length);
    // Already gone: 404, nothing else happens.
    const again = await call(a, 'POST', '/creatives/trash/delete', { ids: [y.id] });
    expect(again.statusCode).toBe(404);
  });

  it('the purge job deletes what has been in the trash for 30 days, not what is younger', async () => {
    const oldFile = await file(b, 'старый.jpg', await jpeg());
    const youngFile = await file(b, 'молодой.jpg', await jpeg());
    const start = Date.now();
    const clock = vi.spyOn(trashClock, 'now');
    clock.mockReturnValue(new Date(start));
    await del(b, [oldFile.id]);
    clock.mockReturnValue(new Date(start + 20 * DAY));
    await del(b, [youngFile.id]);
    // A day short of 30: nothing is due.
    clock.mockReturnValue(new Date(start + 29 * DAY));
    await runPurge();
    expect((await trash(b)).map((i) => i.name).sort()).toEqual(['молодой.jpg', 'старый.jpg']);
    clock.mockReturnValue(new Date(start + 30 * DAY + 60_000));
    await runPurge();
    expect((await trash(b)).map((i) => i.name)).toEqual(['молодой.jpg']);
    await until(async () => (await stored(oldFile)).statusCode === 404, 'the bytes are deleted');
    expect((await stored(youngFile)).statusCode).toBe(200);
    clock.mockRestore();
  });

  it("another user's and forged ids are 404 and change nothing", async () => {
    const mine = await file(a, 'чужой-тест.jpg', await jpeg());
    await del(a, [mine.id]);
    const live = await file(a, 'живой.jpg', await jpeg());
    const snapshot = withoutUrls(await trash(a));
    for (const res of [
      await restore(b, [mine.id]),
      await call(b, 'POST', '/creatives/trash/delete', { ids: [mine.id] }),
      await restore(a, [live.id]), // not in the trash
      await restore(a, [987654321]),
      await call(a, 'POST', '/creatives/trash/delete', { ids: [live.id] }),
      await del(a, [mine.id]), // already in the trash
      await call(b, 'GET', `/creatives/${live.id}/versions`),
      await call(a, 'GET', `/creatives/${mine.id}/versions`),
      await call(a, 'GET', '/creatives/987654321/versions'),
      await uploadVersion(b, live.id, await jpeg()),
      await call(b, 'POST', `/creatives/${live.id}/versions/1/restore`),
      await call(a, 'POST', `/creatives/${live.id}/versions/7/restore`),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().code).toBe('OBJECT_NOT_FOUND');
    }
    expect((await call(b, 'POST', '/creatives/trash/empty')).statusCode).toBe(200);
    expect(withoutUrls(await trash(a))).toBe(snapshot);
    expect((await restore(a, [0])).statusCode).toBe(422);
  });

  it('a new version keeps the id and name, counts toward the quota, and an old one can be restored', async () => {
    const v1 = await jpeg(80, 60);
    const v2 = await png(50, 50);
    const f = await file(a, 'версия.jpg', v1);
    const before = await space(a);

    const up = await uploadVersion(a, f.id, v2);
    expect(up.statusCode, up.body).toBe(201);
    expect(up.json().item).toMatchObject({
      id: f.id,
      name: 'версия.jpg',
      type: 'image/png',
      size: v2.length,
    });
    expect(up.json().free_space).toBe(before.free_space - v2.length);
    const now = await space(a);
    expect(now.versions_space).toBe(before.versions_space + v1.length);
    expect(now.used_space).toBe(before.used_space + v2.length);
    // The profile's disk_used is the same use of the quota.
    await until(
      async () => (await call(a, 'GET', '/profile/me')).json().disk_used === now.used_space,
      "the profile's disk_used counts the earlier version",
    );

    const list = await call(a, 'GET', `/creatives/${f.id}/versions`);
    expect(list.json().versions).toMatchObject([
      { number: 2, current: true, type: 'image/png', size: v2.length },
      { number: 1, current: false, type: 'image/jpeg', size: v1.length },
    ]);
    expect((await stored(up.json().item)).body.equals(v2)).toBe(true);

    const back = await call(a, 'POST', `/creatives/${f.id}/versions/1/restore`);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().item).toMatchObject({ id: f.id, type: 'image/jpeg', size: v1.length });
    expect(back.json().versions).toMatchObject([
      { number: 1, current: true },
      { number: 2, current: false },
    ]);
    expect((await stored(back.json().item)).body.equals(v1)).toBe(true);
    expect((await space(a)).used_space).toBe(now.used_space);

    // Deleted for good, the file goes with every version.
    await del(a, [f.id]);
    expect((await space(a)).trash_space).toBe(before.trash_space + v1.length + v2.length);
    const gone = await call(a, 'POST', '/creatives/trash/delete', { ids: [f.id] });
    expect(gone.json().free_space).toBe(before.free_space + v1.length);
  });

  it('refuses a bad version upload with the catalogue code and changes nothing', async () => {
    const f = await file(a, 'плохая-версия.pdf', pdf(1));
    const fo = await folder(a, 'Не файл');
    const versionsNow = async () => {
      const { item, versions } = (await call(a, 'GET', `/creatives/${f.id}/versions`)).json();
      return withoutUrls([{ ...item, versions }]);
    };
    const snapshot = await versionsNow();
    const notMedia = await uploadVersion(
      a,
      f.id,
      Buffer.from('hello, this is text, not a creative'),
    );
    expect(notMedia.statusCode).toBe(400);
    expect(notMedia.json().code).toBe('FORMAT_NOT_SUPPORTED');
    const wrongField = await uploadVersion(a, f.id, await jpeg(), 'files');
    expect(wrongField.statusCode).toBe(422);
    expect((await uploadVersion(a, fo.id, await jpeg())).statusCode).toBe(404);
    expect(await versionsNow()).toBe(snapshot);
    expect((await call(a, 'POST', `/creatives/${f.id}/versions/0/restore`)).statusCode).toBe(422);
  });
});
