import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { baseURL } from '../playwright.config';
import {
  expectNoHorizontalOverflow,
  signIn,
  signUpVerified,
  VIEWPORTS,
  type Account,
} from './helpers';

// Issue 17, «An open API»: a personal access token made in the profile drives the REST API on
// its own (no cookies, no session): upload a creative, run a research, read its result. Revoked
// in the browser, the token is refused on its very next request.
const stamp = Date.now().toString(36);
const user: Account = { email: `e2e-tokens-${stamp}@example.com`, password: 'Tokeny#API2026' };
const fixturesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
/** The engine's first analysis loads its models: a result may take a while. */
const ANALYSIS_TIMEOUT = 120_000;

test('a token from the profile runs a research through the API, and is revoked', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await signUpVerified(request, user);
  await signIn(page, user);

  // --- create the token in the browser; its secret is shown once
  await page.goto('/profile/details');
  const section = page.getByRole('region', { name: 'Токены API' });
  await expect(section.getByText(/Токенов пока нет/)).toBeVisible();
  await section.getByRole('textbox', { name: /Название/ }).fill('Скрипт агентства');
  await section.getByRole('radio', { name: 'Чтение, загрузка и исследования' }).check();
  await section.getByRole('button', { name: 'Создать токен' }).click();
  const warning = section.getByRole('alert');
  await expect(warning).toContainText('больше не будет показан');
  await expect(warning.getByRole('button', { name: 'Скопировать' })).toBeVisible();
  const secret = (await warning.locator('pre').innerText()).trim();
  expect(secret).toMatch(/^kl_[A-Za-z0-9_-]{43}$/);
  await expect(section.getByRole('listitem', { name: 'Скрипт агентства' })).toBeVisible();
  // On a phone the section, the secret included, fits the width.
  await page.setViewportSize(VIEWPORTS.phone);
  await expect(warning).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await page.setViewportSize(VIEWPORTS.desktop);

  // --- the agency's tool: a client with no cookies, only the token
  const tool = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${secret}` },
  });
  const upload = await tool.post('/api/v1/creatives/upload', {
    multipart: {
      files: {
        name: 'баннер-api.jpg',
        mimeType: 'image/jpeg',
        buffer: readFileSync(path.join(fixturesDir, 'banner-a.jpg')),
      },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const creativeId = ((await upload.json()) as { items: { id: number }[] }).items[0]!.id;

  const lab = await tool.post('/api/v1/labs', { data: { name: 'Из API' } });
  expect(lab.status(), await lab.text()).toBe(201);
  const research = await tool.post('/api/v1/analyses', {
    data: {
      type: 'research',
      lab_id: ((await lab.json()) as { id: number }).id,
      name: 'Исследование из скрипта',
      creative_ids: [creativeId],
      settings: { goal: 'awareness', placement: 'banner' },
    },
  });
  expect(research.status(), await research.text()).toBe(201);
  const id = ((await research.json()) as { id: number }).id;
  const start = await tool.post(`/api/v1/analyses/${id}/start`);
  expect(start.status(), await start.text()).toBe(202);

  await expect
    .poll(
      async () => {
        const progress = await tool.get(`/api/v1/analyses/${id}/progress`);
        return ((await progress.json()) as { status: string }).status;
      },
      { timeout: ANALYSIS_TIMEOUT, intervals: [1000] },
    )
    .toBe('done');
  const result = await tool.get(`/api/v1/analyses/${id}/result`);
  expect(result.status()).toBe(200);
  const body = (await result.json()) as { type: string; analysis_id: number; frames: unknown[] };
  expect(body).toMatchObject({ type: 'research', analysis_id: id });
  expect(body.frames.length).toBeGreaterThan(0);

  // the token cannot manage tokens
  const mint = await tool.post('/api/v1/profile/tokens', {
    data: { name: 'Ещё один', scope: 'read', expires_in_days: 1 },
  });
  expect(mint.status()).toBe(403);

  // --- the browser sees the use, then revokes the token after confirming
  await page.reload();
  const row = section.getByRole('listitem', { name: 'Скрипт агентства' });
  await expect(row).toContainText('Последнее использование:');
  await row.getByRole('button', { name: 'Отозвать токен «Скрипт агентства»' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Отозвать' }).click();
  await expect(section.getByText(/Токенов пока нет/)).toBeVisible();

  const after = await tool.get(`/api/v1/analyses/${id}/result`);
  expect(after.status()).toBe(401);
  await tool.dispose();
});

test('the API documentation opens at /api/docs from this server', async ({ page }) => {
  // Redoc's footer always tries a logo from its CDN; the app's CSP refuses it (img-src), so
  // nothing is fetched from another host. Anything else the CSP refuses would be a defect.
  const REDOCLY_LOGO = 'https://cdn.redoc.ly/redoc/logo-mini.svg';
  const fetchedOutside: string[] = [];
  const refused: string[] = [];
  page.on('requestfinished', (r) => {
    if (!r.url().startsWith(baseURL) && !/^(blob|data):/.test(r.url()))
      fetchedOutside.push(r.url());
  });
  page.on('console', (m) => {
    if (
      m.type() === 'error' &&
      /Content Security Policy/i.test(m.text()) &&
      !m.text().includes(REDOCLY_LOGO)
    )
      refused.push(m.text());
  });
  const res = await page.goto('/api/docs');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: /Kreolab API/ }).first()).toBeVisible({
    timeout: 30_000,
  });
  // The token operations are documented in their own tag.
  await page.getByRole('menuitem', { name: 'tokens' }).click();
  await expect(page.getByText('Create a personal access token').first()).toBeVisible();
  expect(fetchedOutside).toEqual([]);
  expect(refused).toEqual([]);
});
