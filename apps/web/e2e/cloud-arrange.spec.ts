import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { expectNoHorizontalOverflow, signIn, signUpVerified, VIEWPORTS } from './helpers';

// Issue 16's "find and arrange" end to end: sorting by the column headers (name, date, size,
// type, with aria-sort), folder URLs that a reload keeps and Back and Forward walk, the
// viewer's «Скачать», and several items downloaded as one ZIP whose entries are the files.
const email = `e2e-arrange-${Date.now().toString(36)}@example.com`;
const password = 'Poryadok-Kreolab#4';
const fixture = (name: string) =>
  readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', name));

/** A small PNG (the other files are fixtures): the smallest file and the only image/png. */
function png(): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), 'kreolab-e2e-arrange-'));
  try {
    const file = path.join(dir, 'a.png');
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'color=c=orange:size=48x48'],
      ...['-frames:v', '1', file],
    ]);
    return readFileSync(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// Uploaded in this order, so by date: Бета, Гамма, Альфа, Дельта. Each key orders them
// differently, so every click on a header has to change what is shown.
const FILES = [
  { name: 'Бета.pdf', mimeType: 'application/pdf', buffer: fixture('booklet-2-pages.pdf') },
  { name: 'Гамма.jpg', mimeType: 'image/jpeg', buffer: fixture('banner-b.jpg') },
  { name: 'Альфа.png', mimeType: 'image/png', buffer: png() },
  { name: 'Дельта.jpg', mimeType: 'image/jpeg', buffer: fixture('banner-a.jpg') },
];
const FOLDER = 'Вложенная';
const byName = (names: string[]) => [...names].sort((a, b) => a.localeCompare(b, 'ru'));
const uploaded = FILES.map((f) => f.name);
const bySize = [...FILES].sort((a, b) => a.buffer.length - b.buffer.length).map((f) => f.name);
const byType = [...FILES]
  .sort((a, b) => a.mimeType.localeCompare(b.mimeType) || a.name.localeCompare(b.name, 'ru'))
  .map((f) => f.name);

const item = (page: Page, name: string) =>
  page.getByRole('button', { name: `Открыть: ${name}`, exact: true });

/** The names in the order the listing shows them, the '...' item left out. */
const shown = (page: Page) =>
  page
    .getByRole('list', { name: 'Файлы и папки' })
    .locator('[aria-label^="Открыть: "]')
    .evaluateAll((els) =>
      els
        .map((el) => el.getAttribute('aria-label')!.replace(/^Открыть: /, ''))
        .filter((n) => n !== '...'),
    );

/** The folder the breadcrumbs say is open. */
const current = (page: Page) =>
  page.getByRole('navigation', { name: 'Навигационная цепочка' }).locator('[aria-current="page"]');

const header = (page: Page, label: string) => page.getByRole('columnheader', { name: label });

async function sortBy(page: Page, label: string, order: 'ascending' | 'descending') {
  await header(page, label).getByRole('button', { name: label }).click();
  await expect(header(page, label)).toHaveAttribute('aria-sort', order);
}

async function createFolder(page: Page, name: string) {
  await page.getByRole('button', { name: 'Создать папку' }).click();
  await page.getByLabel('Название папки').fill(name);
  await page.getByRole('button', { name: 'Создать', exact: true }).click();
  await expect(item(page, name)).toBeVisible();
}

test('sort by the headers, folder URLs with reload, Back and Forward, viewer download, ZIP', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  expect(new Set([uploaded, byName(uploaded), bySize, byType].map(String)).size).toBe(4);
  await page.setViewportSize(VIEWPORTS.desktop);
  await signUpVerified(request, { email, password });
  await signIn(page, { email, password });
  await page.goto('/cloud');

  // A folder, opened: its URL is /cloud/<id>.
  await createFolder(page, 'Кампания');
  await item(page, 'Кампания').click();
  await expect(page).toHaveURL(/\/cloud\/\d+$/);
  const campaignUrl = page.url();
  await createFolder(page, FOLDER);
  // One at a time, so their dates follow the order above.
  for (const file of FILES) {
    await page.locator('input[type="file"]').setInputFiles([file]);
    await expect(item(page, file.name)).toBeVisible({ timeout: 30_000 });
  }

  // Name, A to Z, is where a fresh cloud starts; folders stay first whatever the order.
  await expect(header(page, 'Имя')).toHaveAttribute('aria-sort', 'ascending');
  await expect(header(page, 'Дата')).toHaveAttribute('aria-sort', 'none');
  await expect.poll(() => shown(page)).toEqual([FOLDER, ...byName(uploaded)]);
  await sortBy(page, 'Имя', 'descending');
  await expect.poll(() => shown(page)).toEqual([FOLDER, ...byName(uploaded).reverse()]);
  await expect(header(page, 'Имя').locator('svg')).toBeVisible();
  await sortBy(page, 'Дата', 'ascending');
  await expect(header(page, 'Имя')).toHaveAttribute('aria-sort', 'none');
  await expect.poll(() => shown(page)).toEqual([FOLDER, ...uploaded]);
  await sortBy(page, 'Дата', 'descending');
  await expect.poll(() => shown(page)).toEqual([FOLDER, ...[...uploaded].reverse()]);
  await sortBy(page, 'Размер', 'ascending');
  await expect.poll(() => shown(page)).toEqual([FOLDER, ...bySize]);
  await sortBy(page, 'Тип', 'ascending');
  await expect.poll(() => shown(page)).toEqual([FOLDER, ...byType]);
  await sortBy(page, 'Размер', 'ascending');
  await sortBy(page, 'Размер', 'descending');
  await expect.poll(() => shown(page)).toEqual([FOLDER, ...[...bySize].reverse()]);

  // A reload keeps the place (and the order picked).
  await page.reload();
  await expect(page).toHaveURL(campaignUrl);
  await expect(current(page)).toHaveText('Кампания');
  await expect(header(page, 'Размер')).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(() => shown(page)).toEqual([FOLDER, ...[...bySize].reverse()]);

  // Back and Forward walk the folders opened.
  await item(page, FOLDER).click();
  await expect(page).toHaveURL(/\/cloud\/\d+$/);
  const nestedUrl = page.url();
  expect(nestedUrl).not.toBe(campaignUrl);
  await expect(page.getByText('Папка пуста')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(campaignUrl);
  await expect(item(page, 'Альфа.png')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/cloud$/);
  await expect(item(page, 'Кампания')).toBeVisible();
  await expect(item(page, 'Альфа.png')).toHaveCount(0);
  await page.goForward();
  await expect(page).toHaveURL(campaignUrl);
  await expect(item(page, 'Гамма.jpg')).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL(nestedUrl);
  await expect(page.getByText('Папка пуста')).toBeVisible();
  // A reload inside the nested folder keeps it too, its trail included.
  await page.reload();
  await expect(page).toHaveURL(nestedUrl);
  await expect(page.getByText('Папка пуста')).toBeVisible();
  await expect(current(page)).toHaveText(FOLDER);
  await page.goBack();
  await expect(page).toHaveURL(campaignUrl);

  // The viewer's «Скачать»: the original bytes, under the file's own name.
  await item(page, 'Гамма.jpg').click();
  const column = page.getByTestId('viewer-left-column');
  await expect(column).toContainText('Гамма.jpg');
  const [fromViewer] = await Promise.all([
    page.waitForEvent('download'),
    column.getByRole('link', { name: 'Скачать' }).click(),
  ]);
  expect(fromViewer.suggestedFilename()).toBe('Гамма.jpg');
  expect(readFileSync(await fromViewer.path()).equals(FILES[1]!.buffer)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(column).toHaveCount(0);

  // Several checked items as one ZIP: the files and the (empty) folder, nothing else.
  for (const name of ['Альфа.png', 'Бета.pdf', FOLDER])
    await page.getByRole('checkbox', { name: `Отметить «${name}»` }).check();
  const toolbar = page.getByRole('toolbar', { name: 'Отмечено: 3' });
  const [zip] = await Promise.all([
    page.waitForEvent('download'),
    toolbar.getByRole('button', { name: 'Скачать ZIP' }).click(),
  ]);
  expect(zip.suggestedFilename()).toBe('Кампания.zip');
  const archive = await zip.path();
  // -t checks every entry's CRC; -Z1 lists the names; -p prints an entry's bytes.
  expect(execFileSync('unzip', ['-t', archive], { encoding: 'utf8' })).toContain('No errors');
  const entries = execFileSync('unzip', ['-Z1', archive], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .sort();
  expect(entries).toEqual(['Альфа.png', 'Бета.pdf', `${FOLDER}/`].sort());
  for (const file of [FILES[0]!, FILES[2]!]) {
    const bytes = execFileSync('unzip', ['-p', archive, file.name], { maxBuffer: 1 << 26 });
    expect(bytes.equals(file.buffer), `${file.name} in the ZIP`).toBe(true);
  }

  // A phone: the headers still sort, and nothing scrolls sideways.
  await page.setViewportSize(VIEWPORTS.phone);
  await page.reload();
  await expect(item(page, 'Альфа.png')).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await sortBy(page, 'Имя', 'ascending');
  await expect.poll(() => shown(page)).toEqual([FOLDER, ...byName(uploaded)]);
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: '/tmp/kreolab-e2e-arrange-phone.png', fullPage: true });
  await item(page, 'Дельта.jpg').click();
  const band = page.getByTestId('viewer-left-column');
  await expect(band.getByRole('link', { name: 'Скачать' })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  // The file takes the screen's width and the column's contents sit in a band under it: with
  // the desktop column beside it the image was squeezed to ~80 px at the right edge.
  const image = page.getByRole('img', { name: 'Дельта.jpg' }).last();
  await expect(image).toBeVisible();
  const imageBox = (await image.boundingBox())!;
  const bandBox = (await band.boundingBox())!;
  expect(imageBox.width).toBeGreaterThan(VIEWPORTS.phone.width * 0.7);
  expect(imageBox.y + imageBox.height).toBeLessThanOrEqual(bandBox.y + 1);
  expect(bandBox.width).toBeGreaterThanOrEqual(VIEWPORTS.phone.width - 1);
  await page.screenshot({ path: '/tmp/kreolab-e2e-viewer-phone.png' });
});
