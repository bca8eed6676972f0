import { expect, test, type Page } from '@playwright/test';
import { signIn, signUpVerified } from './helpers';

// The first load of a page fetches the core chunk, the app entry and that page's feature
// chunk only (vite.config.ts, src/pages.tsx): the sign-in page never pulls the charts, the
// lightbox, the PDF viewer or the dropzone, and the app starts without errors (a chunk
// import cycle once broke start-up).
const email = `e2e-bundle-${Date.now().toString(36)}@example.com`;
const password = 'Zagruzka-Kreolab#7';

const FEATURE_CHUNK = /^(auth|cloud|labs|briefs|analysis|profile|PdfSlide)-/;

/** Records the files the page fetches from /assets/, and its uncaught errors. */
function watch(page: Page) {
  const assets: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/')) assets.push(pathname.slice('/assets/'.length));
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const features = () =>
    assets
      .flatMap((file) => FEATURE_CHUNK.exec(file)?.[1] ?? [])
      .sort((a, b) => a.localeCompare(b));
  return { assets, errors, features };
}

test('the first load of /signin fetches the core, the entry and the auth pages only', async ({
  page,
}) => {
  const load = watch(page);
  await page.goto('/signin');
  await expect(page.getByRole('button', { name: 'Войти', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  console.log(`/signin assets: ${load.assets.join(', ')}`);
  expect(load.errors).toEqual([]);
  expect(load.features()).toEqual(['auth']);
  expect(load.assets.some((file) => file.startsWith('vendor-'))).toBe(true);
});

test('the first load of /cloud fetches the cloud pages, not the other features', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  await signUpVerified(request, { email, password });
  await signIn(page, { email, password });
  // A fresh context with the session but an empty cache: a first load of /cloud.
  const context = await browser.newContext({
    baseURL,
    locale: 'ru-RU',
    storageState: await page.context().storageState(),
  });
  const cloud = await context.newPage();
  const load = watch(cloud);
  await cloud.goto('/cloud');
  await expect(cloud).toHaveTitle(/Облако/);
  await expect(cloud.getByRole('heading', { level: 1 })).toBeVisible();
  await cloud.waitForLoadState('networkidle');
  console.log(`/cloud assets: ${load.assets.join(', ')}`);
  expect(load.errors).toEqual([]);
  expect(load.features()).toEqual(['cloud']);
  await context.close();
});

test('a page whose code did not arrive reloads by itself once the server answers', async ({
  page,
  request,
}) => {
  const account = { email: `e2e-chunk-${Date.now().toString(36)}@example.com`, password };
  await signUpVerified(request, account);
  await signIn(page, account);
  // The server gone under an open app: no page code, no answer to the health check.
  const gone = /\/assets\/.*\.js$|\/api\/v1\/health$/;
  await page.route(gone, (route) => route.abort());
  await page.getByRole('link', { name: 'Облако' }).first().click();
  await expect(page.getByRole('button', { name: 'Обновить страницу' })).toBeVisible();
  await expect(page.getByText(/Страница обновится сама, как только сервер ответит/)).toBeVisible();
  // Back: the page reloads and opens the cloud without the user's press.
  await page.unroute(gone);
  await expect(page.getByRole('heading', { level: 1, name: 'Облако' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page).toHaveURL(/\/cloud$/);
});
