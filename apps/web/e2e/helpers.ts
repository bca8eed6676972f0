import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { linkFromOutbox } from './outbox';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core'), 'utf8');

/**
 * Called at the top of a spec file: an uncaught error or a console error of the pages fails the
 * journey that caused it, with the messages.
 */
export function failOnPageErrors() {
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
}

interface AxeViolation {
  id: string;
  nodes: {
    target: string[];
    failureSummary?: string;
    any: { data?: { messageKey?: string } | null }[];
  }[];
}

/**
 * Runs axe on the page as it is (the same engine and rules as the stories' check in
 * apps/storybook) and fails with every violation: rule, element and what to fix, and with text
 * of exactly its background's colour, which axe files as incomplete (as the stories do).
 * Evaluated through the browser's protocol, so the product's Content-Security-Policy does not
 * block it.
 */
export async function expectAccessible(page: Page, where: string) {
  // Once per document: the result's tabs, say, are checked one after another in one page.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const { violations, incomplete } = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: {
        run: (
          c: Document,
          o: object,
        ) => Promise<{ violations: AxeViolation[]; incomplete: AxeViolation[] }>;
      };
    };
    const result = await axe.run(document, { resultTypes: ['violations', 'incomplete'] });
    return { violations: result.violations, incomplete: result.incomplete };
  });
  const invisible = incomplete
    .filter((r) => r.id === 'color-contrast')
    .map((r) => ({
      id: 'color-contrast (1:1)',
      nodes: r.nodes.filter((n) => n.any.some((c) => c.data?.messageKey === 'equalRatio')),
    }));
  const found = [...violations, ...invisible].flatMap((v) =>
    v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
  );
  expect(found, `accessibility of ${where}`).toEqual([]);
}

/**
 * Walks the page with Tab, as a keyboard user does, and fails with every stop whose focus
 * cannot be seen: the pixels around the focused element are the same with focus as without it
 * (axe does not check this). A control drawn by a hidden input (a segmented control's radio)
 * is judged by its nearest ancestor with a size. Stops after `maxStops` or where Tab comes back
 * to the first stop.
 */
export async function expectVisibleFocus(page: Page, where: string, maxStops = 80) {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  const unseen: string[] = [];
  let first: string | undefined;
  for (let i = 0; i < maxStops; i++) {
    await page.keyboard.press('Tab');
    const handle = await page.evaluateHandle(() => document.activeElement);
    const focused = handle.asElement();
    if (!focused) break;
    const name = await focused.evaluate((e) => {
      const text = e.getAttribute('aria-label') ?? (e as HTMLElement).innerText ?? '';
      return `${e.tagName.toLowerCase()} «${text.replace(/\s+/g, ' ').trim().slice(0, 60)}»`;
    });
    if (name.startsWith('body ')) continue;
    if (name === first) break;
    first ??= name;
    const shown = await focused.evaluateHandle((e) => {
      let el: Element | null = e;
      while (el && el.getBoundingClientRect().width * el.getBoundingClientRect().height === 0)
        el = el.parentElement;
      return el ?? e;
    });
    const box = await shown.asElement()!.boundingBox();
    const viewport = page.viewportSize()!;
    if (!box) continue;
    const x = Math.max(0, box.x - 6);
    const y = Math.max(0, box.y - 6);
    const clip = {
      x,
      y,
      width: Math.min(box.x + box.width + 6, viewport.width) - x,
      height: Math.min(box.y + box.height + 6, viewport.height) - y,
    };
    if (clip.width <= 0 || clip.height <= 0) continue;
    const withFocus = await page.screenshot({ clip, animations: 'disabled' });
    await focused.evaluate((e) => (e as HTMLElement).blur());
    const without = await page.screenshot({ clip, animations: 'disabled' });
    if (withFocus.equals(without)) unseen.push(name);
    await focused.evaluate((e) => (e as HTMLElement).focus());
  }
  expect(unseen, `focus that cannot be seen on ${where}`).toEqual([]);
}

/** A user the journey signs up through the API: a fresh address per call site and run. */
export interface Account {
  email: string;
  password: string;
}

