import type { FormEvent } from 'react';

/**
 * Conform focuses the first invalid field of a refused submission; this brings it to the middle of the
 * screen, clear of the sticky header (plain focus() scrolls it just into view, often under the header).
 */
export function revealFocusedField(form: HTMLFormElement): void {
  const field = document.activeElement;
  if (!(field instanceof HTMLElement) || field === form || !form.contains(field)) return;
  field.scrollIntoView({ block: 'center', behavior: 'smooth' });
}

/**
 * Conform validates a field (on blur, or on input after a refused submit) by submitting the form with a
 * hidden button named `__intent__`: the form's submit handler sees those too. Only a submit that is not
 * such an intent is the shopper's own, the one that may reveal errors, move the focus or scroll.
 */
export function isShopperSubmit(event: FormEvent<HTMLFormElement>): boolean {
  const submitter = (event.nativeEvent as SubmitEvent).submitter;
  return submitter?.getAttribute('name') !== '__intent__';
}
