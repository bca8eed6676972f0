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

const FIELD =
  'input:not([type=hidden]):not(:disabled), textarea:not(:disabled), select:not(:disabled)';

/**
 * The last state of the editors named by an id: a card whose view and form are different
 * components mounts anew when it switches, and must still see the switch.
 */
const editorsOpen = new Map<string, boolean>();

/**
 * Focus through an in-place editor («Изменить» that turns a card into its form): the button is
 * hidden while the form is open, so pressing it, and then Save or Cancel, left a keyboard user on
 * the page's body (the next Tab started at the header again, and a screen reader said nothing).
 * Opening puts focus on the form's first field, closing gives it back to the button; either only
 * when nothing else has focus. `id` names an editor whose view and form mount apart. Answers the
 * refs for the opener and the editor.
 */
export function useEditorFocus<
  O extends HTMLElement = HTMLButtonElement,
  E extends HTMLElement = HTMLElement,
>(open: boolean, id?: string) {
  const opener = useRef<O>(null);
  const editor = useRef<E>(null);
  const wasOpen = useRef(id !== undefined ? (editorsOpen.get(id) ?? open) : open);
  useEffect(() => {
    const was = wasOpen.current;
    wasOpen.current = open;
    if (id !== undefined) editorsOpen.set(id, open);
    if (was === open || !focusIsParked()) return;
    if (open) editor.current?.querySelector<HTMLElement>(FIELD)?.focus();
    else opener.current?.focus();
  }, [open, id]);
  // Gone for good (the page left), it is forgotten; a switch has read it already while rendering.
  useEffect(
    () => () => {
      if (id !== undefined) editorsOpen.delete(id);
    },
    [id],
  );
  return { opener, editor };
}