/**
 * An address of TEST-NET-2 (RFC 5737) for `email`: each journey's user signs up from an address
 * of their own, as people do, and the suite (the server trusts the loopback proxy:
 * playwright.config.ts) does not run into the per-address mail limit meant for one visitor.
 */
export function clientAddressOf(email: string): string {
  let h = 0;
  for (const ch of email) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return `198.51.100.${(h % 254) + 1}`;
}

/**
 * Registers the account and verifies it with the link the server wrote to the outbox
 * (`dataDir`: the data folder of a server other than the suite's).
 */
export async function signUpVerified(
  request: APIRequestContext,
  { email, password }: Account,
  dataDir?: string,
) {
  const res = await request.post('/api/v1/auth/register', {
    data: { email, password },
    headers: { 'x-forwarded-for': clientAddressOf(email) },
  });
  expect(res.status()).toBe(201);
  const { url } = await linkFromOutbox(email, '/signin', { dataDir });
  const token = url.searchParams.get('verify')!;
  expect((await request.post('/api/v1/auth/verify', { data: { token } })).status()).toBe(200);
}

/** Signs in on /signin and waits for the landing page, /labs. */
export async function signIn(page: Page, { email, password }: Account) {
  await page.goto('/signin');
  await page.getByLabel(/^Email/).fill(email);
  await page
    .getByLabel(/^Пароль/)
    .first()
    .fill(password);
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await expect(page).toHaveURL(/\/labs$/);
}

/** The two sizes every journey of the result, comparison and phone work runs at. */
export const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

/**
 * Fails when the page scrolls sideways: the document is wider than the viewport. A phone user
 * cannot reach what lies beyond, so every journey checks it on each page it visits. Polled for a
 * few seconds: right after `setViewportSize` the document can still have its desktop width (a
 * comparison read 1 403 px at 390 once and fitted a moment later), which is a layout in progress,
 * not an overflow; one that lasts still fails.
 */
export async function expectNoHorizontalOverflow(page: Page) {
  const widths = () =>
    page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
  const { client } = await widths();
  await expect
    .poll(async () => (await widths()).scroll, {
      message: `the page scrolls sideways at ${client}px (${page.url()})`,
      timeout: 5_000,
    })
    .toBeLessThanOrEqual(client);
}

/** The bearer header of `account`, signed in through the API (a journey's own setup calls). */
export async function apiLogin(
  request: APIRequestContext,
  account: Account,
): Promise<Record<string, string>> {
  const res = await request.post('/api/v1/auth/jwt/login', {
    form: { username: account.email, password: account.password },
  });
  expect(res.status()).toBe(200);
  return { Authorization: `Bearer ${(await res.json()).access_token}` };
}

/**
 * Uploads, researches and saves one creative through the API, waiting up to `timeoutMs` for the
 * engine; answers the research's id.
 */
export async function savedResearchViaApi(
  request: APIRequestContext,
  headers: Record<string, string>,
  labId: number,
  file: { name: string; mimeType: string; buffer: Buffer },
  name: string,
  timeoutMs: number,
  settings: Record<string, unknown> = { goal: 'awareness', placement: 'social_feed' },
): Promise<number> {
  const up = await request.post('/api/v1/creatives/upload', {
    headers,
    multipart: { files: file },
  });
  expect(up.status(), await up.text()).toBe(201);
  const creative = (await up.json()).items[0].id as number;
  const created = await request.post('/api/v1/analyses', {
    headers,
    data: {
      type: 'research',
      lab_id: labId,
      name,
      creative_ids: [creative],
      settings,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = (await created.json()).id as number;
  expect((await request.post(`/api/v1/analyses/${id}/start`, { headers })).status()).toBe(202);
  await expect
    .poll(
      async () =>
        (await (await request.get(`/api/v1/analyses/${id}/progress`, { headers })).json()).status,
      { timeout: timeoutMs, intervals: [1000] },
    )
    .toBe('done');
  const saved = await request.post(`/api/v1/analyses/${id}/save`, { headers, data: { name } });
  expect(saved.status(), await saved.text()).toBe(200);
  return id;
}
