import type { Profile } from '@kreolab/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { sampleProfile } from '../dev/fixtures';
import {
  BASE,
  recordRequests,
  renderWithApp,
  server,
  setupMsw,
  toastMessages,
} from '../test/utils';
import { DashboardPage } from './DashboardPage';
import { DetailsPage } from './DetailsPage';
import { TariffPage } from './TariffPage';

setupMsw();

const routes = {
  '/profile/dashboard': <DashboardPage />,
  '/profile/details': <DetailsPage />,
  '/profile/tariff': <TariffPage />,
};

/** GET /profile/me serving `me`; PATCH merges the body into it (like the server). */
function profileServer(me: Profile = sampleProfile()) {
  const state = { me, patches: [] as unknown[] };
  server.use(
    http.get(`${BASE}/profile/me`, () => HttpResponse.json(state.me)),
    http.patch(`${BASE}/profile/me`, async ({ request }) => {
      const body = (await request.json()) as Partial<Profile>;
      state.patches.push(body);
      state.me = { ...state.me, ...body };
      return HttpResponse.json(state.me);
    }),
    http.get(`${BASE}/tariffs`, () => HttpResponse.json({ tariffs: [] })),
    http.get(`${BASE}/profile/tokens`, () => HttpResponse.json({ items: [] })),
  );
  return state;
}

const section = (name: string) => screen.getByRole('region', { name });
/** The tags input's text field (its label also names the hidden value input). */
const skillsInput = () =>
  within(section('Дополнительно'))
    .getAllByLabelText('Навыки')
    .find((el) => el.getAttribute('type') !== 'hidden') as HTMLElement;

/** Types `value` into the open contact form's phone and presses «Сохранить»; answers the field. */
async function savePhone(user: UserEvent, value: string) {
  const phone = within(section('Контактные данные')).getByLabelText('Телефон');
  await user.clear(phone);
  await user.type(phone, value);
  await user.click(within(section('Контактные данные')).getByRole('button', { name: 'Сохранить' }));
  return phone;
}

