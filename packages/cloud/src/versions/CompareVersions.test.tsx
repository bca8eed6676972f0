import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { BASE, item, renderWithApp, server, setupMsw } from '../test/utils';
import { VersionsList } from './VersionsList';

setupMsw();

const banner = item({ id: 5, name: 'banner.png' });
const versions = (numbers: number[]) =>
  numbers.map((n, i) => ({
    number: n,
    type: 'image/png',
    size: n * 1024,
    created_at: `2026-11-0${n}T10:00:00Z`,
    current: i === 0,
  }));

function serve(numbers: number[], labs: { id: number; name: string }[]) {
  const posts: { path: string; body: unknown }[] = [];
  server.use(
    http.get(`${BASE}/creatives/5/versions`, () =>
      HttpResponse.json({ item: banner, versions: versions(numbers) }),
    ),
    http.get(`${BASE}/labs`, () =>
      HttpResponse.json({
        items: labs.map((l) => ({ ...l, created_at: '2026-11-01T00:00:00Z', counts: {} })),
      }),
    ),
    http.post(`${BASE}/labs`, async ({ request }) => {
      posts.push({ path: '/labs', body: await request.json() });
      const lab = { id: 9, name: 'Сравнение версий', created_at: '', analyzes: [] };
      return HttpResponse.json(lab, { status: 201 });
    }),
    http.post(`${BASE}/analyses`, async ({ request }) => {
      posts.push({ path: '/analyses', body: await request.json() });
      return HttpResponse.json({ id: 77 }, { status: 201 });
    }),
  );
  return posts;
}

describe('«Сравнить версии»', () => {
  it('is not offered for a file with one version', async () => {
    serve([1], []);
    renderWithApp(<VersionsList item={banner} />);
    await screen.findByText(/Версия 1 \(текущая\)/);
    expect(screen.queryByRole('button', { name: 'Сравнить версии' })).toBeNull();
  });

  it('pins the previous and the current version, makes a lab when there is none, opens the form', async () => {
    const writes = serve([3, 2, 1], []);
    const { user, pathname } = renderWithApp(<VersionsList item={banner} />);
    await user.click(await screen.findByRole('button', { name: 'Сравнить версии' }));
    expect(await screen.findByRole('combobox', { name: 'Было' })).toHaveValue('Версия 2');
    expect(screen.getByRole('combobox', { name: 'Стало' })).toHaveValue('Версия 3 (текущая)');
    expect(
      await screen.findByText('Будет создана лаборатория «Сравнение версий».'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Создать исследование' }));
    await waitFor(() => expect(pathname()).toBe('/labs/9/researches/77/details'));
    expect(writes.map((r) => r.path)).toEqual(['/labs', '/analyses']);
    expect(writes[0]!.body).toEqual({ name: 'Сравнение версий' });
    expect(writes[1]!.body).toEqual({
      type: 'research',
      lab_id: 9,
      name: 'banner.png: версии 2 и 3',
      creative_versions: [
        { creative_id: 5, version: 2 },
        { creative_id: 5, version: 3 },
      ],
    });
  });

  it('takes the user’s lab and refuses the same version twice', async () => {
    const writes = serve([2, 1], [{ id: 4, name: 'Весна' }]);
    const { user, pathname } = renderWithApp(<VersionsList item={banner} />);
    await user.click(await screen.findByRole('button', { name: 'Сравнить версии' }));
    expect(await screen.findByRole('combobox', { name: 'Лаборатория' })).toHaveValue('Весна');
    await user.click(screen.getByRole('combobox', { name: 'Было' }));
    await user.click(await screen.findByRole('option', { name: 'Версия 2 (текущая)' }));
    expect(await screen.findByText('Выберите две разные версии')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Создать исследование' })).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: 'Было' }));
    await user.click(await screen.findByRole('option', { name: 'Версия 1' }));
    await user.click(screen.getByRole('button', { name: 'Создать исследование' }));
    await waitFor(() => expect(pathname()).toBe('/labs/4/researches/77/details'));
    expect(writes.map((r) => r.path)).toEqual(['/analyses']);
  });

  it('says the research’s refusal in place, and leaves a lab’s refusal to the app’s toast', async () => {
    serve([2, 1], []);
    server.use(
      http.post(`${BASE}/labs`, () =>
        HttpResponse.json({ code: 'TARIFF_EXPIRED' }, { status: 403 }),
      ),
    );
    const { user } = renderWithApp(<VersionsList item={banner} />);
    await user.click(await screen.findByRole('button', { name: 'Сравнить версии' }));
    await screen.findByText('Будет создана лаборатория «Сравнение версий».');
    const submit = screen.getByRole('button', { name: 'Создать исследование' });
    await user.click(submit);
    await waitFor(() => expect(submit).not.toHaveAttribute('data-loading'));
    expect(screen.queryByRole('alert')).toBeNull();

    server.use(
      http.post(`${BASE}/labs`, () =>
        HttpResponse.json(
          { id: 9, name: 'Сравнение версий', created_at: '', analyzes: [] },
          {
            status: 201,
          },
        ),
      ),
      http.post(`${BASE}/analyses`, () => HttpResponse.error()),
    );
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Нет связи с сервером/);
  });
});
