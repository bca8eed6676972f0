import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  apiLogin,
  expectAccessible,
  expectNoHorizontalOverflow,
  savedResearchViaApi,
  signIn,
  signUpVerified,
  VIEWPORTS,
  type Account,
} from './helpers';

// Issue 17, part 3: the owner shares a saved research by a link; a guest with no account (a fresh
// browser context, no cookies) opens it, sees the result and downloads the PDF report; the owner
// revokes the link and the guest is refused; a link past its expiry is refused too. A comparison
// is shared the same way, and the guest sees every variant's heatmap.
const stamp = Date.now().toString(36);
const user: Account = { email: `e2e-share-${stamp}@example.com`, password: 'Podelitsya#2026' };
const fixturesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
/** The engine's first analysis loads its models: a result may take a while. */
const ANALYSIS_TIMEOUT = 150_000;

/** A lab with one saved research of the banner, through the API; answers the result's path. */
async function savedResearch(request: APIRequestContext, headers: Record<string, string>) {
  const lab = await request.post('/api/v1/labs', { headers, data: { name: 'Для гостей' } });
  expect(lab.status()).toBe(201);
  const labId = (await lab.json()).id as number;
  const id = await savedResearchViaApi(
    request,
    headers,
    labId,
    {
      name: 'баннер.jpg',
      mimeType: 'image/jpeg',
      buffer: readFileSync(path.join(fixturesDir, 'banner-a.jpg')),
    },
    'Баннер для гостей',
    ANALYSIS_TIMEOUT,
  );
  return { id, url: `/labs/${labId}/researches/${id}/result` };
}

