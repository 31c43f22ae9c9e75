// After a refused submission the first error gets the focus and the middle of the screen. Conform
// focuses the first field named in an error, but a group whose first control is disabled (a full slot)
// or a message at the top of the form cannot take it; this picks the control a keyboard user needs.
import { revealFocusedField } from '../../lib/form-focus';

const GROUP_CONTROLS = [
  'input:checked:not(:disabled)',
  'input:not(:disabled):not([type="hidden"]), textarea:not(:disabled)',
  'button[aria-pressed="true"]',
];

/** Focuses the first marked error of the form (`data-form-error`, or a `data-invalid` field group). */
export function focusFirstError(form: HTMLFormElement): void {
  // Conform reports a server's reply in a layout effect: wait one frame for its errors to render.
  requestAnimationFrame(() => {
    const first = form.querySelector<HTMLElement>('[data-form-error], [data-invalid]');
    if (!first) return;
    const target = first.hasAttribute('data-form-error')
      ? first
      : GROUP_CONTROLS.map((selector) => first.querySelector<HTMLElement>(selector)).find(Boolean);
    if (!target) return;
    target.focus({ preventScroll: true });
    revealFocusedField(form);
  });
}
