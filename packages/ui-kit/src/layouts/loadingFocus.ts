import { useEffect } from 'react';
import { focusIsParked } from './mainFocus';

/**
 * Gives focus back to a button that lost it by being disabled, once the button is enabled again.
 *
 * Mantine's Button is disabled while `loading`, and the browser blurs a focused element that
 * becomes disabled: a keyboard user who pressed «Сохранить» or «Запустить» was left on the
 * page's body, so when the request failed the error was announced but Enter pressed nothing and
 * a screen reader had lost its place. The button gets focus back when it is enabled again, if it
 * is still on the page and nothing else has taken focus meanwhile (a dialog, a field, the next
 * page's main landmark). Answers the function that stops it.
 */
export function keepFocusThroughLoading(doc: Document = document): () => void {
  let watch: MutationObserver | null = null;
  const stop = () => {
    watch?.disconnect();
    watch = null;
  };
  const onFocusOut = (event: FocusEvent) => {
    const button = event.target;
    // focus taken by another element is not a button blurred by being disabled
    if (!(button instanceof HTMLButtonElement) || event.relatedTarget || !button.disabled) return;
    stop();
    watch = new MutationObserver(() => {
      if (button.disabled) return;
      stop();
      if (button.isConnected && focusIsParked()) button.focus();
    });
    watch.observe(button, { attributes: true, attributeFilter: ['disabled'] });
  };
  // Anything focused meanwhile is where the user, or the page, wanted focus to be.
  const onFocusIn = () => stop();
  doc.addEventListener('focusout', onFocusOut, true);
  doc.addEventListener('focusin', onFocusIn, true);
  return () => {
    stop();
    doc.removeEventListener('focusout', onFocusOut, true);
    doc.removeEventListener('focusin', onFocusIn, true);
  };
}

/** `keepFocusThroughLoading` for the document while the app is mounted. */
export function useFocusThroughLoading() {
  useEffect(() => keepFocusThroughLoading(), []);
}

/**
 * Props that show a button disabled while it keeps its focus: for a button that disables itself by
 * its own success («Сохранить» becoming «Сохранено», «›» on the last page, «Добавить» at the
 * limit). A `disabled` button is blurred, so the keyboard user who pressed it is left on the
 * page's body; this one stays focused, says `aria-disabled` to a screen reader, looks disabled
 * (Mantine styles `data-disabled`) and ignores presses.
 */
export function focusableDisabled(disabled: boolean) {
  if (!disabled) return {};
  return {
    'data-disabled': true,
    'aria-disabled': true,
    onClickCapture: (event: { preventDefault(): void; stopPropagation(): void }) => {
      event.preventDefault();
      event.stopPropagation();
    },
  } as const;
}
