import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { BASE, renderApp, server, toastMessages, setupMsw } from '../test/utils';
import { SignInPage } from './SignInPage';
import { SignUpPage } from './SignUpPage';

setupMsw();

const routes = [
  { path: '/signin', element: <SignInPage /> },
  { path: '/signup', element: <SignUpPage /> },
];

async function fillAndSubmit(
  user: ReturnType<typeof renderApp>['user'],
  email = 'anna@example.ru',
  password = 'Secret-123',
) {
  await user.type(screen.getByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Пароль/), password);
  await user.click(screen.getByRole('button', { name: 'Войти' }));
}

describe('SignInPage', () => {
  it('shows the validation messages beside the fields', async () => {
    const { user } = renderApp({ route: '/signin', routes });
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    const email = screen.getByLabelText(/^Email/);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Обязательное поле');
    expect(screen.getAllByText('Обязательное поле')).toHaveLength(2);
    // the first refused field takes focus, so the keyboard is where the message is
    await waitFor(() => expect(email).toHaveFocus());

    await user.type(email, 'anna');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(screen.getByText('Введен некорректный адрес')).toBeInTheDocument();
  });

  it('signs in form-encoded, stores the token in the kreolab cookie and goes to /labs', async () => {
    let sent: { type: string | null; body: string; credentials: string } | undefined;
    server.use(
      http.post(`${BASE}/auth/jwt/login`, async ({ request }) => {
        sent = {
          type: request.headers.get('Content-Type'),
          body: await request.text(),
          credentials: request.credentials,
        };
        return HttpResponse.json({ access_token: 'tok-1', token_type: 'bearer' });
      }),
    );
    const { user, path, store } = renderApp({ route: '/signin', routes });
    await fillAndSubmit(user);

    await waitFor(() => expect(path()).toBe('/labs'));
    expect(sent?.type).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(new URLSearchParams(sent?.body))).toEqual({
      username: 'anna@example.ru',
      password: 'Secret-123',
    });
    expect(sent?.credentials).toBe('include');
    expect(document.cookie).toContain('kreolab=tok-1');
    expect(store.getState().session.token).toBe('tok-1');
    expect(store.getState().session.loginLoading).toBe(false);
  });

  it('shows the catalogue text for bad credentials as a toast and stays', async () => {
    server.use(
      http.post(`${BASE}/auth/jwt/login`, () =>
        HttpResponse.json(
          { code: 'LOGIN_BAD_CREDENTIALS', detail: 'LOGIN_BAD_CREDENTIALS' },
          { status: 400 },
        ),
      ),
    );
    const { user, path, store } = renderApp({ route: '/signin', routes });
    await fillAndSubmit(user);
    expect(
      await screen.findByText('Ошибка авторизации! Проверьте email или пароль.'),
    ).toBeVisible();
    expect(path()).toBe('/signin');
    expect(store.getState().session.token).toBeNull();
    expect(document.cookie).not.toContain('kreolab=');
  });

  it('sends an unverified account to /signup?email=... with the resend notice', async () => {
    let resentFor: unknown;
    server.use(
      http.post(`${BASE}/auth/jwt/login`, () =>
        HttpResponse.json(
          { code: 'LOGIN_USER_NOT_VERIFIED', detail: 'LOGIN_USER_NOT_VERIFIED' },
          { status: 400 },
        ),
      ),
      http.post(`${BASE}/resend_verification`, async ({ request }) => {
        resentFor = await request.json();
        return HttpResponse.json({ status: 'accepted' }, { status: 202 });
      }),
    );
    const { user, path, store } = renderApp({ route: '/signin', routes });
    await fillAndSubmit(user, 'new+user@example.ru');

    await waitFor(() => expect(path()).toBe('/signup?email=new%2Buser%40example.ru'));
    expect(toastMessages(store)).toContain('Учетная запись не активирована.');
    const resend = await screen.findByRole('button', { name: 'Отправить письмо еще раз' });
    const notice = screen
      .getAllByRole('alert')
      .find((el) => el.textContent?.includes('new+user@example.ru'));
    expect(notice).toHaveTextContent('Учетная запись не активирована.');
    await user.click(resend);
    expect(await screen.findByText(/Письмо отправлено повторно/)).toBeInTheDocument();
    expect(resentFor).toEqual({ email: 'new+user@example.ru' });
  });

  it('confirms the address from ?verify=<token> and prefills the e-mail', async () => {
    let token: unknown;
    server.use(
      http.post(`${BASE}/auth/verify`, async ({ request }) => {
        token = await request.json();
        return HttpResponse.json({
          id: 1,
          email: 'anna@example.ru',
          is_active: true,
          is_verified: true,
        });
      }),
    );
    const { path } = renderApp({ route: '/signin?verify=abc', routes });
    expect(await screen.findByText('Адрес подтвержден')).toBeInTheDocument();
    expect(token).toEqual({ token: 'abc' });
    expect(screen.getByLabelText(/^Email/)).toHaveValue('anna@example.ru');
    await waitFor(() => expect(path()).toBe('/signin'));
  });

  it('sends the single-use token once, also under StrictMode', async () => {
    let calls = 0;
    server.use(
      http.post(`${BASE}/auth/verify`, () => {
        calls += 1;
        return HttpResponse.json({ id: 1, email: 'a@b.ru', is_active: true, is_verified: true });
      }),
    );
    renderApp({ route: '/signin?verify=once', routes, strict: true });
    expect(await screen.findByText('Адрес подтвержден')).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it('says so when the verification link is bad or expired', async () => {
    server.use(
      http.post(`${BASE}/auth/verify`, () =>
        HttpResponse.json(
          { code: 'VERIFY_USER_BAD_TOKEN', detail: 'VERIFY_USER_BAD_TOKEN' },
          { status: 400 },
        ),
      ),
    );
    const { store } = renderApp({ route: '/signin?verify=old', routes });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ссылка для подтверждения недействительна или устарела.',
    );
    expect(toastMessages(store)).toEqual([]);
  });

  it('links to sign-up and to password recovery', () => {
    renderApp({ route: '/signin', routes });
    expect(screen.getByRole('link', { name: 'Зарегистрироваться' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(screen.getByRole('link', { name: 'Забыли пароль?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('shows and hides the password', async () => {
    const { user } = renderApp({ route: '/signin', routes });
    const input = screen.getByLabelText(/^Пароль/);
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Показать пароль' }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Скрыть пароль' }));
    expect(input).toHaveAttribute('type', 'password');
  });
});