/** Errors a page throws; a refused link's 404 in the console is expected, not a fault. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && !/status of (404|403)/.test(m.text()))
      errors.push(`console: ${m.text()} (${m.location().url})`);
  });
  return errors;
}

test('share a saved research by a link: guest view and report, revoke, expiry', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(360_000);
  await signUpVerified(request, user);
  const headers = await apiLogin(request, user);
  const research = await savedResearch(request, headers);
  const ownerErrors = watchErrors(page);

  // The owner makes a 7-day link from the result page.
  await signIn(page, user);
  await page.goto(research.url);
  await page.getByRole('button', { name: 'Поделиться' }).click();
  const dialog = page.getByRole('dialog', { name: 'Поделиться результатом' });
  await expect(dialog.getByText('Ссылок пока нет.')).toBeVisible();
  await dialog.getByText('7 дней').click();
  await dialog.getByRole('button', { name: 'Создать ссылку' }).click();
  const field = dialog.getByLabel('Ссылка для гостя');
  await expect(field).toHaveValue(/\/s\/[A-Za-z0-9_-]{43}$/);
  const link = await field.inputValue();
  await expect(dialog.getByTestId('share-link-row')).toHaveCount(1);
  await expect(dialog.getByTestId('share-link-row')).toContainText('Просмотров: 0');

  // A guest: a fresh browser context, no cookies, no token, at a phone's width.
  const guestContext = await browser.newContext({ viewport: VIEWPORTS.phone });
  const guest = await guestContext.newPage();
  const guestErrors = watchErrors(guest);
  const response = await guest.goto(link);
  expect(response!.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(response!.headers()['referrer-policy']).toBe('no-referrer');
  await expect(guest.getByRole('heading', { name: 'Результат исследования' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(guest.getByText('Баннер для гостей').first()).toBeVisible();
  // the score is for the research's goal and placement, as on the owner's page
  await expect(
    guest.getByText('Общая оценка для цели «Узнаваемость» на площадке «Лента соцсетей»'),
  ).toBeVisible();
  await expect(guest.getByRole('img', { name: 'Тепловая карта внимания' })).toBeVisible();
  await expect(guest.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  // Nothing of the owner's account: no navigation to the cloud, labs or profile.
  await expect(guest.getByRole('link', { name: /Облако|Лаборатории|Профиль/ })).toHaveCount(0);
  await expect(guest.getByText(user.email)).toHaveCount(0);
  await expectNoHorizontalOverflow(guest);
  const [download] = await Promise.all([
    guest.waitForEvent('download'),
    guest.getByRole('link', { name: 'Скачать отчёт PDF' }).click(),
  ]);
  const pdf = readFileSync((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  // The owner sees the view and revokes the link, with a confirmation.
  await page.reload();
  await page.getByRole('button', { name: 'Поделиться' }).click();
  const row = page
    .getByRole('dialog', { name: 'Поделиться результатом' })
    .getByTestId('share-link-row');
  await expect(row).toContainText('Просмотров: 1');
  await row.getByRole('button', { name: 'Отозвать' }).click();
  const confirm = page.getByRole('dialog', { name: 'Отозвать ссылку?' });
  await confirm.getByRole('button', { name: 'Отозвать' }).click();
  await expect(row).toContainText('Отозвана');
  // The dialog and the result page with its actions fit a phone's width.
  await page.setViewportSize(VIEWPORTS.phone);
  await expect(row).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await page.keyboard.press('Escape');
  await expectNoHorizontalOverflow(page);

  // The guest is refused now, with a clear page.
  await guest.reload();
  await expect(guest.getByRole('heading', { name: 'Ссылка недействительна' })).toBeVisible();
  await expect(guest.getByRole('img', { name: 'Тепловая карта внимания' })).toHaveCount(0);

  // A link past its expiry is refused too (the API makes one that expires in 3 seconds).
  const short = await request.post(`/api/v1/analyses/${research.id}/shares`, {
    headers,
    data: { expires_at: new Date(Date.now() + 3000).toISOString() },
  });
  expect(short.status(), await short.text()).toBe(201);
  const shortToken = (await short.json()).token as string;
  await guest.waitForTimeout(3500);
  await guest.goto(`/s/${shortToken}`);
  await expect(guest.getByRole('heading', { name: 'Ссылка недействительна' })).toBeVisible();

  await guestContext.close();
  expect(guestErrors, guestErrors.join('\n')).toEqual([]);
  expect(ownerErrors, ownerErrors.join('\n')).toEqual([]);
});

test('share a comparison by a link: the guest sees both variants with their heatmaps', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(420_000);
  // Its own user: two researches and the comparison use the trial's three analyses.
  const owner: Account = { ...user, email: `e2e-share-cmp-${stamp}@example.com` };
  await signUpVerified(request, owner);
  const headers = await apiLogin(request, owner);
  const lab = await request.post('/api/v1/labs', { headers, data: { name: 'Весна' } });
  expect(lab.status()).toBe(201);
  const labId = (await lab.json()).id as number;
  const ids: number[] = [];
  for (const [file, name] of [
    ['banner-a.jpg', 'Баннер А'],
    ['banner-b.jpg', 'Баннер Б'],
  ] as const)
    ids.push(
      await savedResearchViaApi(
        request,
        headers,
        labId,
        {
          name: file,
          mimeType: 'image/jpeg',
          buffer: readFileSync(path.join(fixturesDir, file)),
        },
        name,
        ANALYSIS_TIMEOUT,
      ),
    );
  const made = await request.post('/api/v1/analyses', {
    headers,
    data: { type: 'comparison', lab_id: labId, name: 'А против Б', research_ids: ids },
  });
  expect(made.status(), await made.text()).toBe(201);
  const comparison = (await made.json()).id as number;
  expect((await request.post(`/api/v1/analyses/${comparison}/start`, { headers })).status()).toBe(
    202,
  );
  await expect
    .poll(
      async () =>
        (await (await request.get(`/api/v1/analyses/${comparison}/progress`, { headers })).json())
          .status,
      { timeout: ANALYSIS_TIMEOUT, intervals: [1000] },
    )
    .toBe('done');
  const ownerErrors = watchErrors(page);

  await signIn(page, owner);
  await page.goto(`/labs/${labId}/comparisons/${comparison}/result`);
  await page.getByRole('button', { name: 'Поделиться' }).click();
  const dialog = page.getByRole('dialog', { name: 'Поделиться результатом' });
  await dialog.getByRole('button', { name: 'Создать ссылку' }).click();
  const field = dialog.getByLabel('Ссылка для гостя');
  await expect(field).toHaveValue(/\/s\/[A-Za-z0-9_-]{43}$/);
  const link = await field.inputValue();
  const linkId = (
    (await (await request.get(`/api/v1/analyses/${comparison}/shares`, { headers })).json())
      .items[0] as { id: number }
  ).id;

  for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
    const guestContext = await browser.newContext({ viewport });
    const guest = await guestContext.newPage();
    const guestErrors = watchErrors(guest);
    await guest.goto(link);
    await expect(guest.getByRole('heading', { name: 'Результат сравнения' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(guest.getByText('А против Б').first()).toBeVisible();
    for (const variant of ['А', 'Б'])
      await expect(
        guest.getByRole('img', { name: `Тепловая карта: Вариант ${variant}, кадр 1` }),
      ).toBeVisible();
    await expect(guest.getByRole('link', { name: /Облако|Лаборатории|Профиль/ })).toHaveCount(0);
    await expect(guest.getByText(owner.email)).toHaveCount(0);
    await expectNoHorizontalOverflow(guest);
    await expectAccessible(guest, `a shared comparison at ${viewport.width} px`);
    await guest.screenshot({
      path: `/tmp/kreolab-e2e-shared-comparison-${viewport.width}.png`,
      fullPage: true,
    });
    if (viewport === VIEWPORTS.phone) {
      const [download] = await Promise.all([
        guest.waitForEvent('download'),
        guest.getByRole('link', { name: 'Скачать отчёт PDF' }).click(),
      ]);
      expect(
        readFileSync((await download.path())!)
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
      // Revoked: the guest's next load is refused.
      const revoked = await request.delete(`/api/v1/analyses/${comparison}/shares/${linkId}`, {
        headers,
      });
      expect(revoked.status()).toBe(204);
      await guest.reload();
      await expect(guest.getByRole('heading', { name: 'Ссылка недействительна' })).toBeVisible();
    }
    await guestContext.close();
    expect(guestErrors, guestErrors.join('\n')).toEqual([]);
  }
  expect(ownerErrors, ownerErrors.join('\n')).toEqual([]);
});
