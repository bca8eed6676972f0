// A page whose code did not arrive reloads by itself once the server answers again: with the
// connection or the server gone, «Не удалось загрузить страницу» stayed until the user thought of
// «Обновить страницу», also long after the server was back.
import { readStored, writeStored } from '@kreolab/entities';

const HEALTH = '/api/v1/health';
/** When the page last reloaded by itself (the tab's sessionStorage). */
const RELOADED_AT = 'kreolab.route-reloaded-at';
/**
 * A page that still fails after reloading by itself (a release that lost its files) does not
 * reload again for this long: the user decides, not a loop.
 */
export const QUIET_MS = 5 * 60_000;

/** Whether the page may reload by itself: not within QUIET_MS of its last reload by itself. */
export function mayReloadByItself(now: () => number = Date.now): boolean {
  return now() - Number(readStored(RELOADED_AT, 'session') ?? 0) >= QUIET_MS;
}

export interface ReloadWhenBackOptions {
  /** How often to ask whether the server answers. */
  everyMs?: number;
  reload?: () => void;
  now?: () => number;
}

/**
 * Asks every few seconds (and when the browser says it is online again) whether the server
 * answers, and reloads the page once it does. Answers the function that stops it.
 */
export function reloadWhenBack({
  everyMs = 3000,
  reload = () => window.location.reload(),
  now = Date.now,
}: ReloadWhenBackOptions = {}): () => void {
  if (!mayReloadByItself(now)) return () => {};
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = async () => {
    clearTimeout(timer);
    const answered = await fetch(HEALTH, { cache: 'no-store' }).then(
      (r) => r.ok,
      () => false,
    );
    if (stopped) return;
    if (answered) {
      stop();
      // without storage the quiet time is not kept; the reload still helps
      writeStored(RELOADED_AT, String(now()), 'session');
      reload();
      return;
    }
    timer = setTimeout(() => void check(), everyMs);
  };
  const onOnline = () => void check();
  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    window.removeEventListener('online', onOnline);
  };
  window.addEventListener('online', onOnline);
  timer = setTimeout(() => void check(), everyMs);
  return stop;
}
