import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { BASE, renderApp, server, toastMessages, setupMsw } from '../test/utils';
import { ResetPasswordPage } from './ResetPasswordPage';

setupMsw();

const routes = [{ path: '/reset-password', element: <ResetPasswordPage /> }];

async function choose(user: ReturnType<typeof renderApp>['user'], pw: string, again = pw) {
  await user.type(screen.getByLabelText(/^Новый пароль/), pw);
  await user.type(screen.getByLabelText(/^Подтверждение пароля/), again);
  await user.click(screen.getByRole('button', { name: 'Сменить пароль' }));
}

describe('ResetPasswordPage', () => {
  it('validates the new password and its confirmation', async () => {
    const { user } = renderApp({ route: '/reset-password?token=t', routes });
    await choose(user, 'short', 'other');
    expect(
      screen.getByText(
        'Пароль должен быть не менее 8 символов, содержать цифры, буквы и спецсимволы',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Пароли не совпадают')).toBeInTheDocument();
    expect(screen.getByText('Слабый')).toBeInTheDocument();
  });

  it('changes the password and links to sign-in', async () => {
    let body: unknown;
    server.use(
      http.post(`${BASE}/auth/reset-password`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ status: 'ok' });
      }),
    );
    const { user, store } = renderApp({ route: '/reset-password?token=good', routes });
    await choose(user, 'NewSecret-1');
    expect(await screen.findByText(/Пароль успешно изменен/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/signin');
    expect(body).toEqual({ token: 'good', password: 'NewSecret-1' });
    expect(store.getState().session.resetLoading).toBe(false);
  });

  it('shows a bad token inline, without a toast', async () => {
    server.use(
      http.post(`${BASE}/auth/reset-password`, () =>
        HttpResponse.json(
          { code: 'RESET_PASSWORD_BAD_TOKEN', detail: 'RESET_PASSWORD_BAD_TOKEN' },
          { status: 400 },
        ),
      ),
    );
    const { user, store } = renderApp({ route: '/reset-password?token=old', routes });
    await choose(user, 'NewSecret-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ссылка для смены пароля недействительна или устарела.',
    );
    expect(screen.getByRole('link', { name: 'Запросить новую ссылку' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(toastMessages(store)).toEqual([]);
  });

  it("shows a refused password in the server's words beside the field, without a toast", async () => {
    const common = 'Этот пароль слишком распространён, его легко подобрать. Придумайте другой';
    server.use(
      http.post(`${BASE}/auth/reset-password`, () =>
        HttpResponse.json(
          {
            code: 'RESET_PASSWORD_INVALID_PASSWORD',
            detail: 'RESET_PASSWORD_INVALID_PASSWORD',
            fields: { password: [common] },
          },
          { status: 400 },
        ),
      ),
    );
    const { user, store } = renderApp({ route: '/reset-password?token=t', routes });
    await choose(user, 'Qwerty123!');
    expect(await screen.findByLabelText(/^Новый пароль/)).toHaveAccessibleDescription(common);
    expect(toastMessages(store)).toEqual([]);
  });

  it('says the link is bad when it has no token at all', () => {
    renderApp({ route: '/reset-password', routes });
    expect(screen.getByRole('alert')).toHaveTextContent('Ссылка для смены пароля недействительна');
    expect(screen.queryByLabelText(/^Новый пароль/)).toBeNull();
  });
});
