import { PRODUCT_NAME } from '@kreolab/i18n-ru';
import type { BreadcrumbItem, LayoutName } from '@kreolab/ui-kit';
import type { UIMatch } from 'react-router';

/** What every route may say about itself; read by the shell on each navigation. */
export interface RouteHandle {
  /** The spec's title; the deepest match with one becomes the document title. */
  title?: string;
  /** The deepest match with a layout picks it; none means the default layout. */
  layout?: LayoutName;
  /** Collected from every match, outermost first. */
  breadcrumb?: BreadcrumbItem;
  /** For the accounts issue's guard: profile routes say false although they sit under it. */
  requiresAuth?: boolean;
}

type Match = Pick<UIMatch<unknown, unknown>, 'handle'>;

function handles(matches: readonly Match[]): RouteHandle[] {
  return matches.map((m) => (m.handle ?? {}) as RouteHandle);
}

function deepest<K extends keyof RouteHandle>(matches: readonly Match[], key: K) {
  return handles(matches)
    .reverse()
    .find((h) => h[key] !== undefined)?.[key];
}

export function routeTitle(matches: readonly Match[]): string | undefined {
  return deepest(matches, 'title');
}

export function routeLayout(matches: readonly Match[]): LayoutName | undefined {
  return deepest(matches, 'layout');
}

export function routeBreadcrumbs(matches: readonly Match[]): BreadcrumbItem[] {
  return handles(matches).flatMap((h) => (h.breadcrumb ? [h.breadcrumb] : []));
}

/**
 * The route's title exactly as product-spec §2 gives it ('Облако'), with nothing appended; the
 * product name alone when a route has no title.
 */
export function documentTitle(title: string | undefined): string {
  return title ?? PRODUCT_NAME;
}
