import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  expectAccessible,
  expectNoHorizontalOverflow,
  signIn,
  signUpVerified,
  VIEWPORTS,
  type Account,
} from './helpers';

// Every route of product-spec §2 on a phone (390×844): no page scrolls sideways, the menu
// opens and leads to each section, and long names stay readable. The data the pages show is
// made through the API (the desktop journeys already drive the forms), so this pass costs one
// user, two researches and one comparison — the trial tariff's three analyses.
// A screenshot of each page goes to SHOTS_DIR (default /tmp/shots-phone) for a person to look at.

test.use({ viewport: VIEWPORTS.phone, hasTouch: true, isMobile: true });
test.describe.configure({ mode: 'serial' });

const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots-phone';
const stamp = Date.now().toString(36);
const user: Account = { email: `e2e-phone-${stamp}@example.com`, password: 'Telefon-Kreolab#6' };
const fixturesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const ANALYSIS_TIMEOUT = 180_000;
/** Long enough to be cut on a phone; the ends differ, so a cut must not make them ambiguous. */
const LONG_NAMES = [
  'SPORTMAX весенняя кампания баннер для ленты — вариант А.jpg',
  'SPORTMAX весенняя кампания баннер для ленты — вариант Б.jpg',
];

let shot = 0;
/** The page at a phone's width: nothing beyond the right edge; then its screenshot. */
async function check(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page, name);
  mkdirSync(SHOTS_DIR, { recursive: true });
  shot += 1;
  await page.screenshot({
    path: path.join(SHOTS_DIR, `${String(shot).padStart(2, '0')}-${name}.png`),
    fullPage: true,
  });
}

/** The API as the signed-in user (bearer from the login call). */
async function apiAs(request: APIRequestContext, account: Account) {
  const login = await request.post('/api/v1/auth/jwt/login', {
    form: { username: account.email, password: account.password },
  });
  expect(login.status()).toBe(200);
  const { access_token } = (await login.json()) as { access_token: string };
  const headers = { Authorization: `Bearer ${access_token}` };
  const call = async (method: 'get' | 'post' | 'patch', url: string, data?: unknown) => {
    const res = await request[method](`/api/v1${url}`, { headers, data });
    expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300);
    return res.status() === 204 ? null : ((await res.json()) as Record<string, unknown>);
  };
  const upload = async (fixture: string, name: string) => {
    const res = await request.post('/api/v1/creatives/upload', {
      headers,
      multipart: {
        files: {
          name,
          mimeType: 'image/jpeg',
          buffer: readFileSync(path.join(fixturesDir, fixture)),
        },
      },
    });
    expect(res.status(), await res.text()).toBeLessThan(300);
    const body = (await res.json()) as { items?: { id: number }[] } | { id: number }[];
    const items = Array.isArray(body) ? body : (body.items ?? []);
    return items[0]!.id;
  };
  const waitDone = async (id: number) => {
    await expect
      .poll(
        async () => ((await call('get', `/analyses/${id}/progress`)) as { status: string }).status,
        {
          timeout: ANALYSIS_TIMEOUT,
          intervals: [1000],
        },
      )
      .toBe('done');
  };
  return { call, upload, waitDone };
}

const ids: Record<string, number> = {};

test('the pages without a session fit a phone', async ({ page }) => {
  for (const [route, heading] of [
    ['/signin', 'Вход в личный кабинет'],
    ['/signup', 'Регистрация'],
    ['/forgot-password', 'Восстановление пароля'],
    ['/reset-password?token=x', 'Смена пароля'],
  ] as const) {
    await page.goto(route);
    await expect(page).toHaveTitle(heading);
    await check(page, route.slice(1).replace(/\?.*/, ''));
  }
  await page.goto('/there/is/no/such/page');
  await expect(page.getByText('Страница не найдена')).toBeVisible();
  await check(page, '404');
});

