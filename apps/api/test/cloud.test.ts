import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build';
import { signUpAndLogin, type SignedInUser } from './helpers/auth';
import { jpeg, upload } from './helpers/cloud';

let t: TestApp;
let a: SignedInUser;
let b: SignedInUser;

beforeAll(async () => {
  t = await buildTestApp();
  a = await signUpAndLogin(t.app);
  b = await signUpAndLogin(t.app);
});
afterAll(() => t.close());

const call = (
  user: SignedInUser,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
) => t.app.inject({ method, url: `/api/v1${url}`, headers: user.headers, payload });

async function folder(user: SignedInUser, name: string, parentId: number | null = null) {
  const res = await call(user, 'POST', '/creatives/folder', { name, parent_id: parentId });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; name: string; parent_id: number | null };
}

const names = async (user: SignedInUser, id?: number) =>
  (
    (await call(user, 'GET', id ? `/creatives/${id}` : '/creatives')).json().items as {
      name: string;
    }[]
  ).map((i) => i.name);

describe('folders and listings', () => {
  it('lists folders first, then names as a Russian reader sorts them', async () => {
    const root = await folder(a, 'Сортировка');
    for (const name of ['яблоко', 'Б', 'а', 'ёж', 'Ель', 'file10', 'file2'])
      await folder(a, name, root.id);
    const res = await upload(
      t.app,
      a.headers,
      [{ name: 'Альфа.jpg', data: await jpeg() }],
      root.id,
    );
    expect(res.statusCode, res.body).toBe(201);
    // ё sorts as е (ёж before Ель), Cyrillic before Latin, numbers by value.
    expect(await names(a, root.id)).toEqual([
      'а',
      'Б',
      'ёж',
      'Ель',
      'яблоко',
      'file2',
      'file10',
      'Альфа.jpg',
    ]);
  });

  it('answers a folder with itself (parent_id, size of its contents) and its items', async () => {
    const top = await folder(a, 'Верх');
    const inner = await folder(a, 'Низ', top.id);
    const data = await jpeg();
    await upload(t.app, a.headers, [{ name: 'x.jpg', data }], inner.id);
    const res = await call(a, 'GET', `/creatives/${inner.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().folder).toMatchObject({ id: inner.id, parent_id: top.id, type: 'folder' });
    expect(res.json().items[0]).toMatchObject({
      name: 'x.jpg',
      parent_id: inner.id,
      owner_id: a.userId,
    });
    const rootListing = (await call(a, 'GET', '/creatives')).json();
    expect(rootListing.folder).toBeNull();
    expect(rootListing.items.find((i: { id: number }) => i.id === top.id).size).toBe(data.length);
  });

  it('refuses a taken name case-insensitively, Cyrillic included, in create and rename', async () => {
    const parent = await folder(a, 'Имена');
    await folder(a, 'Отчёт', parent.id);
    const dup = await call(a, 'POST', '/creatives/folder', { name: 'оТЧЁТ', parent_id: parent.id });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe('NAME_CONFLICT');
    // Elsewhere the same name is fine.
    await folder(a, 'Отчёт');
    const other = await folder(a, 'Другое', parent.id);
    const rename = await call(a, 'PATCH', '/creatives/rename', { id: other.id, name: ' ОТЧЁТ ' });
    expect(rename.statusCode).toBe(409);
    const ok = await call(a, 'PATCH', '/creatives/rename', { id: other.id, name: '  Новое  ' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().name).toBe('Новое');
  });

  it('holds the unique name against concurrent creates', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, () => call(a, 'POST', '/creatives/folder', { name: 'Гонка' })),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(7);
  });

  it('validates names, saying why in the words shown beside the field', async () => {
    const slash = 'Имя не может содержать «/» и управляющие символы';
    const dots = 'Имя не может быть «.» или «..»';
    for (const [name, message] of [
      ['a/b', slash],
      ['..', dots],
      ['.', dots],
      ['   ', 'Обязательное поле'],
      ['x\u0001y', slash],
      ['x'.repeat(256), 'Максимум символов 255'],
    ]) {
      const res = await call(a, 'POST', '/creatives/folder', { name });
      expect([res.statusCode, res.json().fields.name], name).toEqual([422, [message]]);
    }
  });

  it('moves items, refusing a folder into itself or beneath itself', async () => {
    const x = await folder(a, 'X');
    const y = await folder(a, 'Y', x.id);
    const z = await folder(a, 'Z', y.id);
    for (const target of [x.id, y.id, z.id]) {
      const res = await call(a, 'PATCH', '/creatives/move', { ids: [x.id], target_id: target });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('CHANGE_FORBIDDEN');
    }
    const moved = await call(a, 'PATCH', '/creatives/move', { ids: [z.id], target_id: null });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().items[0]).toMatchObject({ id: z.id, parent_id: null });
    // A name taken in the target.
    const z2 = await folder(a, 'z', x.id);
    const clash = await call(a, 'PATCH', '/creatives/move', { ids: [z2.id], target_id: null });
    expect(clash.json().code).toBe('NAME_CONFLICT');
  });

  it('searches case-blind across folders, with paths, escaping LIKE wildcards', async () => {
    const p = await folder(a, 'Поиск');
    const q = await folder(a, 'Вложенная', p.id);
    await upload(t.app, a.headers, [{ name: 'БАННЕР_100%.jpg', data: await jpeg() }], q.id);
    await upload(t.app, a.headers, [{ name: 'баннерX100.jpg', data: await jpeg() }], p.id);
    const res = await call(a, 'GET', `/creatives/search?q=${encodeURIComponent('баннер')}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((i: { name: string; path: string }) => [i.name, i.path])).toEqual([
      ['БАННЕР_100%.jpg', 'Все файлы > Поиск > Вложенная'],
      ['баннерX100.jpg', 'Все файлы > Поиск'],
    ]);
    const wild = await call(a, 'GET', `/creatives/search?q=${encodeURIComponent('_100%')}`);
    expect(wild.json().map((i: { name: string }) => i.name)).toEqual(['БАННЕР_100%.jpg']);
    expect((await call(b, 'GET', '/creatives/search?q=баннер')).json()).toEqual([]);
  });

  it('deletes recursively to the trash; deleting it for good frees the quota at once', async () => {
    const before = (await call(a, 'GET', '/creatives/disk_space')).json().free_space;
    const d = await folder(a, 'Удалить');
    const inner = await folder(a, 'Внутри', d.id);
    const data = await jpeg(300, 300);
    await upload(
      t.app,
      a.headers,
      [
        { name: '1.jpg', data },
        { name: '2.jpg', data },
      ],
      inner.id,
    );
    const mid = (await call(a, 'GET', '/creatives/disk_space')).json().free_space;
    expect(before - mid).toBe(2 * data.length);
    const res = await call(a, 'POST', '/creatives/delete', { ids: [d.id] });
    expect(res.statusCode).toBe(200);
    // In the trash the items still count toward the quota (issue 16).
    expect(res.json()).toEqual({ deleted: 4, free_space: mid });
    expect((await call(a, 'GET', `/creatives/${inner.id}`)).statusCode).toBe(404);
    const gone = await call(a, 'POST', '/creatives/trash/delete', { ids: [d.id] });
    expect(gone.json()).toEqual({ deleted: 4, free_space: before });
  });
});

