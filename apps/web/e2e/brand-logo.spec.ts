import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  apiLogin,
  expectAccessible,
  expectNoHorizontalOverflow,
  failOnPageErrors,
  savedResearchViaApi,
  signIn,
  signUpVerified,
  VIEWPORTS,
  type Account,
} from './helpers';

// A brand drawn as a picture, on the real engine: a research names «Морской бриз», which no line
// of the banner reads as, so its score counts the brand's share unknown and the result offers to
// mark the logo; the offer opens a new draft of the same creative, the logo is dragged over the
// image, and the new result takes that area as the brand («Логотип» in «Области», the audience's
// brand share the same), no longer unread. Two analyses of the trial tariff's three.
const stamp = Date.now().toString(36);
const user: Account = { email: `e2e-logo-${stamp}@example.com`, password: 'Logotip#2026' };
const fixturesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
/** The engine's first analysis loads its models: a result may take a while. */
const ANALYSIS_TIMEOUT = 120_000;
const BRAND = 'Морской бриз';

failOnPageErrors();

/** Drags the mouse over `surface` from one point to another, each in fractions of its box. */
async function drag(page: Page, surface: Locator, from: [number, number], to: [number, number]) {
  const box = (await surface.boundingBox())!;
  const at = ([x, y]: [number, number]) => [box.x + box.width * x, box.y + box.height * y] as const;
  await page.mouse.move(...at(from));
  await page.mouse.down();
  // in two legs, as a hand moves: the marker follows the pointer, not only its end
  await page.mouse.move(...at([(from[0] + to[0]) / 2, (from[1] + to[1]) / 2]), { steps: 4 });
  await page.mouse.move(...at(to), { steps: 4 });
  await page.mouse.up();
}

