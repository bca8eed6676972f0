import { useEffect, useRef } from 'react';
import { MAIN_ID } from './SkipLink';

/** Whether keyboard focus is nowhere in particular: on <body>, or parked on a page's <main>. */
export function focusIsParked(): boolean {
  const at = document.activeElement;
  return !at || at === document.body || at.id === MAIN_ID;
}

/**
 * After a navigation to another path, puts focus on the new page's main landmark (the skip
 * link's target) when nothing has it. The link or button that led there went with the old page,
 * which left focus on <body>: the next Tab started at the top of the header again, and a screen
 * reader said nothing of the new page. A page that places focus itself (a field, a dialog) keeps
 * it; the first page of a visit is left alone.
 */
export function useMainFocusAfterNavigation(pathname: string) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // after the new page's own effects, which may focus something of theirs
    const frame = requestAnimationFrame(() => {
      if (focusIsParked()) document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}
