import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible, signIn, signUpVerified } from './helpers';

// Profile, tariffs and payments end to end: a promo code with its live check →
// pay by card on the test provider's checkout → the tariff changes → a gift certificate →
// an invoice for a company, downloaded as a PDF.
const stamp = Date.now().toString(36);
const email = `e2e-pay-${stamp}@example.com`;
const password = 'Tretii-Kreolab#3';
const promo = `E2E-${stamp}`.toUpperCase();
const certificate = `GIFT-${stamp}`.toUpperCase();

async function adminCall(request: APIRequestContext, path: string, data: object) {
  const res = await request.post(`/api/v1/admin${path}`, {
    headers: { authorization: `Bearer ${process.env.E2E_ADMIN_TOKEN}` },
    data,
  });
  expect(res.status(), await res.text()).toBe(201);
  return res.json();
}

test('promo → card payment on the test checkout → tariff changes → certificate → invoice PDF', async ({
  page,
  request,
}) => {
  await signUpVerified(request, { email, password });
  await signIn(page, { email, password });

  // The admin's promo code (10 % off) and a gift certificate of 25 generations.
  const start = await page.evaluate(async () => {
    const token = document.cookie.match(/(?:^|; )kreolab=([^;]+)/)?.[1];
    const res = await fetch('/api/v1/tariffs', { headers: { authorization: `Bearer ${token}` } });
    return ((await res.json()).tariffs as { id: number; name: string }[]).find(
      (t) => t.name === 'Старт',
    )!;
  });
  await adminCall(request, '/promocodes', {
    code: promo,
    discount_percent: 10,
    max_uses_per_user: 1,
  });
  await adminCall(request, '/certificates', {
    code: certificate,
    tariff_id: start.id,
    generation_count: 25,
  });

  // The tariff page: the trial is current; choose «Старт».
  await page.goto('/profile/tariff');
  await expect(page).toHaveTitle(/Профиль/);
  await expect(page.locator('[aria-label="Пробный"]')).toHaveAttribute('aria-current', 'true');
  await page.getByRole('button', { name: /: Старт$/ }).click();

  // The promo code's live check: 990 ₽ − 99 ₽ = 891 ₽.
  await page.getByLabel('Промокод').first().fill(promo.toLowerCase());
  const summary = page.getByTestId('price-summary');
  await expect(summary).toContainText('Скидка');
  await expect(summary).toContainText('891');

  // Pay by card: the test checkout page on our host, «Оплатить», back to the tariff page.
  await page.getByRole('button', { name: 'Оплатить картой' }).click();
  await expect(page).toHaveURL(/\/api\/v1\/payments\/test-checkout\//);
  await expect(page.getByText('891,00 ₽')).toBeVisible();
  await page.screenshot({ path: '/tmp/kreolab-e2e-checkout.png', fullPage: true });
  await expectAccessible(page, 'the test checkout');
  await page.getByRole('button', { name: 'Оплатить' }).click();
  await expect(page).toHaveURL(/\/profile\/tariff\?payment=\d+$/);
  await expect(page.getByText('Оплата прошла успешно. Тариф обновлён.')).toBeVisible();
  await expect(page.locator('[aria-label="Старт"][aria-current="true"]')).toBeVisible();

  // The promo code was for one use per user: checking it again is refused.
  await page.getByLabel('Промокод').first().fill(promo);
  await expect(page.getByText('Исправьте или удалите промокод')).toBeVisible();
  await page.getByLabel('Промокод').first().fill('');

  // The certificate: check, then apply.
  await page.getByLabel('Код сертификата').fill(certificate);
  await page.getByRole('button', { name: 'Проверить' }).click();
  await expect(page.getByText(/25 генераций/)).toBeVisible();
  await page.getByRole('button', { name: 'Активировать' }).click();
  await expect(page.getByText('Сертификат активирован')).toBeVisible();

  // The dashboard shows the new balance: 100 (Старт) + 10 (trial kept) + 25 (certificate).
  await page.goto('/profile/dashboard');
  await expect(page.getByText(/135 из 135/)).toBeVisible();

  // An invoice for a company, downloaded as a PDF.
  await page.goto('/profile/tariff');
  await page.getByRole('button', { name: 'Счёт для юрлица' }).click();
  const invoice = page.locator('section[aria-labelledby="invoice-title"]');
  await invoice.getByLabel(/Название организации/).fill('ООО «Ромашка»');
  await invoice.getByLabel(/^ИНН/).fill('7707083893');
  await invoice.getByLabel(/^КПП/).fill('773601001');
  await invoice.getByLabel(/Юридический адрес/).fill('101000, г. Москва, ул. Мясницкая, д. 1');
  await invoice.getByLabel(/Email для счёта/).fill(`buh-${stamp}@example.com`);
  await invoice.getByRole('button', { name: 'Выставить счёт' }).click();
  await expect(invoice.getByText(/Счёт № \d+ выставлен и отправлен на почту/)).toBeVisible();
  await page.screenshot({ path: '/tmp/kreolab-e2e-tariff.png', fullPage: true });
  await expectAccessible(page, 'the tariff page');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    invoice.getByRole('link', { name: 'Скачать счёт (PDF)' }).click(),
  ]);
  const file = await download.path();
  expect(readFileSync(file!).subarray(0, 5).toString()).toBe('%PDF-');
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
});
