import {
  creativesSelected,
  LAB_MODE_STORAGE_KEY,
  selectLabMode,
  selectSelectedCreatives,
} from '@kreolab/entities';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { analysisOf } from '../dev/fixtures';
import { makeAnalysisStore } from '../dev/store';
import {
  BASE,
  baseHandlers,
  item,
  recordRequests,
  renderPage,
  server,
  setupMsw,
} from '../test/utils';
import { ResearchDetailsPage } from './ResearchDetailsPage';

setupMsw();

const PATH = '/labs/:labId/researches/:analysisId/details';
const ROUTE = '/labs/3/researches/7/details';
const banner = item({ id: 11, name: 'banner.png' });
const poster = item({ id: 12, name: 'poster.pdf', type: 'application/pdf' });
const square = item({ id: 14, name: 'square.jpg', type: 'image/jpeg' });
/** The banner as the logo dialog reads it afresh: 800 × 600 px. */
const bannerFile = http.get(`${BASE}/creatives/11/versions`, () =>
  HttpResponse.json({ item: { ...banner, width: 800, height: 600 }, versions: [] }),
);
const video = item({
  id: 13,
  name: 'ad.mp4',
  type: 'video/mp4',
  duration: 12,
  split_status: 'NONE',
});

function handlers(analysis = analysisOf({ id: 7, name: 'Весенний баннер' })) {
  return [
    ...baseHandlers(),
    http.get(`${BASE}/analyses/7`, () => HttpResponse.json(analysis)),
    // every choice on a draft's form is saved into it
    http.patch(`${BASE}/analyses/7`, () => HttpResponse.json(analysis)),
    http.get(`${BASE}/creatives`, () =>
      HttpResponse.json({ folder: null, items: [banner, poster, video] }),
    ),
  ];
}

/** The draft's page with a PATCH and a start that succeed, recording what is sent. */
function renderStartable() {
  server.use(
    ...handlers(),
    http.patch(`${BASE}/analyses/7`, () => HttpResponse.json(analysisOf({ id: 7 }))),
    http.post(`${BASE}/analyses/7/start`, () =>
      HttpResponse.json({ status: 'queued', progress: 0, stage: null }, { status: 202 }),
    ),
  );
  const seen = recordRequests();
  return {
    seen,
    ...renderPage(<ResearchDetailsPage container="labs" />, { route: ROUTE, path: PATH }),
  };
}

