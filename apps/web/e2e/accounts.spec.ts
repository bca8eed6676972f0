import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { apiLogin, signIn as signInAs, signUpVerified, type Account } from './helpers';
import { linkFromOutbox } from './outbox';

// One new user end to end: sign-up → the link from the outbox → sign-in → /labs →
// logout → forgotten password → the reset link → sign-in with the new password.
const email = `e2e-${Date.now().toString(36)}@example.com`;
const password = 'Pervyi-Kreolab#1';
const newPassword = 'Vtoroi-Kreolab#2';

const passwordField = (page: Page, label: RegExp) => page.getByLabel(label).first();

async function signIn(page: Page, withPassword: string) {
  await page.goto('/signin');
  await page.getByLabel(/^Email/).fill(email);
  await passwordField(page, /^Пароль/).fill(withPassword);
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
}

test('a new user signs up, verifies, signs in, logs out, resets the password, signs in again', async ({
  page,
  baseURL,
}) => {
  // Sign up.
  await page.goto('/signup');
  await expect(page).toHaveTitle(/Регистрация/);
  await page.getByLabel(/^Email/).fill(email);
  // A common password meets the form's rule; the server's refusal says what is wrong with it.
  await passwordField(page, /^Пароль/).fill('Abcdef12#');
  await passwordField(page, /^Подтверждение пароля/).fill('Abcdef12#');
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(page.getByText(/Этот пароль слишком распространён/)).toBeVisible();
  await passwordField(page, /^Пароль/).fill(password);
  await passwordField(page, /^Подтверждение пароля/).fill(password);
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(page.getByText('Проверьте почту')).toBeVisible();

  // The verification link from the outbox, built from PUBLIC_URL.
  const verify = await linkFromOutbox(email, '/signin');
  expect(verify.url.origin).toBe(new URL(baseURL!).origin);
  await page.goto(verify.url.toString());
  await expect(page.getByText('Адрес подтвержден', { exact: true })).toBeVisible();
  await expect(page).not.toHaveURL(/verify=/);

  // Sign in → /labs.
  await expect(page.getByLabel(/^Email/)).toHaveValue(email);
  await passwordField(page, /^Пароль/).fill(password);
  await page.screenshot({ path: '/tmp/kreolab-e2e-signin.png', fullPage: true });
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await expect(page).toHaveURL(/\/labs$/);
  await expect(page).toHaveTitle(/Лаборатории/);
  await page.screenshot({ path: '/tmp/kreolab-e2e-labs.png', fullPage: true });

  // A reload keeps the session (cookie → auth check).
  await page.reload();
  await expect(page).toHaveURL(/\/labs$/);

  // Logout.
  await page.getByRole('button', { name: /Учётная запись/ }).click();
  await page.getByRole('menuitem', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await page.goto('/labs');
  await expect(page).toHaveURL(/\/signin$/);

  // Forgotten password.
  await page.getByRole('link', { name: 'Забыли пароль?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByRole('button', { name: 'Отправить ссылку' }).click();
  await expect(page.getByText('Проверьте почту')).toBeVisible();

  // The reset link from the outbox; a new password.
  const reset = await linkFromOutbox(email, '/reset-password', { after: verify.seen });
  await page.goto(reset.url.toString());
  await expect(page).toHaveTitle(/Смена пароля/);
  await passwordField(page, /^Новый пароль/).fill(newPassword);
  await passwordField(page, /^Подтверждение пароля/).fill(newPassword);
  await page.getByRole('button', { name: 'Сменить пароль' }).click();
  await expect(page.getByText('Пароль изменен', { exact: true })).toBeVisible();

  // The old password no longer works; the new one does.
  await signIn(page, password);
  await expect(page.getByText('Ошибка авторизации! Проверьте email или пароль.')).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);
  await signIn(page, newPassword);
  await expect(page).toHaveURL(/\/labs$/);

  // A page opened without a session (a bookmark, a colleague's link) is where signing in leads.
  await page.context().clearCookies();
  await page.goto('/profile/tariff');
  await expect(page).toHaveURL(/\/signin$/);
  await page.getByLabel(/^Email/).fill(email);
  await passwordField(page, /^Пароль/).fill(newPassword);
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await expect(page).toHaveURL(/\/profile\/tariff$/);
});

// A shared computer: what the browser keeps for one user (the creatives selected for a research,
// with their file names, in localStorage; a brief's unsaved form in the tab) is not the next
// user's to see, even after «Выйти».
test('the next person to sign in at this browser finds nothing of the last one', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const anna: Account = { email: `e2e-anna-${stamp}@example.com`, password: 'Anna-Kreolab#3' };
  const boris: Account = { email: `e2e-boris-${stamp}@example.com`, password: 'Boris-Kreolab#4' };
  const labOf = async (account: Account) => {
    await signUpVerified(request, account);
    const headers = await apiLogin(request, account);
    const lab = await request.post('/api/v1/labs', { headers, data: { name: 'Весна' } });
    expect(lab.status()).toBe(201);
    return { headers, lab: (await lab.json()).id as number };
  };
  const a = await labOf(anna);
  const b = await labOf(boris);
  const secret = 'тайный-клиент.jpg';
  const fixture = path.join(
    path.dirname(fileURLToPath(import.meta.url)),
    'fixtures',
    'banner-a.jpg',
  );
  const up = await request.post('/api/v1/creatives/upload', {
    headers: a.headers,
    multipart: { files: { name: secret, mimeType: 'image/jpeg', buffer: readFileSync(fixture) } },
  });
  expect(up.status()).toBe(201);

  // Anna picks her creative for a research, then leaves.
  await signInAs(page, anna);
  await page.goto(`/labs/${a.lab}/researches/new/details`);
  await page.getByRole('checkbox', { name: `Выбрать «${secret}»` }).click();
  await expect(page.getByTestId('selected-creatives')).toContainText(secret);
  await page.getByRole('button', { name: /Учётная запись/ }).click();
  await page.getByRole('menuitem', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/\/signin$/);

  // Boris signs in at the same browser: his research starts from nothing.
  await signInAs(page, boris);
  await page.goto(`/labs/${b.lab}/researches/new/details`);
  await expect(page.getByText('Креативы не выбраны.', { exact: false })).toBeVisible();
  await expect(page.getByText(secret)).toHaveCount(0);
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(secret);
});