test('every signed-in route fits a phone and the menu reaches each section', async ({
  page,
  request,
}) => {
  test.setTimeout(420_000);
  await signUpVerified(request, user);
  const api = await apiAs(request, user);
  const a = await api.upload('banner-a.jpg', LONG_NAMES[0]!);
  const b = await api.upload('banner-b.jpg', LONG_NAMES[1]!);
  const lab = (await api.call('post', '/labs', {
    name: 'Очень длинное название лаборатории весенней кампании SPORTMAX 2026',
  }))!;
  ids.lab = lab.id as number;
  const brief = (await api.call('post', '/briefs', {
    name: 'Лето — холодный кофе для студентов и молодых специалистов',
    brand: 'Зерно',
    product: 'Холодный кофе',
    category: 'Напитки',
    goal: 'conversion',
    audience: 'Горожане',
    key_message: 'Бодрит',
    placements: ['banner', 'social_feed'],
    segments: [{ name: 'Студенты', age_from: 18, age_to: 24, gender: 'any', interests: ['кофе'] }],
  }))!;
  ids.brief = brief.id as number;
  // Two researches run while the pages are visited; a comparison follows once both are saved.
  const researches: number[] = [];
  for (const [creative, name] of [
    [a, 'Вариант А'],
    [b, 'Вариант Б'],
  ] as const) {
    const r = (await api.call('post', '/analyses', {
      type: 'research',
      lab_id: ids.lab,
      name,
      creative_ids: [creative],
      settings: { goal: 'awareness', placement: 'social_feed' },
    }))!;
    await api.call('post', `/analyses/${r.id as number}/start`);
    researches.push(r.id as number);
  }

  await signIn(page, user);
  await expect(page.getByRole('heading', { level: 1, name: 'Лаборатории' })).toBeVisible();
  await check(page, 'labs');

  // The menu: behind the burger on a phone, and each link leads to its section.
  for (const [label, url] of [
    ['Облако', /\/cloud$/],
    ['Брифы', /\/briefs$/],
    ['Лаборатории', /\/labs$/],
  ] as const) {
    await page.getByRole('button', { name: 'Открыть меню' }).click();
    await page.getByRole('navigation').getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(url);
  }
  await page.getByRole('button', { name: 'Открыть меню' }).click();
  await check(page, 'menu-open');
  await page
    .getByRole('navigation')
    .getByRole('link', { name: /Профиль|Личный кабинет/ })
    .click();
  await expect(page).toHaveURL(/\/profile\/dashboard$/);
  await check(page, 'profile-dashboard');

  for (const route of ['/profile/details', '/profile/tariff']) {
    await page.goto(route);
    await expect(page).toHaveTitle('Профиль');
    await check(page, route.slice(1).replace('/', '-'));
  }
  // Each section's action reads in full: at 390 px the headers cut them to «Изменит» and
  // «Активировать сертифи» while the page itself did not scroll sideways.
  await page.goto('/profile/details');
  const actions = page.getByRole('button', { name: /^(Изменить|Активировать сертификат): / });
  await expect(actions.first()).toBeVisible();
  expect(await actions.count()).toBeGreaterThanOrEqual(3);
  const cut = await actions.evaluateAll((buttons) =>
    buttons
      .flatMap((b) => [b, ...b.querySelectorAll<HTMLElement>('*')])
      .filter((el) => el.scrollWidth > el.clientWidth + 1)
      .map((el) => el.closest('button')?.textContent ?? ''),
  );
  expect(cut, 'section actions cut on a phone').toEqual([]);

  // The cloud: both long names visible in full or told apart (their ends differ).
  await page.goto('/cloud');
  await expect(page).toHaveTitle('Облако');
  for (const name of LONG_NAMES) {
    const open = page.getByRole('button', { name: `Открыть: ${name}`, exact: true });
    await expect(open).toBeVisible();
    // cut in the middle: the differing end («вариант А.jpg» / «вариант Б.jpg») stays in view,
    // drawn whole inside the button
    const tail = open.locator('[data-name-tail]');
    await expect(tail).toContainText(name.slice(-5));
    const [inner, outer] = await Promise.all([tail.boundingBox(), open.boundingBox()]);
    expect(inner!.x + inner!.width).toBeLessThanOrEqual(outer!.x + outer!.width + 1);
  }
  await check(page, 'cloud');

  await page.goto('/labs/create');
  await check(page, 'labs-create');
  await page.goto(`/labs/${ids.lab}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('SPORTMAX');
  await check(page, 'lab');
  await page.goto(`/labs/${ids.lab}/researches/new/details`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Параметры исследования' }),
  ).toBeVisible();
  // The creative picker: each long name told apart by its end, and its row inside the screen.
  for (const name of LONG_NAMES) {
    const row = page
      .locator('li')
      .filter({ has: page.getByRole('checkbox', { name: new RegExp(name.slice(-5)) }) });
    await expect(row).toContainText(name.slice(-5));
    const box = (await row.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(VIEWPORTS.phone.width);
  }
  await check(page, 'lab-research-new');
  await page.goto(`/labs/${ids.lab}/researches/${researches[0]}/progress`);
  await check(page, 'lab-research-progress');

  await page.goto('/briefs');
  await expect(page).toHaveTitle('Брифы');
  await check(page, 'briefs');
  await page.goto('/briefs/create');
  await expect(page).toHaveTitle('Создание брифа');
  await check(page, 'briefs-create');
  await page.goto(`/briefs/${ids.brief}`);
  await check(page, 'brief');
  await page.goto(`/briefs/${ids.brief}/researches/new/details`);
  await expect(page.getByTestId('brief-settings')).toBeVisible();
  await check(page, 'brief-research-new');
  await page.goto(`/briefs/${ids.brief}/comparisons/create`);
  await check(page, 'brief-comparison-create');

  // The results, once the engine is done; then the comparison of the two saved researches.
  for (const id of researches) {
    await api.waitDone(id);
    await api.call('post', `/analyses/${id}/save`, {
      name: id === researches[0] ? 'Вариант А' : 'Вариант Б',
    });
  }
  await page.goto(`/labs/${ids.lab}/researches/${researches[0]}/details`);
  await check(page, 'lab-research-details-started');
  await page.goto(`/labs/${ids.lab}/researches/${researches[0]}/result`);
  await expect(page.getByRole('img', { name: 'Тепловая карта внимания' })).toBeVisible({
    timeout: 60_000,
  });
  await check(page, 'lab-research-result');
  await page.goto(`/labs/${ids.lab}/comparisons/create`);
  await expect(page.getByRole('checkbox', { name: /Вариант Б/ })).toBeVisible();
  await check(page, 'lab-comparison-create');
  const comparison = (await api.call('post', '/analyses', {
    type: 'comparison',
    lab_id: ids.lab,
    research_ids: researches,
  }))!;
  await api.call('post', `/analyses/${comparison.id as number}/start`);
  await page.goto(`/labs/${ids.lab}/comparisons/${comparison.id as number}/progress`);
  await check(page, 'lab-comparison-progress');
  await expect(page).toHaveURL(/\/comparisons\/\d+\/result$/, { timeout: ANALYSIS_TIMEOUT });
  await expect(page).toHaveTitle('Результаты сравнения');
  await page.waitForTimeout(1000);
  await check(page, 'lab-comparison-result');
  // The ranking scrolls sideways at a desktop's width: its metric notes wrap into two or three
  // lines, not five (the header row stood 159 px tall squeezed into 720 px; 109 px at 1440).
  const header = await page
    .getByRole('table', { name: 'Рейтинг' })
    .locator('thead tr')
    .boundingBox();
  expect(header!.height).toBeLessThan(130);
});
