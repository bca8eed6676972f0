import { expect, test } from '@playwright/test';

test('the sign-in page carries its title', async ({ page }) => {
  await page.goto('/signin');
  await expect(page).toHaveTitle(/Вход в личный кабинет/);
});

test('an unknown path shows the 404 page', async ({ page }) => {
  const response = await page.goto('/there/is/no/such/page');
  // The server hands every non-API path to the app, which renders its own 404 page.
  expect(response?.status()).toBe(200);
  await expect(page.getByText('Страница не найдена')).toBeVisible();
});

test('the API and the app share one port', async ({ request }) => {
  const health = await request.get('/api/v1/health');
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: 'ok' });
  const init = await request.get('/api/v1/auth/init');
  expect(init.status()).toBe(200);
  expect((await init.json()).product_name).toBe('Креолаб');
});
