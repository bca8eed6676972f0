import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import {
  apiLogin,
  expectNoHorizontalOverflow,
  signIn,
  signUpVerified,
  VIEWPORTS,
  type Account,
} from './helpers';

// Issue 17: a research of a banner placed in the VK feed, end to end on the real engine: upload,
// the form's «Контекст показа», run, the result's «В контексте» with the numbers the API gave,
// at 1440 and at 390 px.
const stamp = Date.now().toString(36);
const user: Account = { email: `e2e-context-${stamp}@example.com`, password: 'Kontekst#Pokaza17' };
const fixturesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const shots = process.env.E2E_SHOTS_DIR ?? path.join('test-results', 'context');
const ANALYSIS_TIMEOUT = 150_000;

let pageErrors: string[] = [];
test.beforeEach(({ page }) => {
  pageErrors = [];
  page.on('pageerror', (e) => pageErrors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') pageErrors.push(`console: ${m.text()} (${m.location().url})`);
  });
});
test.afterEach(() => {
  expect(pageErrors, pageErrors.join('\n')).toEqual([]);
});

const pct = (v: number) => `${Math.round(v * 100)}\u00a0%`;

test('a research in the VK feed: form, run, «В контексте» at 1440 and 390 px', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await signUpVerified(request, user);
  await signIn(page, user);
  const headers = await apiLogin(request, user);
  const lab = await request.post('/api/v1/labs', { headers, data: { name: 'Контекст' } });
  expect(lab.status()).toBe(201);
  const labId = (await lab.json()).id as number;

  // The banner goes to the cloud through the cloud page.
  await page.goto('/cloud');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'скидка.jpg',
    mimeType: 'image/jpeg',
    buffer: readFileSync(path.join(fixturesDir, 'banner-a.jpg')),
  });
  await expect(page.getByRole('button', { name: 'Открыть: скидка.jpg', exact: true })).toBeVisible({
    timeout: 30_000,
  });

  // The new-research form: the banner, then the VK feed among the context's cards.
  await page.goto(`/labs/${labId}`);
  await page.getByRole('button', { name: 'Новое исследование' }).first().click();
  await expect(page).toHaveURL(/\/researches\/new\/details$/);
  await page.getByRole('checkbox', { name: 'Выбрать «скидка.jpg»' }).click();
  await expect(page).toHaveURL(/\/researches\/\d+\/details$/);
  const contextSection = page.getByRole('region', { name: 'Контекст показа' });
  await expect(contextSection.getByRole('radio', { name: 'Без контекста' })).toBeChecked();
  const vk = contextSection.getByRole('radio', { name: 'Лента ВКонтакте' });
  await expect(contextSection.getByRole('radio')).toHaveCount(8);
  // every template's preview is a real image from the server
  await expect
    .poll(() =>
      contextSection
        .locator('img[alt^="Превью:"]')
        .evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).naturalWidth > 0).length),
    )
    .toBe(6);
  await vk.click();
  await expect(vk).toBeChecked();
  await page.screenshot({ path: `${shots}/form-1440.png`, fullPage: true });
  await page.getByRole('button', { name: 'Запустить' }).click();
  await expect(page).toHaveURL(/\/researches\/\d+\/progress$/);
  await expect(page).toHaveURL(/\/researches\/\d+\/result$/, { timeout: ANALYSIS_TIMEOUT });
  const resultUrl = page.url();
  const id = Number(/researches\/(\d+)\/result/.exec(resultUrl)![1]);

  // What the API says, to check the page against.
  const result = await (await request.get(`/api/v1/analyses/${id}/result`, { headers })).json();
  const c = result.context;
  expect(c.context_id).toBe('vk_feed');
  const f = c.frames[0];
  const seg = f.segments[0];

  await page.getByRole('tab', { name: 'В контексте' }).click();
  await expect(page.getByRole('heading', { name: 'В контексте: Лента ВКонтакте' })).toBeVisible();
  const attention = page.getByTestId('context-attention');
  await expect(attention).toContainText(pct(f.attention_share));
  await expect(attention).toContainText(`при ${pct(f.area_share)} площади`);
  const noticed = page.getByTestId('context-noticed');
  await expect(noticed).toContainText(pct(seg.noticed.share));
  await expect(noticed).toContainText(
    `от ${Math.round(seg.noticed.low * 100)} до ${Math.round(seg.noticed.high * 100)}\u00a0%`,
  );
  await expect(page.getByTestId('context-ttff')).toContainText(
    /через \d+(,\d)? с|сразу|не заметят/,
  );
  // the composed context image itself, at the template's size, with the creative outlined
  const image = page.getByRole('img', {
    name: 'Креатив в контексте «Лента ВКонтакте» с картой внимания',
  });
  await expect
    .poll(() => image.evaluate((i) => (i as HTMLImageElement).naturalWidth))
    .toBe(c.width);
  const surface = await page.getByTestId('context-surface').boundingBox();
  const slot = await page.getByTestId('context-slot').boundingBox();
  expect(slot!.width / surface!.width).toBeCloseTo(f.slot.width / c.width, 2);
  expect((slot!.y - surface!.y) / surface!.height).toBeCloseTo(f.slot.y / c.height, 2);
  await page.getByTestId('context-view').screenshot({ path: `${shots}/result-1440.png` });
  await expectNoHorizontalOverflow(page);

  // A phone: the form's cards and the tab, without sideways scroll.
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto(`/labs/${labId}/researches/new/details`);
  await expect(page.getByRole('radio', { name: 'Лента ВКонтакте' })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: `${shots}/form-390.png`, fullPage: true });
  await page.goto(resultUrl);
  await page.getByRole('tab', { name: 'В контексте' }).click();
  await expect(page.getByTestId('context-attention')).toContainText(pct(f.attention_share));
  await expect
    .poll(() => image.evaluate((i) => (i as HTMLImageElement).naturalWidth))
    .toBe(c.width);
  await expectNoHorizontalOverflow(page);
  await page.getByTestId('context-view').screenshot({ path: `${shots}/result-390.png` });
});
