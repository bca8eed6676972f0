import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { expectNoHorizontalOverflow, signIn, signUpVerified, VIEWPORTS } from './helpers';

// Issue 16 end to end: a delete goes to «Корзина» and is restored from there; a file uploaded
// again under its own name becomes a new version, and the old version is restored in the viewer.
const email = `e2e-trash-${Date.now().toString(36)}@example.com`;
const password = 'Korzina-Kreolab#4';
const fixture = (name: string) =>
  readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', name));

const item = (page: Page, name: string) =>
  page.getByRole('button', { name: `Открыть: ${name}`, exact: true });

async function action(page: Page, name: string, what: RegExp) {
  await page.getByRole('button', { name: `Действия с «${name}»` }).click();
  await page.getByRole('menuitem', { name: what }).click();
}

const upload = (page: Page, name: string, fixtureName: string) =>
  page
    .locator('input[type="file"]')
    .setInputFiles([{ name, mimeType: 'image/jpeg', buffer: fixture(fixtureName) }]);

test('delete → trash → restore; a new version, then the old one restored', async ({
  page,
  request,
}) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await signUpVerified(request, { email, password });
  await signIn(page, { email, password });
  await page.goto('/cloud');

  // Delete: the file leaves the listing and waits in the trash.
  await upload(page, 'баннер.jpg', 'banner-a.jpg');
  await expect(item(page, 'баннер.jpg')).toBeVisible({ timeout: 30_000 });
  await action(page, 'баннер.jpg', /Удалить/);
  await page.getByRole('dialog').getByRole('button', { name: 'Удалить' }).click();
  await expect(item(page, 'баннер.jpg')).toHaveCount(0);
  await expect(page.getByTestId('trash-link')).not.toHaveText('Корзина: 0 Б');
  await page.getByTestId('trash-link').click();
  await expect(page).toHaveURL(/\/cloud\/trash$/);
  await expect(page).toHaveTitle(/Корзина/);
  await expect(page.getByText('Было в: Все файлы')).toBeVisible();

  // The phone width: the trash page does not scroll sideways.
  await page.setViewportSize(VIEWPORTS.phone);
  await expectNoHorizontalOverflow(page);
  await page.setViewportSize(VIEWPORTS.desktop);

  // Restore: back where it was.
  await page.getByRole('button', { name: 'Восстановить «баннер.jpg»' }).click();
  await expect(page.getByText('«баннер.jpg» восстановлен')).toBeVisible();
  await expect(page.getByText('Корзина пуста')).toBeVisible();
  await page.getByRole('link', { name: 'Все файлы' }).click();
  await expect(item(page, 'баннер.jpg')).toBeVisible();

  // The same name again: "new version" instead of "keep both".
  await upload(page, 'баннер.jpg', 'banner-b.jpg');
  const question = page.getByRole('dialog', { name: 'Такие файлы уже есть' });
  await expect(question).toContainText('«баннер.jpg»');
  await question.getByRole('button', { name: 'Новая версия' }).click();
  await expect(page.getByText('Загружена новая версия «баннер.jpg»')).toBeVisible({
    timeout: 30_000,
  });
  await expect(item(page, 'баннер (1).jpg')).toHaveCount(0);

  // The viewer lists both versions; the first one is made current again.
  await item(page, 'баннер.jpg').click();
  const versions = page.getByRole('region', { name: 'Версии' });
  await expect(versions.getByText(/Версия 2 \(текущая\)/)).toBeVisible();
  await versions.getByRole('button', { name: 'Восстановить версию 1' }).click();
  await expect(page.getByText('Версия 1 снова текущая')).toBeVisible();
  await expect(versions.getByText(/Версия 1 \(текущая\)/)).toBeVisible();
  await page.screenshot({ path: '/tmp/kreolab-e2e-versions.png' });
});
