import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { BASE, renderApp, server, toastMessages, setupMsw } from '../test/utils';
import { SignUpPage } from './SignUpPage';

setupMsw();

const routes = [{ path: '/signup', element: <SignUpPage /> }];
const submit = () => screen.getByRole('button', { name: 'Зарегистрироваться' });

describe('SignUpPage', () => {
  it('prefills the e-mail from ?email=', () => {
    renderApp({ route: '/signup?email=anna%40example.ru', routes });
    expect(screen.getByLabelText(/^Email/)).toHaveValue('anna@example.ru');
  });

  it('validates with the product-spec messages', async () => {
    const { user } = renderApp({ route: '/signup', routes });
    await user.click(submit());
    expect(screen.getAllByText('Обязательное поле')).toHaveLength(3);

    await user.type(screen.getByLabelText(/^Email/), 'anna@');
    await user.type(screen.getByLabelText(/^Пароль/), 'abcdefgh');
    await user.type(screen.getByLabelText(/^Подтверждение пароля/), 'abcdefgi');
    await user.click(submit());
    expect(screen.getByText('Введен некорректный адрес')).toBeInTheDocument();
    const password = screen.getByLabelText(/^Пароль/);
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(
      'Пароль должен быть не менее 8 символов, содержать цифры, буквы и спецсимволы',
    );
    expect(screen.getByText('Пароли не совпадают')).toBeInTheDocument();
  });

  it('shows the strength meter as the password is typed', async () => {
    const { user } = renderApp({ route: '/signup', routes });
    const password = screen.getByLabelText(/^Пароль/);
    await user.type(password, 'abc');
    expect(screen.getByText('Слабый')).toBeInTheDocument();
    await user.type(password, 'de1');
    expect(screen.getByText('Средний')).toBeInTheDocument();
    await user.type(password, 'F!');
    expect(screen.getByText('Надёжный')).toBeInTheDocument();
  });

  it('registers, then asks to check the mail and can resend it', async () => {
    let registered: unknown;
    let resent = 0;
    server.use(
      http.post(`${BASE}/auth/register`, async ({ request }) => {
        registered = await request.json();
        return HttpResponse.json(
          { id: 1, email: 'anna@example.ru', is_active: true, is_verified: false },
          { status: 201 },
        );
      }),
      http.post(`${BASE}/resend_verification`, () => {
        resent += 1;
        return HttpResponse.json({ status: 'accepted' }, { status: 202 });
      }),
    );
    const { user, store } = renderApp({ route: '/signup', routes });
    await user.type(screen.getByLabelText(/^Email/), 'anna@example.ru');
    await user.type(screen.getByLabelText(/^Пароль/), 'Secret-123');
    await user.type(screen.getByLabelText(/^Подтверждение пароля/), 'Secret-123');
    await user.click(submit());

    expect(await screen.findByRole('heading', { name: 'Проверьте почту' })).toBeInTheDocument();
    expect(screen.getByText(/anna@example\.ru/)).toBeInTheDocument();
    expect(registered).toEqual({ email: 'anna@example.ru', password: 'Secret-123' });
    expect(store.getState().session.registerLoading).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Отправить письмо еще раз' }));
    expect(await screen.findByText(/Письмо отправлено повторно/)).toBeInTheDocument();
    expect(resent).toBe(1);
  });

  it('shows REGISTER_USER_ALREADY_EXISTS (from `detail`) as a toast', async () => {
    server.use(
      http.post(`${BASE}/auth/register`, () =>
        HttpResponse.json(
          { code: 'BAD_REQUEST', detail: 'REGISTER_USER_ALREADY_EXISTS' },
          { status: 400 },
        ),
      ),
    );
    const { user, store } = renderApp({ route: '/signup?email=anna%40example.ru', routes });
    await user.type(screen.getByLabelText(/^Пароль/), 'Secret-123');
    await user.type(screen.getByLabelText(/^Подтверждение пароля/), 'Secret-123');
    await user.click(submit());
    expect(
      await screen.findByText('Пользователь с таким email уже существует.'),
    ).toBeInTheDocument();
    expect(toastMessages(store)).toEqual(['Пользователь с таким email уже существует.']);
    expect(screen.getByLabelText(/^Email/)).toBeInTheDocument(); // still the form
  });
  it('says why the server refused a password the form accepted (a common one), or the rule', async () => {
    const common = 'Этот пароль слишком распространён, его легко подобрать. Придумайте другой';
    let body: object = {
      code: 'REGISTER_INVALID_PASSWORD',
      detail: 'REGISTER_INVALID_PASSWORD',
      fields: { password: [common] },
    };
    server.use(http.post(`${BASE}/auth/register`, () => HttpResponse.json(body, { status: 400 })));
    const { user, store } = renderApp({ route: '/signup?email=anna%40example.ru', routes });
    await user.type(screen.getByLabelText(/^Пароль/), 'Abcdef12#');
    await user.type(screen.getByLabelText(/^Подтверждение пароля/), 'Abcdef12#');
    await user.click(submit());
    expect(await screen.findByText(common)).toBeInTheDocument();
    expect(toastMessages(store)).toEqual([common]);

    // A server that gives no words of its own: the policy's.
    body = { code: 'REGISTER_INVALID_PASSWORD', detail: 'REGISTER_INVALID_PASSWORD' };
    await user.click(submit());
    const rule = 'Пароль должен быть не менее 8 символов, содержать цифры, буквы и спецсимволы';
    expect(await screen.findByText(rule)).toBeInTheDocument();
  });
});
