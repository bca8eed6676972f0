/** The Yandex Metrika tag: the `ym` queue function and the script that consumes it. */
type Ym = ((...args: unknown[]) => void) & { a?: unknown[][]; l?: number };

declare global {
  interface Window {
    ym?: Ym;
  }
}

export const METRIKA_SCRIPT = 'https://mc.yandex.ru/metrika/tag.js';

export interface Metrika {
  hit(url: string): void;
}

/**
 * Installs the counter: the standard `ym` queue stub plus the tag script, loaded once.
 * `defer: true` turns off the automatic first hit, because the router sends every hit,
 * the first one included.
 */
export function installMetrika(id: number, win: Window = window): Metrika {
  const doc = win.document;
  if (!win.ym) {
    const ym: Ym = (...args: unknown[]) => {
      (ym.a ??= []).push(args);
    };
    ym.l = Date.now();
    win.ym = ym;
  }
  if (!doc.querySelector(`script[src="${METRIKA_SCRIPT}"]`)) {
    const script = doc.createElement('script');
    script.async = true;
    script.src = METRIKA_SCRIPT;
    doc.head.appendChild(script);
  }
  win.ym?.(id, 'init', {
    defer: true,
    clickmap: true,
    trackLinks: true,
    accurateTrackBounce: true,
  });
  return {
    hit(url: string) {
      win.ym?.(id, 'hit', url);
    },
  };
}

/** A counter id from configuration: a positive integer, or nothing. */
export function parseMetrikaId(value: unknown): number | undefined {
  const id = typeof value === 'string' ? Number(value.trim()) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : undefined;
}
