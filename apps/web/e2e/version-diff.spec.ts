import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import {
  expectNoHorizontalOverflow,
  failOnPageErrors,
  signIn,
  signUpVerified,
  VIEWPORTS,
} from './helpers';

// Issue 17 end to end: a file gets a second version through the upload's «Новая версия»,
// «Сравнить версии» in the viewer makes a research of both versions, it runs, and the result's
// «Версии» tab shows the verdict and the difference map, at 1440 and at 390 px.
const email = `e2e-versions-${Date.now().toString(36)}@example.com`;
const password = 'Versii-Kreolab#17';
const fixture = (name: string) =>
  readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', name));
/** The engine's first analysis loads its models: a result may take a while. */
const ANALYSIS_TIMEOUT = 120_000;

const item = (page: Page, name: string) =>
  page.getByRole('button', { name: `Открыть: ${name}`, exact: true });
const upload = (page: Page, name: string, fixtureName: string) =>
  page
    .locator('input[type="file"]')
    .setInputFiles([{ name, mimeType: 'image/jpeg', buffer: fixture(fixtureName) }]);

failOnPageErrors();

/** The «Версии» tab: the verdict, the map over the newer version, the tables of changes. */
async function checkVersionsTab(page: Page) {
  // the frames are the versions, named as such («Кадр 1» and «Кадр 2» before)
  const picker = page.getByRole('radiogroup', { name: 'Версия' });
  for (const name of ['Версия 1', 'Версия 2'])
    await expect(picker.getByRole('radio', { name, exact: true })).toHaveCount(1);
  await page.getByRole('tab', { name: 'Версии' }).click();
  const verdict = page.getByTestId('version-verdict');
  await expect(verdict).toHaveText(/^Верси[яи] \d.+\.$/);
  const map = page.getByRole('img', {
    name: 'Разница внимания между версиями 1 и 2 поверх версии 2',
  });
  await expect(map).toBeVisible();
  // The map is drawn: some of its pixels are coloured (gained or lost attention).
  const painted = await map.evaluate((c: HTMLCanvasElement) => {
    const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
    let n = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) n++;
    return n;
  });
  expect(painted).toBeGreaterThan(0);
  await expect(page.getByText('Больше внимания')).toBeVisible();
  await expect(page.getByText('Меньше внимания')).toBeVisible();
  await expect(page.getByTestId('version-metrics').locator('tbody tr')).toHaveCount(9);
  return (await verdict.textContent()) ?? '';
}

test('a new version, «Сравнить версии», the research and its «Версии» tab', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize(VIEWPORTS.desktop);
  await signUpVerified(request, { email, password });
  await signIn(page, { email, password });
  await page.goto('/cloud');

  // Version 1, then the same name again as «Новая версия».
  await upload(page, 'баннер.jpg', 'banner-a.jpg');
  await expect(item(page, 'баннер.jpg')).toBeVisible({ timeout: 30_000 });
  await upload(page, 'баннер.jpg', 'banner-b.jpg');
  await page
    .getByRole('dialog', { name: 'Такие файлы уже есть' })
    .getByRole('button', { name: 'Новая версия' })
    .click();
  await expect(page.getByText('Загружена новая версия «баннер.jpg»')).toBeVisible({
    timeout: 30_000,
  });

  // The viewer: «Сравнить версии» with the previous and the current version.
  await item(page, 'баннер.jpg').click();
  const versions = page.getByRole('region', { name: 'Версии' });
  await expect(versions.getByText(/Версия 2 \(текущая\)/)).toBeVisible();
  await versions.getByRole('button', { name: 'Сравнить версии' }).click();
  const dialog = page.getByRole('dialog', { name: 'Сравнить версии' });
  await expect(dialog.getByRole('combobox', { name: 'Было' })).toHaveValue('Версия 1');
  await expect(dialog.getByRole('combobox', { name: 'Стало' })).toHaveValue('Версия 2 (текущая)');
  await expect(dialog.getByText('Будет создана лаборатория «Сравнение версий».')).toBeVisible();
  await dialog.getByRole('button', { name: 'Создать исследование' }).click();

  // The research form lists both versions of the file and starts them.
  await expect(page).toHaveURL(/\/labs\/\d+\/researches\/\d+\/details$/);
  const selected = page.getByTestId('selected-creatives');
  await expect(selected.locator('li')).toHaveText([
    'баннер.jpg · версия 1',
    'баннер.jpg · версия 2',
  ]);
  // the progress page hands over to the result (the analysis journey checks that page); a warm
  // engine may finish before a check of its address, so only the result is waited for
  await page.getByRole('button', { name: 'Запустить' }).click();
  await expect(page).toHaveURL(/\/researches\/\d+\/result$/, { timeout: ANALYSIS_TIMEOUT });
  const resultUrl = page.url();

  const verdict = await checkVersionsTab(page);
  test.info().annotations.push({ type: 'verdict', description: verdict });
  console.log(`version verdict: ${verdict}`);
  await page.screenshot({ path: '/tmp/kreolab-e2e-version-diff-1440.png', fullPage: true });

  // The phone: the same tab, no sideways scroll.
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto(resultUrl);
  await checkVersionsTab(page);
  await expectNoHorizontalOverflow(page);
  await page.getByTestId('version-diff').scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/kreolab-e2e-version-diff-390.png', fullPage: true });
});
