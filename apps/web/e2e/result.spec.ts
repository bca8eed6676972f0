import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import {
  expectAccessible,
  expectNoHorizontalOverflow,
  failOnPageErrors,
  signIn,
  signUpVerified,
  VIEWPORTS,
  type Account,
} from './helpers';

// The research result page of issue 14 on the real engine, at the desktop and the phone size:
// above the fold the heatmap with numbered regions and its legend in shares of attention, the
// score with its band and the main findings; the sections as tabs; a number on the image and
// its row in «Области» highlight each other; nothing scrolls sideways. Screenshots go to
// /tmp/shots-result/ for a person to look at.
const stamp = Date.now().toString(36);
const user: Account = { email: `e2e-result-${stamp}@example.com`, password: 'Rezultat#2026' };
const fixturesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const SHOTS = '/tmp/shots-result';
/** The engine's first analysis loads its models: a result may take a while. */
const ANALYSIS_TIMEOUT = 120_000;
const TABS = ['Внимание', 'Области', 'Метрики', 'Цвета', 'Аудитория', 'Отзывы', 'Выводы'];

failOnPageErrors();

/** Uploads the banner, creates a lab and a research of it, runs it; returns the result URL. */
async function researchOfBanner(page: Page): Promise<string> {
  await page.goto('/cloud');
  await page.locator('input[type="file"]').setInputFiles([
    {
      name: 'баннер.jpg',
      mimeType: 'image/jpeg',
      buffer: readFileSync(path.join(fixturesDir, 'banner-a.jpg')),
    },
  ]);
  await expect(page.getByRole('button', { name: 'Открыть: баннер.jpg', exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await page.goto('/labs');
  await page.getByRole('link', { name: /Создать (первую )?лабораторию/ }).click();
  await page.getByRole('textbox', { name: /Название лаборатории/ }).fill('Результаты');
  await page.getByRole('button', { name: 'Создать', exact: true }).click();
  await expect(page).toHaveURL(/\/labs\/\d+$/);
  await page.getByRole('button', { name: 'Новое исследование' }).first().click();
  // the form opens unsaved; ticking the creative creates the research (issue 14, defect 7)
  await expect(page).toHaveURL(/\/researches\/new\/details$/);
  await page.getByRole('checkbox', { name: 'Выбрать «баннер.jpg»' }).click();
  await expect(page).toHaveURL(/\/researches\/\d+\/details$/);
  await page.getByRole('button', { name: 'Запустить' }).click();
  await expect(page).toHaveURL(/\/researches\/\d+\/result$/, { timeout: ANALYSIS_TIMEOUT });
  return page.url();
}

/** What every size must show above the fold and in the tabs. */
async function checkResult(page: Page, size: keyof typeof VIEWPORTS) {
  const heat = page.getByRole('img', { name: 'Тепловая карта внимания' });
  await expect(heat).toBeVisible({ timeout: ANALYSIS_TIMEOUT });

  // the legend: each colour in shares of attention and of the image's area
  const legend = page.getByTestId('heat-legend');
  await expect(legend).toBeVisible();
  await expect(legend.getByRole('listitem')).toHaveCount(4);
  await expect(legend.getByRole('listitem').first()).toContainText(
    /^Красное — \d+\s%\sвнимания на \d+\s%\sплощади/,
  );

  // the score with its band and the published thresholds
  const score = page.getByRole('region', { name: 'Общая оценка' });
  await expect(score).toBeVisible();
  // what it was computed for: the lab's default placement, on which text size depends
  await expect(score).toContainText('на площадке «Лента соцсетей»');
  const value = Number(
    await score.getByTestId('score-value').evaluate((el) => el.firstChild!.textContent),
  );
  const band = value >= 70 ? 'хорошая' : value >= 40 ? 'средняя' : 'низкая';
  await expect(score.getByTestId('score-band')).toHaveText(`Уровень: ${band}`);
  await expect(score.getByRole('list', { name: 'Шкала оценки' })).toContainText('40–69: средняя');

  // the main findings, at most three
  const top = page.getByRole('region', { name: 'Главное' });
  await expect(top).toBeVisible();
  expect(await top.getByRole('listitem').count()).toBeLessThanOrEqual(3);

  // on the desktop all of that is above the fold
  if (size === 'desktop') {
    for (const el of [heat, legend, score, top]) {
      const box = (await el.boundingBox())!;
      expect(box.y, 'above the fold').toBeLessThan(VIEWPORTS.desktop.height);
    }
  }
  await page.screenshot({ path: `${SHOTS}/${size}-above-the-fold.png` });

  // the sections as tabs, in order, moved through with the arrow keys
  const tablist = page.getByRole('tablist', { name: 'Разделы результата' });
  await expect(tablist.getByRole('tab')).toHaveText(TABS);
  await tablist.getByRole('tab', { name: 'Внимание' }).click();
  await expect(page.getByRole('figure', { name: 'Доли внимания по областям' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(tablist.getByRole('tab', { name: 'Области' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // numbered regions: the number on the image and the row share it; hovering links both
  const table = page.getByRole('table', { name: 'Области внимания' });
  await expect(table).toBeVisible();
  const rows = table.locator('tbody tr[data-region]');
  expect(await rows.count()).toBeGreaterThan(0);
  await expect(rows.first().locator('td').first()).toHaveText('1');
  // the button is the call to action the audience's share is read from, and says so
  await expect(page.getByRole('row', { name: /«Купить»/ }).locator('[data-role="cta"]')).toHaveText(
    'Призыв',
  );
  const marker = page.getByRole('button', { name: /^Область 1: / });
  await expect(marker).toBeVisible();
  await expect(marker).toHaveText('1');
  await marker.hover();
  await expect(rows.first()).toHaveAttribute('data-highlighted', 'true');
  await rows.nth(Math.min(1, (await rows.count()) - 1)).hover();
  const id = await rows.nth(Math.min(1, (await rows.count()) - 1)).getAttribute('data-region');
  await expect(page.locator(`[data-marker="${id}"]`)).toHaveAttribute('data-highlighted', 'true');
  // each number stands beside its box, not on its first letter, where the image leaves room
  const overlaps = await page.locator('[data-marker]').evaluateAll((markers) =>
    markers.flatMap((m) => {
      const box = document.querySelector(`[data-box="${m.getAttribute('data-marker')}"]`);
      const image = box?.parentElement?.getBoundingClientRect();
      const b = box?.getBoundingClientRect();
      const n = m.getBoundingClientRect();
      if (!b || !image || b.left - image.left < n.width + 1) return [];
      return n.right > b.left + 1 ? [`${m.textContent}: ${n.right} > ${b.left}`] : [];
    }),
  );
  expect(overlaps).toEqual([]);
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: `${SHOTS}/${size}-regions.png`, fullPage: true });

  // the audience with its intervals in words, never «Уилсон»
  await tablist.getByRole('tab', { name: 'Аудитория' }).click();
  await expect(page.getByRole('table', { name: 'Аудитория' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText(/Уилсон/);
  // the research named no brand: its share was not looked for, not «не найден»
  await expect(page.getByTestId('brand-text')).toHaveText(
    'Бренд в параметрах исследования не указан, поэтому долю заметивших его не считали',
  );
  await expect(
    page.getByRole('table', { name: 'Аудитория' }).locator('[data-cell="brand"]').first(),
  ).toHaveText('не указан');
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: `${SHOTS}/${size}-audience.png`, fullPage: true });

  await tablist.getByRole('tab', { name: 'Цвета' }).click();
  await expect(page.getByTestId('palette-strip')).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await tablist.getByRole('tab', { name: 'Выводы' }).click();
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: `${SHOTS}/${size}-findings.png`, fullPage: true });

  // every tab passes axe (names, roles, contrast) at this size
  for (const tab of TABS) {
    await tablist.getByRole('tab', { name: tab }).click();
    await expect(tablist.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, `the result's «${tab}» at ${size} size`);
  }
}

test('the result page: heatmap, legend, band, numbered regions and tabs at both sizes', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  mkdirSync(SHOTS, { recursive: true });
  await signUpVerified(request, user);
  await page.setViewportSize(VIEWPORTS.desktop);
  await signIn(page, user);
  const url = await researchOfBanner(page);

  await checkResult(page, 'desktop');

  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto(url);
  await checkResult(page, 'phone');
  // the tabs scroll inside their own strip, not the page
  const strip = page.getByRole('tablist', { name: 'Разделы результата' });
  const last = strip.getByRole('tab', { name: 'Выводы' });
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeVisible();
  await expectNoHorizontalOverflow(page);
});
