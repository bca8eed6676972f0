import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
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

// The comparison page end to end, on the real engine: a banner against a two-page PDF booklet
// (two frames), compared in the UI, then read at the desktop and the phone size.
// The researches are made through the API (the research journey of analysis.spec.ts covers
// their pages); the trial tariff's three analyses are the two researches and the comparison.
const stamp = Date.now().toString(36);
const user: Account = { email: `e2e-cmp-${stamp}@example.com`, password: 'Sravnenie#Kreolab6' };
const SHOTS = '/tmp/shots-comparison';
const fixturesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const fixture = (name: string) => readFileSync(path.join(fixturesDir, name));
/** The engine's first analysis loads its models: a result may take a while. */
const ANALYSIS_TIMEOUT = 150_000;

failOnPageErrors();

test.describe.configure({ mode: 'serial' });
let comparisonUrl = '';
/** Bars the noticed-shares chart must draw: one per variant and measure that has a share. */
let expectedBars = 0;
let hasRanges = false;
/** The booklet's best-scored page, where its heatmap opens (the first journey reads it). */
let keyPage = 1;

type Measure = 'noticed_brand' | 'noticed_message' | 'noticed_cta';
type ShareValue = Record<Measure, number | null> & {
  intervals?: Record<Measure, { low: number; high: number } | null>;
};

