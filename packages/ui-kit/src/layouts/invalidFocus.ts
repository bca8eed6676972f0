/**
 * After a refused submit, focus (and so scroll to) the form's first field marked invalid: on the
 * brief's long form «Создать бриф» sits a screen below «Название брифа», so a missing name showed
 * its message out of sight and the press seemed to do nothing; a screen reader heard nothing
 * either. Waits for the messages the refusal has just set to be drawn (`aria-invalid`).
 */
export function focusFirstInvalid(form: Element | null | undefined): void {
  if (!form) return;
  // A refusal that came after a request is drawn in a render of its own, whose time is React's:
  // look again for a moment rather than guess the order of the two.
  let tries = 0;
  const look = () => {
    const field = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (field) field.focus();
    else if (++tries < 30 && form.isConnected) setTimeout(look, 16);
  };
  setTimeout(look, 0);
}

/**
 * `focusFirstInvalid` as the validation-failure callback of Mantine's `form.onSubmit(submit,
 * onInvalidSubmit)`; the event's form is read at once (React clears `currentTarget` after the
 * handler).
 */
export function onInvalidSubmit(
  _errors: unknown,
  _values: unknown,
  event?: { currentTarget: EventTarget | null },
): void {
  focusFirstInvalid(event?.currentTarget instanceof Element ? event.currentTarget : null);
}
