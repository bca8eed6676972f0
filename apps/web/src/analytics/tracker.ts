import { installMetrika, parseMetrikaId, type Metrika } from './metrika';

let metrika: Metrika | null = null;
let lastSent: string | null = null;
let pending: string | null = null;

/** Called on every route change; a no-op until analytics has started. */
export function trackPageView(url: string): void {
  if (!metrika) {
    pending = url;
    return;
  }
  // The first hit can come both from start-up and from the router's first render.
  if (url === lastSent) return;
  lastSent = url;
  metrika.hit(url);
}

export interface StartAnalyticsOptions {
  /** import.meta.env.PROD: counters only ever run in production builds. */
  production: boolean;
  /** VITE_METRIKA_ID, when the build was given one. */
  envId?: string;
  /** Reads `metrika_id` from GET /api/v1/auth/init when the build has no id. */
  fetchInit?: () => Promise<{ metrika_id?: unknown } | undefined>;
  win?: Window;
}

/**
 * Starts the counter when this is a production build and an id is configured; otherwise
 * nothing is loaded and no hit is ever sent. Resolves to whether it started.
 */
export async function startAnalytics(options: StartAnalyticsOptions): Promise<boolean> {
  if (!options.production || metrika) return !!metrika;
  let id = parseMetrikaId(options.envId);
  if (id === undefined && options.fetchInit) {
    try {
      id = parseMetrikaId((await options.fetchInit())?.metrika_id);
    } catch {
      // Analytics must never break the app: no settings, no counter.
      return false;
    }
  }
  if (id === undefined) return false;
  metrika = installMetrika(id, options.win);
  if (pending) trackPageView(pending);
  return true;
}

/** The client settings call; only `metrika_id` is used here. */
export async function fetchAuthInit(): Promise<{ metrika_id?: unknown } | undefined> {
  const response = await fetch('/api/v1/auth/init', { headers: { Accept: 'application/json' } });
  return response.ok ? ((await response.json()) as { metrika_id?: unknown }) : undefined;
}

/** For tests: forget the started counter. */
export function resetAnalytics(): void {
  metrika = null;
  lastSent = null;
  pending = null;
}
