import { UI_TEXTS } from '@kreolab/i18n-ru';

/** The top-level sections of the signed-in app, in menu order. */
export const NAV_ITEMS = [
  { to: '/labs', label: UI_TEXTS.nav.labs },
  { to: '/briefs', label: UI_TEXTS.nav.briefs },
  { to: '/cloud', label: UI_TEXTS.nav.cloud },
  { to: '/profile', label: UI_TEXTS.nav.profile },
] as const;

export function isSectionActive(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}
