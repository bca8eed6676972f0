import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { cloud } from '../api';
import { makeCloudStore } from '../dev/store';
import { BASE, folder, item, renderWithApp, server, setupMsw } from '../test/utils';
import { askNameConflicts, findNameConflicts } from './askNameConflicts';
import { VersionsList } from './VersionsList';

setupMsw();

const file = (name: string) => new File(['x'], name, { type: 'image/png' });

describe('askNameConflicts', () => {
  const existing = [item({ id: 1, name: 'Лого.png' }), folder('макет.pdf', 2)];

  it('finds the files whose name a file of the folder has, case-blind; folders do not count', () => {
    const a = file('лого.png');
    const b = file('макет.pdf');
    expect(findNameConflicts([a, b], existing)).toEqual([{ file: a, target: existing[0] }]);
  });

  it('asks nothing without a conflict', async () => {
    const confirm = vi.fn();
    const plan = await askNameConflicts([file('новый.png')], existing, confirm);
    expect(confirm).not.toHaveBeenCalled();
    expect(plan.versions).toEqual([]);
    expect(plan.fresh.map((f) => f.name)).toEqual(['новый.png']);
  });

  it('"new version" sends the conflicting files as versions, the rest as new files', async () => {
    const a = file('лого.png');
    const b = file('другой.png');
    const confirm = vi.fn().mockResolvedValue(true);
    const plan = await askNameConflicts([a, b], existing, confirm);
    expect(confirm).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Такие файлы уже есть',
        confirmLabel: 'Новая версия',
        cancelLabel: 'Сохранить оба',
      }),
    );
    expect(plan).toEqual({ fresh: [b], versions: [{ file: a, target: existing[0] }] });
  });

  it('"keep both" uploads everything as new files', async () => {
    const a = file('лого.png');
    const plan = await askNameConflicts([a], existing, vi.fn().mockResolvedValue(false));
    expect(plan).toEqual({ fresh: [a], versions: [] });
  });
});

describe('VersionsList', () => {
  it('lists the versions and restores an earlier one', async () => {
    let current = 2;
    const restored: string[] = [];
    const versions = () =>
      [2, 1].map((n) => ({
        number: n,
        type: 'image/png',
        size: n * 1024,
        created_at: `2026-11-0${n}T10:00:00Z`,
        current: n === current,
      }));
    const logo = item({ id: 5, name: 'лого.png' });
    server.use(
      http.get(`${BASE}/creatives/5/versions`, () =>
        HttpResponse.json({ item: logo, versions: versions() }),
      ),
      http.post(`${BASE}/creatives/5/versions/:n/restore`, ({ params }) => {
        restored.push(String(params.n));
        current = Number(params.n);
        return HttpResponse.json({ item: logo, versions: versions() });
      }),
    );
    const { user } = renderWithApp(<VersionsList item={logo} />);
    const list = await screen.findByRole('region', { name: 'Версии' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list).getByText(/Версия 2 \(текущая\)/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Восстановить версию 2' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Восстановить версию 1' }));
    expect(await screen.findByText('Версия 1 снова текущая')).toBeInTheDocument();
    expect(restored).toEqual(['1']);
    await waitFor(() => expect(within(list).getByText(/Версия 1 \(текущая\)/)).toBeInTheDocument());
  });
});

describe('a new or restored version', () => {
  // The file's link is signed for the bytes it serves, so the old link answers 403 once a
  // version replaces them (apps/api/src/routes/cloud/files.ts): opening the file while the
  // listings are read again must already get the new link.
  it.each(['upload', 'restore'] as const)(
    '%s: the cached listing and search have the new link before they are read again',
    async (how) => {
      const old = item({ id: 7, name: 'баннер.jpg', url: 'http://files.test/7.old' });
      const fresh = { ...old, url: 'http://files.test/7.new', size: 2048 };
      let held: Promise<void> | null = null;
      let release = () => {};
      const answer = async (before: JsonBodyType, after: JsonBodyType) => {
        if (!held) return HttpResponse.json(before);
        await held;
        return HttpResponse.json(after);
      };
      server.use(
        http.get(`${BASE}/creatives`, () =>
          answer({ folder: null, items: [old] }, { folder: null, items: [fresh] }),
        ),
        http.get(`${BASE}/creatives/search`, () =>
          answer([{ ...old, path: '/' }], [{ ...fresh, path: '/' }]),
        ),
        http.post(`${BASE}/creatives/7/versions`, () =>
          HttpResponse.json({ item: fresh, free_space: 1 }, { status: 201 }),
        ),
        http.post(`${BASE}/creatives/7/versions/1/restore`, () =>
          HttpResponse.json({ item: fresh, versions: [] }),
        ),
      );
      const store = makeCloudStore();
      const listing = store.dispatch(cloud.endpoints.listCreatives.initiate({}));
      const found = store.dispatch(cloud.endpoints.searchCreatives.initiate({ q: 'баннер' }));
      await Promise.all([listing, found]);
      const listed = () => cloud.endpoints.listCreatives.select({})(store.getState() as never);
      const searched = () =>
        cloud.endpoints.searchCreatives.select({ q: 'баннер' })(store.getState() as never);
      expect(listed().data?.items[0]?.url).toBe(old.url);

      held = new Promise((resolve) => (release = resolve));
      const changed =
        how === 'upload'
          ? await store.dispatch(
              cloud.endpoints.uploadVersion.initiate({
                id: 7,
                versionUploadRequest: { file: new File(['x'], 'баннер.jpg') },
              }),
            )
          : await store.dispatch(cloud.endpoints.restoreVersion.initiate({ id: 7, number: 1 }));
      expect(changed.error).toBeUndefined();
      await waitFor(() => expect(listed().data?.items[0]?.url).toBe(fresh.url));
      expect(searched().data?.[0]).toEqual({ ...fresh, path: '/' });
      // Both are still being read again: the new link came from the version's answer.
      expect(listed().status).toBe('pending');
      expect(searched().status).toBe('pending');

      release();
      await waitFor(() => expect(listed().status).toBe('fulfilled'));
      expect(listed().data?.items).toEqual([fresh]);
      listing.unsubscribe();
      found.unsubscribe();
    },
  );
});