test('an unread brand → mark its logo in a new draft → the result counts the logo', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await signUpVerified(request, user);
  const headers = await apiLogin(request, user);
  // the first research through the API: a lab, the banner, the brand it does not carry
  const lab = (
    await (await request.post('/api/v1/labs', { headers, data: { name: 'Бренд' } })).json()
  ).id as number;
  const first = await savedResearchViaApi(
    request,
    headers,
    lab,
    {
      name: 'бриз.jpg',
      mimeType: 'image/jpeg',
      buffer: readFileSync(path.join(fixturesDir, 'banner-a.jpg')),
    },
    'Бриз',
    ANALYSIS_TIMEOUT,
    { goal: 'awareness', placement: 'social_feed', brand: BRAND },
  );

  // The result says the brand was not read and offers to mark the logo.
  await signIn(page, user);
  await page.goto(`/labs/${lab}/researches/${first}/result`);
  const notice = page.getByRole('alert', { name: 'Отметьте логотип, чтобы посчитать бренд' });
  await expect(notice).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('score-range-text')).toContainText('бренд на макете не распознан');
  await expectAccessible(page, 'a result whose brand was not read');
  await notice.getByRole('button', { name: 'Отметить логотип в новом исследовании' }).click();

  // A new draft of the same creative and brand, opened on its form.
  await expect(page).toHaveURL(/\/researches\/(\d+)\/details$/);
  const second = Number(/researches\/(\d+)\/details$/.exec(page.url())![1]);
  expect(second).not.toBe(first);
  await expect(page.getByLabel(/Название исследования/)).toHaveValue('Бриз — с логотипом');
  await expect(page.getByTestId('selected-creatives')).toContainText('бриз.jpg');
  await expect(page.getByRole('textbox', { name: /^Бренд/ })).toHaveValue(BRAND);

  // The logo is dragged over the image: «Креолаб» in its lower left corner, about a third wide.
  await page.getByRole('button', { name: 'Отметить логотип на креативе «бриз.jpg»' }).click();
  const dialog = page.getByRole('dialog', { name: 'Где логотип бренда: бриз.jpg' });
  const surface = dialog.getByTestId('logo-marker');
  await expect(surface.getByRole('img', { name: 'Креатив «бриз.jpg»' })).toBeVisible();
  await expect
    .poll(() =>
      surface
        .getByRole('img')
        .evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0),
    )
    .toBe(true);
  await drag(page, surface, [0.05, 0.82], [0.36, 0.95]);
  await expect(dialog.getByTestId('logo-rect')).toBeVisible();
  // the numbers follow the drag, in the image's pixels (480 × 480)
  await expect(dialog.getByRole('textbox', { name: 'Ширина' })).toHaveValue(/^1[45]\d$/);
  await expectAccessible(page, 'the logo dialog');
  await page.setViewportSize(VIEWPORTS.phone);
  await expectNoHorizontalOverflow(page);
  await page.setViewportSize(VIEWPORTS.desktop);
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && r.url().endsWith(`/api/v1/analyses/${second}`),
  );
  await dialog.getByRole('button', { name: 'Сохранить область' }).click();
  await expect(dialog).toBeHidden();
  expect((await saved).status()).toBe(200);
  await expect(
    page.getByRole('button', { name: 'Логотип отмечен на креативе «бриз.jpg», изменить' }),
  ).toBeVisible();
  // kept in the draft: a reload finds it
  await page.reload();
  await expect(
    page.getByRole('button', { name: 'Логотип отмечен на креативе «бриз.jpg», изменить' }),
  ).toBeVisible();
  const draft = await (await request.get(`/api/v1/analyses/${second}`, { headers })).json();
  expect(draft.settings.brand_areas).toHaveLength(1);
  expect(draft.settings.brand_areas[0].y).toBeCloseTo(0.82, 1);
  expect(draft.settings.brand_areas[0].width).toBeCloseTo(0.31, 1);

  // the progress page hands over to the result; with the engine warm the research may finish
  // before a check of the progress page's address, so only the result is waited for
  await page.getByRole('button', { name: 'Запустить' }).click();
  await expect(page).toHaveURL(new RegExp(`/researches/${second}/result$`), {
    timeout: ANALYSIS_TIMEOUT,
  });

  // The logo is the brand: listed as «Логотип», the score no longer counts it unknown.
  await expect(page.getByRole('region', { name: 'Общая оценка' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('Отметьте логотип, чтобы посчитать бренд')).toHaveCount(0);
  await expect(page.getByText(`Бренд «${BRAND}» на макете не распознан`)).toHaveCount(0);
  await expect(page.getByTestId('score-range-text')).not.toContainText('не распознан');
  await page.getByRole('tab', { name: 'Области' }).click();
  const table = page.getByRole('table', { name: 'Области внимания' });
  const logo = table.getByRole('row', { name: new RegExp(`Логотип.*Бренд.*«${BRAND}»`) });
  await expect(logo).toBeVisible();
  // the broad audience's noticed brand is the logo area's seen share (the union of the brand's
  // regions, never below one of them), so the two tabs give one figure
  const cellOf = async (t: typeof table, row: typeof logo, column: string) => {
    const at = (await t.locator('thead th').allInnerTexts()).indexOf(column);
    expect(at, column).toBeGreaterThanOrEqual(0);
    return (await row.locator('th, td').nth(at).innerText()).match(/^\d+\s%/)?.[0];
  };
  const seen = await cellOf(table, logo, 'Заметят');
  expect(seen).toMatch(/^\d+\s%$/);
  await page.getByRole('tab', { name: 'Аудитория' }).click();
  const audience = page.getByRole('table', { name: 'Аудитория' });
  const broad = audience.getByRole('row', { name: /Широкая аудитория/ });
  expect(await cellOf(audience, broad, 'Бренд')).toBe(seen);
  await page.setViewportSize(VIEWPORTS.phone);
  await expectNoHorizontalOverflow(page);
});