describe('DetailsPage', () => {
  it('edits a section, saves only its fields and reloads the profile', async () => {
    const state = profileServer();
    const seen = recordRequests();
    const { user, store } = renderWithApp({ route: '/profile/details', routes });
    const personal = await screen.findByRole('region', { name: 'Личные данные' });
    expect(within(personal).getByText('Анна')).toBeInTheDocument();

    await user.click(within(personal).getByRole('button', { name: 'Изменить: Личные данные' }));
    expect(store.getState().profile.edit.personal).toBe(true);
    // focus goes into the form («Изменить» is gone), on its first field
    await waitFor(() =>
      expect(within(section('Личные данные')).getByLabelText(/^Фамилия/)).toHaveFocus(),
    );
    const first = within(section('Личные данные')).getByLabelText(/^Имя/);
    await user.clear(first);
    await user.type(first, 'Мария');
    await user.click(within(section('Личные данные')).getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(store.getState().profile.edit.personal).toBe(false));
    // and back to «Изменить» once the form is gone, not the page's body
    await waitFor(() =>
      expect(
        within(section('Личные данные')).getByRole('button', { name: 'Изменить: Личные данные' }),
      ).toHaveFocus(),
    );
    expect(state.patches).toEqual([
      { last_name: 'Смирнова', first_name: 'Мария', middle_name: 'Петровна' },
    ]);
    // The profile is read again after the update.
    await waitFor(() =>
      expect(seen.filter((r) => r === 'GET /profile/me').length).toBeGreaterThanOrEqual(2),
    );
    expect(await within(section('Личные данные')).findByText('Мария')).toBeInTheDocument();
    expect(toastMessages(store)).toContain('Изменения сохранены');
  });

  // The form refused «9161234567», which the server takes, and the page then showed the
  // server's stored «+79161234567» as it was.
  it('takes ten digits of a phone and shows the stored number as the form asks for it', async () => {
    const state = profileServer();
    server.use(
      http.patch(`${BASE}/profile/me`, async ({ request }) => {
        const body = (await request.json()) as Partial<Profile>;
        state.patches.push(body);
        // as the server stores it (apps/api/src/routes/profile/validation.ts)
        state.me = { ...state.me, phone: `+7${body.phone!.replace(/\D/g, '').slice(1)}` };
        return HttpResponse.json(state.me);
      }),
    );
    const { user } = renderWithApp({ route: '/profile/details', routes });
    const contact = await screen.findByRole('region', { name: 'Контактные данные' });
    await user.click(within(contact).getByRole('button', { name: /^Изменить/ }));
    await savePhone(user, '9161234567');
    await waitFor(() => expect(state.patches).toEqual([{ phone: '+7 (916) 123-45-67' }]));
    expect(state.me.phone).toBe('+79161234567');
    expect(
      await within(section('Контактные данные')).findByText('+7 (916) 123-45-67'),
    ).toBeInTheDocument();
    await user.click(
      within(section('Контактные данные')).getByRole('button', { name: /^Изменить/ }),
    );
    expect(within(section('Контактные данные')).getByLabelText('Телефон')).toHaveValue(
      '+7 (916) 123-45-67',
    );
  });

  it('cancel leaves edit mode without a request and keeps the old values', async () => {
    profileServer();
    const seen = recordRequests();
    const { user, store } = renderWithApp({ route: '/profile/details', routes });
    const contact = await screen.findByRole('region', { name: 'Контактные данные' });
    await user.click(within(contact).getByRole('button', { name: /^Изменить/ }));
    const phone = within(section('Контактные данные')).getByLabelText('Телефон');
    expect(within(section('Контактные данные')).getByLabelText('Email')).toHaveAttribute(
      'readonly',
    );
    await user.clear(phone);
    await user.type(phone, '89990001122');
    await user.click(within(section('Контактные данные')).getByRole('button', { name: 'Отмена' }));

    expect(store.getState().profile.edit.contact).toBe(false);
    expect(
      within(section('Контактные данные')).getByText('+7 (912) 345-67-89'),
    ).toBeInTheDocument();
    expect(seen.some((r) => r.startsWith('PATCH'))).toBe(false);
  });

  it('shows the §5 validation messages and sends nothing while invalid', async () => {
    const state = profileServer();
    const { user } = renderWithApp({ route: '/profile/details', routes });
    await user.click(await screen.findByRole('button', { name: 'Изменить: Личные данные' }));
    const first = within(section('Личные данные')).getByLabelText(/^Имя/);
    await user.clear(first);
    await user.click(within(section('Личные данные')).getByRole('button', { name: 'Сохранить' }));
    expect(first).toHaveAccessibleDescription('Обязательное поле');
    await user.type(first, 'А');
    await user.click(within(section('Личные данные')).getByRole('button', { name: 'Сохранить' }));
    expect(first).toHaveAccessibleDescription('Минимум символов 2');
    const last = within(section('Личные данные')).getByLabelText('Фамилия');
    await user.clear(last);
    await user.click(last);
    await user.paste('Я'.repeat(256));
    await user.click(within(section('Личные данные')).getByRole('button', { name: 'Сохранить' }));
    expect(last).toHaveAccessibleDescription('Максимум символов 255');

    await user.click(screen.getByRole('button', { name: 'Изменить: Контактные данные' }));
    const phone = await savePhone(user, '+7 912 abc');
    expect(phone).toHaveAccessibleDescription('Допустимы только цифры');
    await user.clear(phone);
    await user.type(phone, '12345');
    await user.click(
      within(section('Контактные данные')).getByRole('button', { name: 'Сохранить' }),
    );
    expect(phone).toHaveAccessibleDescription(
      'Введите телефон в формате +7 (XXX) XXX-XX-XX или 8XXXXXXXXXX',
    );
    expect(state.patches).toEqual([]);
  });

  it('sends the phone as +7 (XXX) XXX-XX-XX and the skills as a list', async () => {
    const state = profileServer();
    const { user } = renderWithApp({ route: '/profile/details', routes });
    await user.click(await screen.findByRole('button', { name: 'Изменить: Контактные данные' }));
    await savePhone(user, '89990001122');
    await waitFor(() => expect(state.patches).toEqual([{ phone: '+7 (999) 000-11-22' }]));

    await user.click(await screen.findByRole('button', { name: 'Изменить: Дополнительно' }));
    const skills = skillsInput();
    await user.type(skills, 'Видео{Enter}');
    await user.click(within(section('Дополнительно')).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(state.patches).toHaveLength(2));
    expect(state.patches[1]).toEqual({
      work_place: 'Креатив и партнёры',
      position: 'Арт-директор',
      skills: ['Брендинг', 'Баннеры', 'Видео'],
    });
  });

  it('shows the server 422 fields beside the fields and stays in edit mode', async () => {
    profileServer();
    server.use(
      http.patch(`${BASE}/profile/me`, () =>
        HttpResponse.json(
          {
            code: 'VALIDATION_ERROR',
            detail: 'invalid',
            fields: { phone: ['Номер уже используется', 'second'] },
          },
          { status: 422 },
        ),
      ),
    );
    const { user, store } = renderWithApp({ route: '/profile/details', routes });
    await user.click(await screen.findByRole('button', { name: 'Изменить: Контактные данные' }));
    const phone = within(section('Контактные данные')).getByLabelText('Телефон');
    await user.click(
      within(section('Контактные данные')).getByRole('button', { name: 'Сохранить' }),
    );
    await waitFor(() => expect(phone).toHaveAccessibleDescription('Номер уже используется'));
    expect(store.getState().profile.edit.contact).toBe(true);
    expect(screen.queryByText('second')).not.toBeInTheDocument();
  });

  it('locks the other tabs while a section is in edit mode', async () => {
    profileServer();
    const { user, path } = renderWithApp({ route: '/profile/details', routes });
    await user.click(await screen.findByRole('button', { name: 'Изменить: Дополнительно' }));

    const tariffTab = screen.getByRole('tab', { name: 'Тариф' });
    expect(tariffTab).toBeDisabled();
    expect(screen.getByRole('tab', { name: 'Личный кабинет' })).toBeDisabled();
    await user.click(tariffTab);
    expect(path()).toBe('/profile/details');
    expect(skillsInput()).toBeInTheDocument();

    await user.click(within(section('Дополнительно')).getByRole('button', { name: 'Отмена' }));
    expect(screen.getByRole('tab', { name: 'Тариф' })).toBeEnabled();
    await user.click(screen.getByRole('tab', { name: 'Тариф' }));
    await waitFor(() => expect(path()).toBe('/profile/tariff'));
    await user.click(screen.getByRole('tab', { name: 'Личный кабинет' }));
    await waitFor(() => expect(path()).toBe('/profile/dashboard'));
  });

  it('asks before any navigation drops unsaved edits, and stays when cancelled', async () => {
    const state = profileServer();
    const { user, path, router } = renderWithApp({ route: '/profile/details', routes });
    await user.click(await screen.findByRole('button', { name: 'Изменить: Дополнительно' }));
    // the top navigation (a link outside the tabs) goes through the router
    void router.navigate('/cloud');
    const dialog = await screen.findByRole('dialog', { name: 'Несохранённые изменения' });
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(path()).toBe('/profile/details');
    expect(skillsInput()).toBeInTheDocument();

    void router.navigate('/cloud');
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Уйти без сохранения',
      }),
    );
    await waitFor(() => expect(path()).toBe('/cloud'));
    expect(state.patches).toEqual([]);
  });
});
