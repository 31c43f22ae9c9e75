/**
 * Conform focuses the first invalid field of a refused submission; this brings it to the middle of the
 * screen, clear of the sticky header (plain focus() scrolls it just into view, often under the header).
 */
export function revealFocusedField(form: HTMLFormElement): void {
  const field = document.activeElement;
  if (!(field instanceof HTMLElement) || field === form || !form.contains(field)) return;
  field.scrollIntoView({ block: 'center', behavior: 'smooth' });
}