// A catalogue whose logo is on one page alone: the dialog draws each page of the PDF from the
// file (the cloud's preview is only the first page, 320 px), the user turns to the second page,
// marks the logo there and unticks «all pages»; the draft keeps the area for that page.
test('a PDF’s logo page by page: its second page drawn, marked and kept, then its cover', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const owner: Account = { email: `e2e-logo-pdf-${stamp}@example.com`, password: user.password };
  await signUpVerified(request, owner);
  const headers = await apiLogin(request, owner);
  const lab = (
    await (await request.post('/api/v1/labs', { headers, data: { name: 'Каталог' } })).json()
  ).id as number;
  const up = await request.post('/api/v1/creatives/upload', {
    headers,
    multipart: {
      files: {
        name: 'буклет.pdf',
        mimeType: 'application/pdf',
        buffer: readFileSync(path.join(fixturesDir, 'booklet-2-pages.pdf')),
      },
    },
  });
  expect(up.status(), await up.text()).toBe(201);
  const draft = await request.post('/api/v1/analyses', {
    headers,
    data: {
      type: 'research',
      lab_id: lab,
      name: 'Буклет',
      creative_ids: [(await up.json()).items[0].id],
      settings: { goal: 'awareness', placement: 'social_feed', brand: BRAND },
    },
  });
  expect(draft.status(), await draft.text()).toBe(201);
  const id = (await draft.json()).id as number;

  await signIn(page, owner);
  await page.goto(`/labs/${lab}/researches/${id}/details`);
  await page.getByRole('button', { name: 'Отметить логотип на креативе «буклет.pdf»' }).click();
  const dialog = page.getByRole('dialog', { name: 'Где логотип бренда: буклет.pdf' });
  await expect(dialog.getByText('Страница 1 из 2')).toBeVisible();
  const picture = dialog.getByTestId('logo-marker').getByRole('img');
  // drawn by pdf.js in the browser, not the cloud's small preview
  await expect(picture).toHaveAttribute('src', /^data:image\/png/, { timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Страница 2' }).click();
  await expect(dialog.getByText('Страница 2 из 2')).toBeVisible();
  await expect
    .poll(() => picture.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
    .toBeGreaterThan(320);
  await drag(page, dialog.getByTestId('logo-marker'), [0.6, 0.05], [0.95, 0.15]);
  await expect(dialog.getByTestId('logo-rect')).toBeVisible();
  await dialog.getByRole('checkbox', { name: /Логотип на всех страницах/ }).click();
  await expectAccessible(page, 'the logo dialog on a PDF’s page');
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && r.url().endsWith(`/api/v1/analyses/${id}`),
  );
  await dialog.getByRole('button', { name: 'Сохранить область' }).click();
  await expect(dialog).toBeHidden();
  expect((await saved).status()).toBe(200);
  const kept = await (await request.get(`/api/v1/analyses/${id}`, { headers })).json();
  expect(kept.settings.brand_areas).toHaveLength(1);
  expect(kept.settings.brand_areas[0].page).toBe(2);
  expect(kept.settings.brand_areas[0].x).toBeCloseTo(0.6, 1);
  // opened again, the dialog shows the page the logo is on, «all pages» unticked
  await page
    .getByRole('button', { name: 'Логотип отмечен на креативе «буклет.pdf», изменить' })
    .click();
  await expect(dialog.getByText('Страница 2 из 2')).toBeVisible();
  await expect(
    dialog.getByRole('checkbox', { name: /Логотип на всех страницах/ }),
  ).not.toBeChecked();
  // the cover has the logo too, in another place: marked on page 1, both pages kept
  await expect(dialog.getByText('Логотип отмечен на страницах: 2')).toBeVisible();
  await dialog.getByRole('button', { name: 'Страница 1' }).click();
  await expect(dialog.getByText('Страница 1 из 2')).toBeVisible();
  await expect(picture).toHaveAttribute('src', /^data:image\/png/, { timeout: 30_000 });
  await drag(page, dialog.getByTestId('logo-marker'), [0.05, 0.8], [0.3, 0.95]);
  await expect(dialog.getByText('Логотип отмечен на страницах: 1, 2')).toBeVisible();
  const both = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && r.url().endsWith(`/api/v1/analyses/${id}`),
  );
  await dialog.getByRole('button', { name: 'Сохранить область' }).click();
  expect((await both).status()).toBe(200);
  const areas = (await (await request.get(`/api/v1/analyses/${id}`, { headers })).json()).settings
    .brand_areas as { page: number; x: number }[];
  expect(areas.map((a) => a.page)).toEqual([1, 2]);
  expect(areas[0]!.x).toBeCloseTo(0.05, 1);
  expect(areas[1]!.x).toBeCloseTo(0.6, 1);
});