test('a banner and a two-page booklet → comparison', async ({ page, request }) => {
  test.setTimeout(420_000);
  mkdirSync(SHOTS, { recursive: true });
  await signUpVerified(request, user);
  const headers = await apiLogin(request, user);
  const lab = await request.post('/api/v1/labs', { headers, data: { name: 'Осень' } });
  expect(lab.status()).toBe(201);
  const labId = (await lab.json()).id as number;
  await savedResearchViaApi(
    request,
    headers,
    labId,
    { name: 'баннер.jpg', mimeType: 'image/jpeg', buffer: fixture('banner-a.jpg') },
    'Баннер',
    ANALYSIS_TIMEOUT,
  );
  const booklet = await savedResearchViaApi(
    request,
    headers,
    labId,
    { name: 'буклет.pdf', mimeType: 'application/pdf', buffer: fixture('booklet-2-pages.pdf') },
    'Буклет',
    ANALYSIS_TIMEOUT,
    // a booklet for another goal and placement than the banner's (awareness in a social feed):
    // their overall scores weigh different things, and the form and the result say so
    { goal: 'conversion', placement: 'print' },
  );
  const bookletResult = await (
    await request.get(`/api/v1/analyses/${booklet}/result`, { headers })
  ).json();
  expect(bookletResult.frames).toHaveLength(2);

  // The booklet's audience shares are of one page, which its result names and shows on request.
  await signIn(page, user);
  const key = bookletResult.key_frame_index as number;
  // the booklet's tile of the comparison opens at this page, the one its report draws
  keyPage = bookletResult.frames[key].page as number;
  expect([0, 1]).toContain(key);
  await page.goto(`/labs/${labId}/researches/${booklet}/result`);
  await page.getByRole('tab', { name: 'Аудитория' }).click();
  const note = page.getByTestId('key-frame-note').first();
  await expect(note).toContainText(
    `Доли заметивших и отзывы посчитаны по одной странице — «Страница ${key + 1}»`,
  );
  if (key !== 0) {
    await note.getByRole('button', { name: 'Показать эту страницу' }).click();
    // a booklet's frames are its pages: the picker is named «Страница»
    await expect(
      page
        .getByRole('radiogroup', { name: 'Страница' })
        .first()
        .getByRole('radio', { name: `Страница ${key + 1}` }),
    ).toBeChecked();
  }

  // The comparison is made in the UI: the lab → «Сравнить» → both researches → result.
  await page.goto(`/labs/${labId}`);
  await page.getByRole('button', { name: 'Сравнить' }).click();
  await expect(page).toHaveURL(/\/comparisons\/create$/);
  await expect(page.getByRole('checkbox', { name: /Буклет/ })).toHaveAccessibleName(
    /Конверсия · Печать/,
  );
  await page.getByRole('checkbox', { name: /Баннер/ }).click();
  await page.getByRole('checkbox', { name: /Буклет/ }).click();
  await expect(page.getByTestId('picked-other-settings')).toContainText(
    'Выбраны исследования для разных целей («Узнаваемость», «Конверсия»)',
  );
  await page.getByRole('button', { name: 'Сравнить' }).click();
  await expect(page).toHaveURL(/\/comparisons\/\d+\/result$/, { timeout: ANALYSIS_TIMEOUT });
  comparisonUrl = new URL(page.url()).pathname;
  const id = /comparisons\/(\d+)/.exec(comparisonUrl)![1];
  const cmp = await (await request.get(`/api/v1/analyses/${id}/result`, { headers })).json();
  writeFileSync(`${SHOTS}/comparison-result.json`, JSON.stringify(cmp, null, 2));
  const values = (cmp.segments as { values: ShareValue[] }[]).flatMap((s) => s.values);
  const measures: Measure[] = ['noticed_brand', 'noticed_message', 'noticed_cta'];
  // a share without its range (intervals[m] === null) means the creative has no such region
  expectedBars = values.reduce(
    (n, v) =>
      n + measures.filter((m) => v[m] !== null && (!v.intervals || v.intervals[m] !== null)).length,
    0,
  );
  hasRanges = values.some((v) => v.intervals);
});

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test(`the comparison at ${size} size`, async ({ page }) => {
    test.setTimeout(120_000);
    expect(comparisonUrl, 'the comparison of the first journey').not.toBe('');
    await page.setViewportSize(viewport);
    await signIn(page, user);
    await page.goto(comparisonUrl);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Результаты сравнения' }),
    ).toBeVisible();
    // The variants, each with its score band; the differences in words.
    const cards = page.getByRole('list', { name: 'Варианты' }).getByRole('listitem');
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toContainText(/низкая|средняя|хорошая/);
    await expect(page.getByTestId('band-legend')).toContainText('меньше 40 — низкая');
    const differences = page.getByRole('region', { name: 'Главные различия' });
    await expect(differences).toContainText(
      'По общей оценке лучший вариант не назван: варианты оценены для разных целей (Вариант А — «Узнаваемость»; Вариант Б — «Конверсия»)',
    );
    await expect(differences).toContainText('Варианты исследованы для разных площадок');
    await expect(page.locator('[data-winner]')).toHaveCount(0);
    // each card says what its score was computed for
    await expect(cards.filter({ hasText: 'Баннер' }).getByTestId('scored-for')).toHaveText(
      'Узнаваемость · Лента соцсетей',
    );
    await expect(cards.filter({ hasText: 'Буклет' }).getByTestId('scored-for')).toHaveText(
      'Конверсия · Печать',
    );
    // …and none has a place: scores of different goals give no order, the table is no ranking
    await expect(cards.filter({ hasText: /-е место/ })).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'Рейтинг' })).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'Показатели вариантов' })).toBeVisible();

    // Both heatmaps on one scale; every page of the booklet reachable, with the keyboard too.
    const maps = page.getByTestId('shared-heatmap');
    await expect(maps).toHaveCount(2);
    const tops = await maps.evaluateAll((els) => els.map((el) => el.dataset.scaleMax));
    expect(new Set(tops).size).toBe(1);
    const frames = page.getByRole('navigation', { name: /^Кадры: Вариант [АБ]$/ });
    await expect(frames).toHaveCount(1);
    const variant = (await frames.getAttribute('aria-label'))!.replace('Кадры: ', '');
    await expect(
      page.getByRole('img', { name: `Тепловая карта: ${variant}, страница ${keyPage}` }),
    ).toBeVisible();
    await expect(page.getByTestId('frame-position')).toContainText('— лучшая у варианта');
    const other = keyPage === 1 ? 2 : 1;
    await frames.getByRole('button', { name: `страница ${other}` }).focus();
    await page.keyboard.press('Enter');
    const second = page.getByRole('img', { name: `Тепловая карта: ${variant}, страница ${other}` });
    await expect(second).toBeVisible();
    await expect(page.getByTestId('frame-position')).not.toContainText('лучшая');
    const creative = page.getByRole('img', {
      name: new RegExp(`^Креатив «Буклет», страница ${other}$`),
    });
    await expect(creative).toBeVisible();
    await expect
      .poll(() => creative.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
      .toBeGreaterThan(0);
    await second.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/${size}-booklet-page-2.png` });

    // The noticed shares: a bar for every share, ranges instead of Wilson's ±.
    const noticed = page.getByRole('region', { name: 'Что заметили зрители' });
    await noticed.scrollIntoViewIfNeeded();
    await expect
      .poll(
        () =>
          noticed
            .locator('.recharts-bar-rectangle path')
            .evaluateAll((ps) => ps.filter((p) => p.getBoundingClientRect().height > 0).length),
        { timeout: 10_000 },
      )
      .toBe(expectedBars);
    // …and at once after the page is laid out anew (a resize, a print, a full-page capture):
    // the chart's entry animation restarted from zero height and such a snapshot had no bars.
    await page.setViewportSize({ width: viewport.width - 30, height: viewport.height - 100 });
    const drawnNow = await page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() =>
              resolve(
                [...document.querySelectorAll('.recharts-bar-rectangle path')].filter(
                  (p) => p.getBoundingClientRect().height > 0,
                ).length,
              ),
            ),
          ),
        ),
    );
    expect(drawnNow, 'bars drawn right after a resize').toBe(expectedBars);
    await page.setViewportSize(viewport);
    await expect(noticed).not.toContainText(/±|интервал:/);
    if (hasRanges) {
      await expect(noticed).toContainText(/от \d+ до \d+\s%/);
      await expect(noticed).toContainText(
        'Диапазон «от … до …» — где окажется доля реальных людей с вероятностью 95 %; он взят из сверки модели с записями движения глаз.',
      );
      // the legend lists the variants as the bars and the table do, winner first
      const legend = await noticed.locator('.recharts-legend-item-text').allTextContents();
      const rows = await noticed
        .getByRole('rowheader')
        .filter({ hasText: /^Вариант/ })
        .allTextContents();
      expect(rows.map((r) => r.slice(0, 'Вариант X'.length))).toEqual(legend);
    }

    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${SHOTS}/${size}.png`, fullPage: true });
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page, `the comparison at ${size} size`);
  });
}
