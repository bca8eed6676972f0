import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { BASE, brief, renderPage, server, setupMsw } from '../test/utils';
import { BriefCreatePage } from './BriefCreatePage';

setupMsw();

const open = () => renderPage(<BriefCreatePage />, { route: '/briefs/create' });
type User = ReturnType<typeof open>['user'];

/** Types by pasting: quicker than key by key, the same change events. */
async function fill(user: User, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

async function fillMain(user: User) {
  await fill(user, screen.getByRole('textbox', { name: /Название брифа/ }), 'Лето');
  await fill(user, screen.getByRole('textbox', { name: /Бренд/ }), 'Зерно');
  await fill(user, screen.getByRole('textbox', { name: /Продукт/ }), 'Холодный кофе');
  await fill(user, screen.getByRole('textbox', { name: /Категория/ }), 'Напитки');
  await user.click(screen.getByRole('combobox', { name: /Цель кампании/ }));
  await user.click(await screen.findByRole('option', { name: 'Конверсия' }));
  await fill(user, screen.getByRole('textbox', { name: 'Описание аудитории' }), 'Горожане');
  await fill(user, screen.getByRole('textbox', { name: 'Ключевое сообщение' }), 'Бодрит');
  await user.click(screen.getByRole('checkbox', { name: 'Баннер' }));
  await user.click(screen.getByRole('checkbox', { name: 'Видео' }));
}

// Many fields on a shared, busy machine: more time than the default.
describe('BriefCreatePage', { timeout: 45_000 }, () => {
  it('has the spec title and shows the required messages', async () => {
    const { user, store } = open();
    expect(screen.getByRole('heading', { level: 1, name: 'Создание брифа' })).toBeInTheDocument();
    await waitFor(() =>
      expect(store.getState().ui.breadcrumbs).toEqual([
        { label: 'Мои брифинги', to: '/briefs' },
        { label: 'Создание брифа' },
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'Создать бриф' }));
    // name, brand, product, goal and the segment's name
    expect(await screen.findAllByText('Обязательное поле')).toHaveLength(5);
    // the first of them takes focus: the button is a screen below, the messages out of sight
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Название брифа/ })).toHaveFocus(),
    );
  });

  it('validates the segments: age bounds, from ≤ to, at least one', async () => {
    const { user } = open();
    const segment = screen.getByRole('group', { name: 'Сегмент 1' });
    await fill(
      user,
      within(segment).getByRole('textbox', { name: /Название сегмента/ }),
      'Студенты',
    );
    const from = within(segment).getByRole('textbox', { name: /Возраст от/ });
    const to = within(segment).getByRole('textbox', { name: /Возраст до/ });
    await user.clear(from);
    await fill(user, from, '12');
    await user.clear(to);
    await fill(user, to, '120');
    await user.click(screen.getByRole('button', { name: 'Создать бриф' }));
    expect(await within(segment).findByText('Значение может быть минимум 14')).toBeInTheDocument();
    expect(within(segment).getByText('Значение может быть максимум 100')).toBeInTheDocument();

    // a negative or fractional age stays as typed and gets its message, never «-5 → 5»
    await user.clear(from);
    await fill(user, from, '-5');
    await user.clear(to);
    await fill(user, to, '20.5');
    await user.click(screen.getByRole('button', { name: 'Создать бриф' }));
    expect(from).toHaveValue('-5');
    expect(to).toHaveValue('20.5');
    expect(await within(segment).findByText('Значение может быть минимум 14')).toBeInTheDocument();
    expect(within(segment).getByText('Допустимы только цифры')).toBeInTheDocument();

    await user.clear(from);
    await fill(user, from, '40');
    await user.clear(to);
    await fill(user, to, '30');
    await user.click(screen.getByRole('button', { name: 'Создать бриф' }));
    expect(await within(segment).findByText('Значение может быть минимум 40')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Удалить сегмент 1' }));
    expect(screen.queryByRole('group', { name: 'Сегмент 1' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Создать бриф' }));
    expect(await screen.findByText('Добавьте хотя бы один сегмент')).toBeInTheDocument();
  });

  it('sends the brief with its segments and opens it', async () => {
    let body: unknown = null;
    server.use(
      http.post(`${BASE}/briefs`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(brief({ id: 31 }), { status: 201 });
      }),
    );
    const { user, pathname } = open();
    await fillMain(user);
    const first = screen.getByRole('group', { name: 'Сегмент 1' });
    await fill(user, within(first).getByRole('textbox', { name: /Название сегмента/ }), 'Студенты');
    await user.type(
      within(first).getByRole('combobox', { name: 'Интересы' }),
      'музыка{Enter}кино{Enter}',
    );

    await user.click(screen.getByRole('button', { name: 'Добавить сегмент' }));
    const second = screen.getByRole('group', { name: 'Сегмент 2' });
    await fill(user, within(second).getByRole('textbox', { name: /Название сегмента/ }), 'Мамы');
    const from = within(second).getByRole('textbox', { name: /Возраст от/ });
    await user.clear(from);
    await fill(user, from, '25');
    const to = within(second).getByRole('textbox', { name: /Возраст до/ });
    await user.clear(to);
    await fill(user, to, '40');
    await user.click(within(second).getByRole('combobox', { name: 'Пол' }));
    await user.click(await screen.findByRole('option', { name: 'Женщины' }));

    await user.click(screen.getByRole('button', { name: 'Создать бриф' }));
    await waitFor(() => expect(pathname()).toBe('/briefs/31'));
    expect(body).toEqual({
      name: 'Лето',
      brand: 'Зерно',
      product: 'Холодный кофе',
      category: 'Напитки',
      goal: 'conversion',
      audience: 'Горожане',
      key_message: 'Бодрит',
      placements: ['banner', 'video'],
      segments: [
        {
          name: 'Студенты',
          age_from: 18,
          age_to: 65,
          gender: 'any',
          interests: ['музыка', 'кино'],
        },
        { name: 'Мамы', age_from: 25, age_to: 40, gender: 'female', interests: [] },
      ],
    });
  });

  it('puts the server field messages of a 422 beside the fields', async () => {
    server.use(
      http.post(`${BASE}/briefs`, () =>
        HttpResponse.json(
          { code: 'VALIDATION_ERROR', fields: { 'segments.0.name': ['Такой сегмент уже есть'] } },
          { status: 422 },
        ),
      ),
    );
    const { user } = open();
    await fillMain(user);
    const first = screen.getByRole('group', { name: 'Сегмент 1' });
    await fill(user, within(first).getByRole('textbox', { name: /Название сегмента/ }), 'Студенты');
    await user.click(screen.getByRole('button', { name: 'Создать бриф' }));
    expect(await within(first).findByText('Такой сегмент уже есть')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(first).getByRole('textbox', { name: /Название сегмента/ })).toHaveFocus(),
    );
  });

  it('keeps the input across a reopening (a reload, an expired session) until the brief is sent', async () => {
    server.use(
      http.post(`${BASE}/briefs`, () => HttpResponse.json(brief({ id: 32 }), { status: 201 })),
    );
    const first = open();
    await fillMain(first.user);
    await first.user.click(screen.getByRole('button', { name: 'Добавить сегмент' }));
    const added = screen.getByRole('group', { name: 'Сегмент 2' });
    await fill(
      first.user,
      within(added).getByRole('textbox', { name: /Название сегмента/ }),
      'Мамы',
    );
    first.unmount();

    const again = open();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Восстановлено то, что вы ввели и не успели сохранить.',
    );
    expect(screen.getByRole('textbox', { name: /Название брифа/ })).toHaveValue('Лето');
    expect(screen.getByRole('combobox', { name: /Цель кампании/ })).toHaveValue('Конверсия');
    expect(screen.getByRole('checkbox', { name: 'Видео' })).toBeChecked();
    expect(
      within(screen.getByRole('group', { name: 'Сегмент 2' })).getByRole('textbox', {
        name: /Название сегмента/,
      }),
    ).toHaveValue('Мамы');
    const segment = screen.getByRole('group', { name: 'Сегмент 1' });
    await fill(
      again.user,
      within(segment).getByRole('textbox', { name: /Название сегмента/ }),
      'Студенты',
    );
    await again.user.click(screen.getByRole('button', { name: 'Создать бриф' }));
    await waitFor(() => expect(again.pathname()).toBe('/briefs/32'));
    again.unmount();

    open();
    expect(screen.getByRole('textbox', { name: /Название брифа/ })).toHaveValue('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('«Очистить форму» starts over, and «Отмена» forgets the input', async () => {
    const first = open();
    await fill(first.user, screen.getByRole('textbox', { name: /Бренд/ }), 'Зерно');
    first.unmount();

    const again = open();
    expect(screen.getByRole('textbox', { name: /Бренд/ })).toHaveValue('Зерно');
    await again.user.click(screen.getByRole('button', { name: 'Очистить форму' }));
    expect(screen.getByRole('textbox', { name: /Бренд/ })).toHaveValue('');
    expect(screen.queryByRole('alert')).toBeNull();
    await fill(again.user, screen.getByRole('textbox', { name: /Продукт/ }), 'Кофе');
    await again.user.click(screen.getByRole('button', { name: 'Отмена' }));
    again.unmount();

    open();
    expect(screen.getByRole('textbox', { name: /Продукт/ })).toHaveValue('');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
