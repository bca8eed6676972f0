import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectVisibleFocus, signIn, signUpVerified } from './helpers';

// The cloud end to end: a folder → JPG, PDF and MP4 uploaded → the viewer and its
// deep link → the video split into frames → rename, move, search, delete.
const email = `e2e-cloud-${Date.now().toString(36)}@example.com`;
const password = 'Oblako-Kreolab#4';

function fixtures() {
  const dir = mkdtempSync(path.join(tmpdir(), 'kreolab-e2e-cloud-'));
  const ffmpeg = (...args: string[]) => execFileSync('ffmpeg', ['-v', 'error', '-y', ...args]);
  ffmpeg(
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=640x400:rate=1',
    '-frames:v',
    '1',
    path.join(dir, 'b.jpg'),
  );
  ffmpeg(
    '-f',
    'lavfi',
    '-i',
    'testsrc=duration=2:size=320x240:rate=10',
    '-pix_fmt',
    'yuv420p',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    path.join(dir, 'v.mp4'),
  );
  const pdf = Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
      '2 0 obj<</Type/Pages/Kids[3 0 R 4 0 R]/Count 2>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 400]>>endobj\n' +
      '4 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 400]>>endobj\n' +
      'trailer<</Root 1 0 R>>\n%%EOF\n',
  );
  const files = [
    { name: 'баннер.jpg', mimeType: 'image/jpeg', buffer: readFileSync(path.join(dir, 'b.jpg')) },
    { name: 'документ.pdf', mimeType: 'application/pdf', buffer: pdf },
    { name: 'ролик.mp4', mimeType: 'video/mp4', buffer: readFileSync(path.join(dir, 'v.mp4')) },
  ];
  rmSync(dir, { recursive: true, force: true });
  return files;
}

const item = (page: Page, name: string) =>
  page.getByRole('button', { name: `Открыть: ${name}`, exact: true });

async function action(page: Page, name: string, what: RegExp) {
  await page.getByRole('button', { name: `Действия с «${name}»` }).click();
  await page.getByRole('menuitem', { name: what }).click();
}

test('folder → upload JPG, PDF, MP4 → viewer and deep link → split → rename, move, search, delete', async ({
  page,
  request,
}) => {
  await signUpVerified(request, { email, password });
  await signIn(page, { email, password });
  await page.goto('/cloud');
  await expect(page).toHaveTitle(/Облако/);

  // A folder, opened: the back pseudo-item '...' comes first.
  await page.getByRole('button', { name: 'Создать папку' }).click();
  await page.getByLabel('Название папки').fill('Кампания');
  await page.getByRole('button', { name: 'Создать', exact: true }).click();
  await item(page, 'Кампания').click();
  await expect(page.getByText('...', { exact: true })).toBeVisible();

  // Three uploads, one request each, typed by content on the server.
  await page.locator('input[type="file"]').setInputFiles(fixtures());
  for (const name of ['баннер.jpg', 'документ.pdf', 'ролик.mp4'])
    await expect(item(page, name)).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: '/tmp/kreolab-e2e-cloud.png', fullPage: true });
  await expectAccessible(page, 'a cloud folder with files');
  await expectVisibleFocus(page, 'a cloud folder with files');

  // Text named .jpg: refused by its content with the catalogue's message, and nothing is added.
  await page.locator('input[type="file"]').setInputFiles([
    {
      name: 'заметки.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('это текст, не картинка'),
    },
  ]);
  await expect(
    page.getByText('заметки.jpg: Формат не поддерживается. Используйте JPG, PNG, PDF, MOV, MP4.'),
  ).toBeVisible();
  await expect(item(page, 'заметки.jpg')).toHaveCount(0);

  // The viewer: trail, close-only toolbar, a hash that reopens it after a reload.
  await item(page, 'баннер.jpg').click();
  await expect(page).toHaveURL(/#.*file=\d+/);
  const trail = page.getByText('Все файлы > Кампания > баннер.jpg');
  await expect(trail).toBeVisible();
  // the viewer's image, not the 320 px thumbnails of the cards behind it
  const img = page.locator('img[src*="/api/v1/files/"]:not([src*="thumbnail="])').first();
  await expect(img).toBeVisible();
  // visible is not loaded: the width is read once the image has arrived
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0)))
    .toBe(640);
  await page.screenshot({ path: '/tmp/kreolab-e2e-viewer.png' });
  await expectAccessible(page, 'the viewer');
  await page.reload();
  await expect(page.getByText('Все файлы > Кампания > баннер.jpg')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).not.toHaveURL(/file=/);

  // The video split into frames: a folder named after the video appears beside it.
  await action(page, 'ролик.mp4', /Разделить на кадры/);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/Частота/).fill('2');
  await dialog.getByRole('button', { name: 'Разделить', exact: true }).click();
  await expect(dialog.getByText('Обработано')).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, 'the split dialog');
  await dialog.getByRole('button', { name: 'Закрыть' }).last().click();
  await expect(item(page, 'ролик')).toBeVisible();

  // Rename in place.
  await action(page, 'документ.pdf', /Переименовать/);
  const field = page.getByLabel('Новое имя');
  await field.fill('отчёт.pdf');
  await field.press('Enter');
  await expect(item(page, 'отчёт.pdf')).toBeVisible();

  // Move into the frames folder.
  await action(page, 'отчёт.pdf', /Переместить/);
  const picker = page.getByRole('dialog');
  await picker.getByRole('listitem').filter({ hasText: 'Кампания' }).click();
  await picker
    .getByRole('listitem')
    .filter({ hasText: /^ролик$/ })
    .click();
  await expectAccessible(page, 'the move dialog');
  await page.getByRole('button', { name: 'Переместить сюда' }).click();
  await expect(item(page, 'отчёт.pdf')).toHaveCount(0);

  // Search finds it, case-blind, wherever it is.
  await page.getByLabel('Поиск по облаку').fill('ОТЧЁТ');
  await expect(item(page, 'отчёт.pdf')).toBeVisible();
  await page.getByLabel('Очистить поиск').click();

  // Delete with the confirm dialog; the disk space is read again.
  await expect(item(page, 'баннер.jpg')).toBeVisible();
  await action(page, 'баннер.jpg', /Удалить/);
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Удалить|Да/ })
    .click();
  await expect(item(page, 'баннер.jpg')).toHaveCount(0);
  await page.screenshot({ path: '/tmp/kreolab-e2e-cloud-after.png', fullPage: true });
  // The split status is readable: its label is not painted in the badge's own colour.
  const badge = page.locator('[data-split-status="PROCESSED"]').first();
  await expect(badge).toHaveText('Обработано');
  const colours = await badge.evaluate((el) => {
    const label = getComputedStyle(el.firstElementChild ?? el).color;
    return [getComputedStyle(el).backgroundColor, label];
  });
  expect(colours[0]).not.toBe(colours[1]);
});