describe('ownership', () => {
  it("answers 404 for another user's items and changes nothing", async () => {
    const mine = await folder(a, 'Чужое');
    const up = await upload(
      t.app,
      a.headers,
      [{ name: 'secret.jpg', data: await jpeg() }],
      mine.id,
    );
    const file = up.json().items[0];
    const snapshot = (await call(a, 'GET', `/creatives/${mine.id}`)).body;
    const attempts = [
      call(b, 'GET', `/creatives/${mine.id}`),
      call(b, 'POST', '/creatives/folder', { name: 'in', parent_id: mine.id }),
      call(b, 'PATCH', '/creatives/rename', { id: file.id, name: 'mine' }),
      call(b, 'PATCH', '/creatives/move', { ids: [file.id], target_id: null }),
      call(b, 'POST', '/creatives/delete', { ids: [file.id] }),
      call(b, 'POST', '/creatives/video_split', { id: file.id, frequency: 1 }),
      call(b, 'POST', '/creatives/check_split_status', { id: file.id }),
      upload(t.app, b.headers, [{ name: 'x.jpg', data: await jpeg() }], mine.id),
    ];
    const own = await folder(b, 'Своя');
    attempts.push(call(b, 'PATCH', '/creatives/move', { ids: [own.id], target_id: mine.id }));
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().code).toBe('OBJECT_NOT_FOUND');
    }
    expect((await call(a, 'GET', `/creatives/${mine.id}`)).body).toBe(snapshot);
    expect(await names(b)).toEqual(['Своя']);
  });

  it('needs a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/creatives' });
    expect(res.statusCode).toBe(401);
  });
});