describe('research details', () => {
  it('picks creatives from the cloud picker into the selection', async () => {
    server.use(...handlers());
    const { user, store } = renderPage(<ResearchDetailsPage container="labs" />, {
      route: ROUTE,
      path: PATH,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Параметры исследования' }),
    ).toBeInTheDocument();
    expect(await screen.findByLabelText(/Название исследования/)).toHaveValue('Весенний баннер');
    await user.click(await screen.findByRole('checkbox', { name: 'Выбрать «banner.png»' }));
    await user.click(screen.getByRole('checkbox', { name: 'Выбрать «poster.pdf»' }));
    expect(selectSelectedCreatives(store.getState()).map((c) => c.id)).toEqual([11, 12]);
    const list = screen.getByTestId('selected-creatives');
    expect(within(list).getByText('banner.png')).toBeInTheDocument();
    // an unsplit video cannot be picked
    expect(screen.getByRole('checkbox', { name: 'Выбрать «ad.mp4»' })).toBeDisabled();
    await user.click(within(list).getByRole('button', { name: 'Убрать «banner.png»' }));
    expect(selectSelectedCreatives(store.getState()).map((c) => c.id)).toEqual([12]);
  });

  it('refuses unprocessed videos with their split-status labels', async () => {
    server.use(...handlers());
    const store = makeAnalysisStore();
    store.dispatch(
      creativesSelected([
        { id: 13, name: 'ad.mp4', duration: 12, split_status: 'NONE' },
        { id: 14, name: 'clip.mov', duration: 5, split_status: 'PROCESSING' },
      ]),
    );
    renderPage(<ResearchDetailsPage container="labs" />, { route: ROUTE, path: PATH, store });
    const alert = await screen.findByRole('alert', { name: /нельзя исследовать/ });
    expect(within(alert).getByText('ad.mp4: Укажите частоту')).toBeInTheDocument();
    expect(within(alert).getByText('clip.mov: Обрабатывается')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Запустить' })).toBeDisabled();
  });

  it('clears the selection when the lab mode changes from a previous one, not on first use', async () => {
    server.use(...handlers());
    // the last visit was in comparison mode (remembered), creatives were picked meanwhile
    localStorage.setItem(LAB_MODE_STORAGE_KEY, 'comparison');
    const store = makeAnalysisStore();
    store.dispatch(creativesSelected([{ id: 11, name: 'banner.png' }]));
    renderPage(<ResearchDetailsPage container="labs" />, { route: ROUTE, path: PATH, store });
    expect(
      await screen.findByText('Креативы не выбраны. Отметьте файлы в облаке слева.'),
    ).toBeInTheDocument();
    expect(selectSelectedCreatives(store.getState())).toEqual([]);
    expect(selectLabMode(store.getState())).toBe('research');
    await waitFor(() => expect(localStorage.getItem(LAB_MODE_STORAGE_KEY)).toBe('research'));
  });

  it('keeps the selection when there was no previous mode', async () => {
    server.use(...handlers());
    const store = makeAnalysisStore();
    store.dispatch(creativesSelected([{ id: 11, name: 'banner.png' }]));
    renderPage(<ResearchDetailsPage container="labs" />, { route: ROUTE, path: PATH, store });
    expect(await screen.findByTestId('selected-creatives')).toHaveTextContent('banner.png');
    expect(selectSelectedCreatives(store.getState())).toHaveLength(1);
    expect(selectLabMode(store.getState())).toBe('research');
  });

  it('starts: PATCH the draft with creatives and settings, then POST start, then progress', async () => {
    const { seen, user, pathname } = renderStartable();
    await user.click(await screen.findByRole('checkbox', { name: 'Выбрать «banner.png»' }));
    await user.click(screen.getByRole('radio', { name: 'Конверсия' }));
    await user.click(screen.getByRole('combobox', { name: 'Площадка' }));
    await user.click(await screen.findByRole('option', { name: 'Баннер' }));
    await user.click(screen.getByRole('button', { name: 'Запустить' }));
    await waitFor(() => expect(pathname()).toBe('/labs/3/researches/7/progress'));
    const writes = seen.filter((r) => r.method !== 'GET');
    // each choice was saved into the draft as it was made (next test), the start sends it all
    expect(writes.map((r) => `${r.method} ${r.path}`).slice(-2)).toEqual([
      'PATCH /analyses/7',
      'POST /analyses/7/start',
    ]);
    expect(writes.at(-2)!.body).toEqual({
      name: 'Весенний баннер',
      creative_ids: [11],
      settings: { goal: 'conversion', placement: 'banner' },
    });
  });

  // The form's choices lived only in the page until «Запустить»: a reload, an expired session or
  // the draft opened again from its lab found the draft as it was created.
  it('saves every change of a draft into it as it is made, in order, without repeating one', async () => {
    const { seen, user } = renderStartable();
    const patches = () =>
      seen.filter((r) => r.method === 'PATCH' && r.path === '/analyses/7').map((r) => r.body);
    await user.click(await screen.findByRole('checkbox', { name: 'Выбрать «banner.png»' }));
    await waitFor(() =>
      expect(patches()).toEqual([
        {
          name: 'Весенний баннер',
          creative_ids: [11],
          settings: { goal: 'awareness', placement: 'social_feed' },
        },
      ]),
    );
    await user.click(screen.getByRole('radio', { name: 'Конверсия' }));
    const labReads = () => seen.filter((r) => r.method === 'GET' && r.path === '/labs/3').length;
    await waitFor(() => expect(patches()).toHaveLength(2));
    // choices that leave the name alone do not make the lab read again
    const readsBeforeRename = labReads();
    expect(readsBeforeRename).toBe(1);
    const field = screen.getByLabelText(/Название исследования/);
    await user.clear(field);
    await user.type(field, 'Летний баннер');
    await user.click(screen.getByRole('textbox', { name: /^Бренд/ }));
    await user.type(screen.getByRole('textbox', { name: /^Бренд/ }), 'Зерно');
    await user.tab();
    // the field left without a change saves nothing again
    await user.click(field);
    await user.tab();
    await waitFor(() => expect(patches()).toHaveLength(4));
    expect(patches().slice(1)).toEqual([
      {
        name: 'Весенний баннер',
        creative_ids: [11],
        settings: { goal: 'conversion', placement: 'social_feed' },
      },
      {
        name: 'Летний баннер',
        creative_ids: [11],
        settings: { goal: 'conversion', placement: 'social_feed' },
      },
      {
        name: 'Летний баннер',
        creative_ids: [11],
        settings: { goal: 'conversion', placement: 'social_feed', brand: 'Зерно' },
      },
    ]);
    await new Promise((r) => setTimeout(r, 50));
    expect(patches()).toHaveLength(4);
    // the lab's list shows the draft's new name: read again after the rename
    expect(labReads()).toBeGreaterThan(readsBeforeRename);
    // saving is not starting: the button is not busy
    expect(screen.getByRole('button', { name: 'Запустить' })).toBeEnabled();
  });

  it('saves a cleared selection into the draft (a reload would bring the old one back)', async () => {
    const { seen, user } = renderStartable();
    await user.click(await screen.findByRole('checkbox', { name: 'Выбрать «banner.png»' }));
    await user.click(screen.getByRole('button', { name: 'Очистить выбор' }));
    await waitFor(() =>
      expect(seen.filter((r) => r.method === 'PATCH').at(-1)?.body).toMatchObject({
        creative_ids: [],
      }),
    );
  });

  it('saves no creatives the start would refuse, and says why a save failed', async () => {
    server.use(
      // before the handlers' own PATCH, which answers
      http.patch(`${BASE}/analyses/7`, () => HttpResponse.error()),
      ...handlers(),
    );
    const seen = recordRequests();
    const store = makeAnalysisStore();
    store.dispatch(
      creativesSelected([{ id: 13, name: 'ad.mp4', duration: 12, split_status: 'NONE' }]),
    );
    const { user } = renderPage(<ResearchDetailsPage container="labs" />, {
      route: ROUTE,
      path: PATH,
      store,
    });
    await user.click(await screen.findByRole('radio', { name: 'Конверсия' }));
    await waitFor(() => expect(seen.filter((r) => r.method === 'PATCH')).toHaveLength(1));
    // the video is not split into frames: the draft keeps its creatives, the rest is saved
    expect(seen.find((r) => r.method === 'PATCH')!.body).toEqual({
      name: 'Весенний баннер',
      settings: { goal: 'conversion', placement: 'social_feed' },
    });
    expect(await screen.findByText(/^Нет связи с сервером/)).toBeInTheDocument();
    // a failed save is sent again by the next action, even when nothing else changed
    await user.click(screen.getByLabelText(/Название исследования/));
    await user.tab();
    await waitFor(() => expect(seen.filter((r) => r.method === 'PATCH')).toHaveLength(2));
    expect(seen.filter((r) => r.method === 'PATCH')[1]!.body).toEqual(
      seen.find((r) => r.method === 'PATCH')!.body,
    );
  });

  it('in a lab sends the brand the user names, trimmed, for the brand share', async () => {
    const { seen, user, pathname } = renderStartable();
    await user.click(await screen.findByRole('checkbox', { name: 'Выбрать «banner.png»' }));
    // what an empty brand means for the result is said where it is typed
    expect(screen.getByRole('textbox', { name: /^Бренд/ })).toHaveAccessibleDescription(
      /без него долю бренда не считаем/,
    );
    await user.type(screen.getByRole('textbox', { name: /^Бренд/ }), '  SPORTMAX ');
    await user.click(screen.getByRole('radio', { name: 'Конверсия' }));
    await user.click(screen.getByRole('button', { name: 'Запустить' }));
    await waitFor(() => expect(pathname()).toBe('/labs/3/researches/7/progress'));
    const patch = seen.filter((r) => r.method === 'PATCH').at(-1)!;
    expect(patch.body).toMatchObject({
      settings: { goal: 'conversion', placement: 'social_feed', brand: 'SPORTMAX' },
    });
  });

  // the engine looks for a brand by its letters and digits; a name of none («!!!») is said at the
  // field, kept in it, left out of the saves, and holds the start until it is mended
  it('says at once that a brand needs letters or digits, saves the rest without it, and starts once mended', async () => {
    const { seen, user, pathname } = renderStartable();
    await user.click(await screen.findByRole('checkbox', { name: 'Выбрать «banner.png»' }));
    const field = screen.getByRole('textbox', { name: /^Бренд/ });
    await user.type(field, '!!!');
    expect(field).toHaveAccessibleDescription(
      /Нужны русские или латинские буквы либо цифры: по ним бренд ищется в тексте макета/,
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('button', { name: /Отметить логотип/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Запустить' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Конверсия' }));
    await waitFor(() =>
      expect(seen.filter((r) => r.method === 'PATCH').at(-1)?.body).toMatchObject({
        settings: { goal: 'conversion' },
      }),
    );
    for (const r of seen.filter((x) => x.method === 'PATCH' || x.method === 'POST'))
      expect(JSON.stringify(r.body)).not.toContain('!!!');
    expect(field).toHaveValue('!!!');
    await user.clear(field);
    await user.type(field, 'Бриз!!!');
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Запустить' }));
    await waitFor(() => expect(pathname()).toBe('/labs/3/researches/7/progress'));
    expect(seen.filter((r) => r.method === 'PATCH').at(-1)!.body).toMatchObject({
      settings: { goal: 'conversion', brand: 'Бриз!!!' },
    });
  });

  // a brand drawn as a picture is no line OCR reads: the user marks the logo on an image, and
  // the draft keeps the area in fractions of the image (settings.brand_areas)
  it('marks the logo on an image creative, saves it in fractions, and sends it with the start', async () => {
    const { seen, user, pathname } = renderStartable();
    server.use(bannerFile);
    await user.click(await screen.findByRole('checkbox', { name: 'Выбрать «banner.png»' }));
    await user.click(screen.getByRole('checkbox', { name: 'Выбрать «poster.pdf»' }));
    // a logo stands for a named brand: nothing to mark before one is named
    expect(screen.queryByRole('button', { name: /Отметить логотип/ })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /^Бренд/ }), 'Морской бриз');
    // a PDF is marked on its first page
    expect(
      screen.getByRole('button', { name: 'Отметить логотип на креативе «poster.pdf»' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Бренд нарисован логотипом-картинкой/)).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: 'Отметить логотип на креативе «banner.png»' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Где логотип бренда: banner.png' });
    const field = async (name: string, value: string) => {
      const input = await within(dialog).findByRole('textbox', { name });
      await user.clear(input);
      await user.type(input, value);
    };
    // too small to be a logo: said, and nothing is saved
    await field('Ширина', '4');
    await field('Высота', '60');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить область' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('слишком маленькая');
    await field('X', '40');
    await field('Y', '30');
    await field('Ширина', '160');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить область' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      screen.getByRole('button', { name: 'Логотип отмечен на креативе «banner.png», изменить' }),
    ).toBeInTheDocument();
    const area = { creative_id: 11, x: 0.05, y: 0.05, width: 0.2, height: 0.1 };
    await waitFor(() =>
      expect(seen.filter((r) => r.method === 'PATCH').at(-1)?.body).toMatchObject({
        settings: { brand_areas: [area] },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Запустить' }));
    await waitFor(() => expect(pathname()).toBe('/labs/3/researches/7/progress'));
    expect(seen.filter((r) => r.method === 'PATCH').at(-1)!.body).toMatchObject({
      creative_ids: [11, 12],
      settings: { goal: 'awareness', brand: 'Морской бриз', brand_areas: [area] },
    });
  });

  it('takes a marked logo away with its creative or with «Убрать область»', async () => {
    server.use(
      ...handlers(
        analysisOf({
          id: 7,
          creatives: [banner, square, video],
          settings: {
            goal: 'awareness',
            placement: 'social_feed',
            brand: 'Морской бриз',
            brand_areas: [
              { creative_id: 11, x: 0.1, y: 0.1, width: 0.2, height: 0.2 },
              { creative_id: 14, x: 0, y: 0, width: 0.5, height: 0.5 },
            ],
          },
        }),
      ),
      bannerFile,
    );
    const seen = recordRequests();
    const { user } = renderPage(<ResearchDetailsPage container="labs" />, {
      route: ROUTE,
      path: PATH,
    });
    const lastPatch = () =>
      seen.filter((r) => r.method === 'PATCH').at(-1)?.body as
        { settings: { brand_areas?: { creative_id: number }[] } } | undefined;
    await user.click(await screen.findByRole('button', { name: /Убрать «square\.jpg»/ }));
    await waitFor(() =>
      expect(lastPatch()?.settings.brand_areas?.map((b) => b.creative_id)).toEqual([11]),
    );
    // a video not split yet has no frames to mark
    expect(within(screen.getByTestId('selected-creatives')).getByText('ad.mp4')).toBeVisible();
    expect(
      screen.queryByRole('button', { name: 'Отметить логотип на креативе «ad.mp4»' }),
    ).toBeNull();
    const marked = { name: 'Логотип отмечен на креативе «banner.png», изменить' };
    await user.click(await screen.findByRole('button', marked));
    const dialog = await screen.findByRole('dialog');
    // the saved area, in the image's pixels
    expect(await within(dialog).findByRole('textbox', { name: 'Ширина' })).toHaveValue('160');
    await user.click(within(dialog).getByRole('button', { name: 'Убрать область' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      screen.getByRole('button', { name: 'Отметить логотип на креативе «banner.png»' }),
    ).toBeInTheDocument();
    await waitFor(() => {
      expect(lastPatch()?.settings).toMatchObject({ goal: 'awareness' });
      expect(lastPatch()!.settings).not.toHaveProperty('brand_areas');
    });
  });

  it('shows a refused start with its catalogue text and stays', async () => {
    server.use(
      ...handlers(),
      http.patch(`${BASE}/analyses/7`, () => HttpResponse.json(analysisOf({ id: 7 }))),
      http.post(`${BASE}/analyses/7/start`, () =>
        HttpResponse.json({ code: 'ANALYSIS_LIMIT_REACHED' }, { status: 402 }),
      ),
    );
    const { user, pathname } = renderPage(<ResearchDetailsPage container="labs" />, {
      route: ROUTE,
      path: PATH,
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Выбрать «banner.png»' }));
    await user.click(screen.getByRole('button', { name: 'Запустить' }));
    const alert = (
      await screen.findByText('Достигнут лимит исследований. Анализ не запущен.')
    ).closest<HTMLElement>('[role="alert"]')!;
    // the way on: more analyses come with a tariff
    expect(within(alert).getByRole('link', { name: 'Выбрать тариф' })).toHaveAttribute(
      'href',
      '/profile/tariff',
    );
    expect(pathname()).toBe(ROUTE);
  });

  it('offers no tariff for a refusal a tariff does not answer', async () => {
    server.use(
      ...handlers(),
      http.patch(`${BASE}/analyses/7`, () => HttpResponse.json(analysisOf({ id: 7 }))),
      http.post(`${BASE}/analyses/7/start`, () =>
        HttpResponse.json({ code: 'ANALYSIS_IN_PROGRESS' }, { status: 425 }),
      ),
    );
    const { user } = renderPage(<ResearchDetailsPage container="labs" />, {
      route: ROUTE,
      path: PATH,
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Выбрать «banner.png»' }));
    await user.click(screen.getByRole('button', { name: 'Запустить' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).queryByRole('link')).toBeNull();
  });

  it('shows the create hint and dismisses it in the profile at once', async () => {
    let patched: unknown = null;
    server.use(
      ...baseHandlers({ hints: { hint_research_create: true } }),
      ...handlers(),
      http.patch(`${BASE}/profile/me`, async ({ request }) => {
        patched = await request.json();
        return HttpResponse.json({});
      }),
    );
    const { user } = renderPage(<ResearchDetailsPage container="labs" />, {
      route: ROUTE,
      path: PATH,
    });
    expect(
      await screen.findByText(/Выберите в облаке от одного до двадцати креативов/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Больше не показывать' }));
    await waitFor(() => expect(patched).toEqual({ hint_research_create: false }));
    expect(screen.queryByText(/Выберите в облаке от одного до двадцати креативов/)).toBeNull();
  });

  it('in a brief shows the brief’s goal read-only and sends it with the placement chosen among the brief’s', async () => {
    server.use(
      ...handlers(analysisOf({ id: 7, lab_id: null, brief_id: 4 })),
      http.patch(`${BASE}/analyses/7`, () =>
        HttpResponse.json(analysisOf({ id: 7, lab_id: null, brief_id: 4 })),
      ),
      http.get(`${BASE}/briefs/4`, () =>
        HttpResponse.json({
          id: 4,
          name: 'Лето',
          brand: 'Зерно',
          product: 'Кофе',
          category: '',
          goal: 'consideration',
          audience: '',
          key_message: '',
          placements: ['outdoor', 'print'],
          segments: [
            { id: 1, name: 'Мамы', age_from: 25, age_to: 38, gender: 'female', interests: [] },
          ],
          created_at: '2025-03-01T10:00:00Z',
          analyzes: [],
        }),
      ),
    );
    const seen = recordRequests();
    const { user } = renderPage(<ResearchDetailsPage container="briefs" />, {
      route: '/briefs/4/researches/7/details',
      path: '/briefs/:briefId/researches/:analysisId/details',
    });
    const box = await screen.findByTestId('brief-settings');
    expect(box).toHaveTextContent('Цель и площадки заданы в брифе');
    expect(box).toHaveTextContent('Рассмотрение');
    expect(box).toHaveTextContent('Мамы');
    expect(screen.queryByRole('radio', { name: 'Конверсия' })).toBeNull();
    // one placement is computed, so one is chosen, among the brief's only (the first at first)
    const select = within(box).getByRole('combobox', { name: 'Площадка' });
    expect(select).toHaveValue('Наружная реклама');
    expect(box).toHaveTextContent('Прогноз считается для одной площадки брифа');
    await user.click(select);
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Наружная реклама',
      'Печать',
    ]);
    await user.click(screen.getByRole('option', { name: 'Печать' }));
    await waitFor(() =>
      expect(seen.filter((r) => r.method === 'PATCH').at(-1)?.body).toMatchObject({
        settings: { goal: 'consideration', placement: 'print' },
      }),
    );
  });

  it('opens a research of another container as not found, not under this URL', async () => {
    server.use(...handlers(analysisOf({ id: 7, lab_id: 9 })));
    renderPage(<ResearchDetailsPage container="labs" />, { route: ROUTE, path: PATH });
    expect(await screen.findByText(/404 OBJECT_NOT_FOUND/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Название исследования/)).toBeNull();
  });
});

describe('the new-research form (…/researches/new/details)', () => {
  const NEW = '/labs/3/researches/new/details';
  const created = analysisOf({ id: 41, name: 'Исследование 1' });
  const newHandlers = () => [
    ...handlers(),
    http.post(`${BASE}/analyses`, () => HttpResponse.json(created, { status: 201 })),
    http.get(`${BASE}/analyses/41`, () => HttpResponse.json(created)),
    http.patch(`${BASE}/analyses/41`, () => HttpResponse.json(created)),
    http.post(`${BASE}/analyses/41/start`, () =>
      HttpResponse.json({ status: 'queued', progress: 0, stage: null }, { status: 202 }),
    ),
  ];

  it('saves nothing on opening; the first pick creates the draft once and keeps what was typed', async () => {
    server.use(...newHandlers());
    const seen = recordRequests();
    const { user, pathname } = renderPage(<ResearchDetailsPage container="labs" />, {
      route: NEW,
      path: PATH,
    });
    const field = await screen.findByLabelText(/Название исследования/);
    expect(field).toHaveValue('Исследование 1');
    await screen.findByRole('checkbox', { name: 'Выбрать «banner.png»' });
    await new Promise((r) => setTimeout(r, 50));
    expect(seen.filter((r) => r.method !== 'GET')).toEqual([]);
    expect(pathname()).toBe(NEW);

    await user.click(screen.getByRole('checkbox', { name: 'Выбрать «banner.png»' }));
    await waitFor(() => expect(pathname()).toBe('/labs/3/researches/41/details'));
    await user.click(screen.getByRole('checkbox', { name: 'Выбрать «poster.pdf»' }));
    await waitFor(() => expect(seen.filter((r) => r.method !== 'GET')).toHaveLength(2));
    const writes = seen.filter((r) => r.method !== 'GET');
    // created once, with the pick that created it; the next pick is saved into it
    expect(writes.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /analyses',
      'PATCH /analyses/41',
    ]);
    expect(writes[0]!.body).toEqual({
      type: 'research',
      lab_id: 3,
      name: 'Исследование 1',
      creative_ids: [11],
      settings: { goal: 'awareness', placement: 'social_feed' },
    });
    expect(writes[1]!.body).toMatchObject({ creative_ids: [11, 12] });
    // the same form stayed on the page: the picks are listed
    expect(screen.getByTestId('selected-creatives')).toHaveTextContent('poster.pdf');
  });

  it('lists exactly what will be analysed, and a started research leaves no selection behind', async () => {
    server.use(...newHandlers());
    const store = makeAnalysisStore();
    // ticked for an earlier research
    store.dispatch(creativesSelected([{ id: 11, name: 'banner.png' }]));
    const seen = recordRequests();
    const { user, pathname } = renderPage(<ResearchDetailsPage container="labs" />, {
      route: NEW,
      path: PATH,
      store,
    });
    expect(await screen.findByTestId('start-summary')).toHaveTextContent(
      'Будет проанализировано 1 креатив: «banner.png»',
    );
    await user.click(screen.getByRole('button', { name: 'Запустить' }));
    await waitFor(() => expect(pathname()).toBe('/labs/3/researches/41/progress'));
    expect(seen.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /analyses',
      'PATCH /analyses/41',
      'POST /analyses/41/start',
    ]);
    expect(selectSelectedCreatives(store.getState())).toEqual([]);
  });
});
