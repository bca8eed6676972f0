import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { BASE, renderApp, server, toastMessages, setupMsw } from '../test/utils';
import { ForgotPasswordPage } from './ForgotPasswordPage';

setupMsw();

const routes = [{ path: '/forgot-password', element: <ForgotPasswordPage /> }];
const NEUTRAL =
  'Если адрес зарегистрирован, мы отправили на него письмо со ссылкой для смены пароля.';

async function request(user: ReturnType<typeof renderApp>['user'], email: string) {
  await user.type(screen.getByLabelText(/^Email/), email);
  await user.click(screen.getByRole('button', { name: 'Отправить ссылку' }));
}

describe('ForgotPasswordPage', () => {
  it('validates the e-mail', async () => {
    const { user } = renderApp({ route: '/forgot-password', routes });
    await user.click(screen.getByRole('button', { name: 'Отправить ссылку' }));
    expect(screen.getByText('Обязательное поле')).toBeInTheDocument();
    await request(user, 'nope');
    expect(screen.getByText('Введен некорректный адрес')).toBeInTheDocument();
  });

  it('always answers with the neutral confirmation', async () => {
    let body: unknown;
    server.use(
      http.post(`${BASE}/auth/forgot-password`, async ({ request: r }) => {
        body = await r.json();
        return HttpResponse.json({ status: 'accepted' }, { status: 202 });
      }),
    );
    const { user, store } = renderApp({ route: '/forgot-password', routes });
    await request(user, 'anna@example.ru');
    expect(await screen.findByText(NEUTRAL)).toBeInTheDocument();
    expect(body).toEqual({ email: 'anna@example.ru' });
    expect(store.getState().session.forgotLoading).toBe(false);
    expect(toastMessages(store)).toEqual([]);
  });

  it('shows no toast when the call fails, only the same confirmation', async () => {
    server.use(
      http.post(`${BASE}/auth/forgot-password`, () =>
        HttpResponse.json({ code: 'REQUEST_RATE_LIMIT' }, { status: 429 }),
      ),
    );
    const { user, store } = renderApp({ route: '/forgot-password', routes });
    await request(user, 'anna@example.ru');
    expect(await screen.findByText(NEUTRAL)).toBeInTheDocument();
    expect(toastMessages(store)).toEqual([]);
    expect(screen.queryByTestId('toast')).toBeNull();
  });
});
