// Focus goes back to the control that opened a dialog once it closes (WAI-ARIA dialog pattern).
// Radix does that only through its own <Trigger>; the shop's dialogs open from state, so without
// this focus fell to <body> after Escape.
import { useRef } from 'react';

/** The focused element at the moment a dialog opens: the control that opened it. */
export function focusedElement(doc: Pick<Document, 'activeElement' | 'body'>): HTMLElement | null {
  const active = doc.activeElement as HTMLElement | null;
  return active && active !== doc.body && typeof active.focus === 'function' ? active : null;
}

/** Handlers for a Radix dialog's content: remember the opener, give focus back to it on close. */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    // Radix calls this before it moves focus into the dialog, so the opener still has it.
    onOpenAutoFocus: () => {
      opener.current = focusedElement(document);
    },
    onCloseAutoFocus: (event: Event) => {
      const target = opener.current;
      opener.current = null;
      if (!target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}
