// The Radix parts of the dialog service (dialogs.tsx), loaded the first time a dialog or toast shows.
import { DIALOG_CONFIRM_BUTTON_COLOR, DIALOG_NOTICE_ICON_COLOR } from '@shop/core';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { AlertDialog, Toast } from 'radix-ui';
import type { OpenDialog, ShownToast } from './dialogs';
import { useReturnFocus } from './return-focus';

export default function DialogView({
  dialog,
  toast,
  onClose: close,
  onToastClosed,
}: {
  dialog: OpenDialog | null;
  toast: ShownToast | null;
  onClose: (confirmed: boolean) => void;
  onToastClosed: () => void;
}) {
  const returnFocus = useReturnFocus();
  return (
    <Toast.Provider swipeDirection="up">
      <AlertDialog.Root open={dialog !== null} onOpenChange={(isOpen) => !isOpen && close(false)}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-[90] bg-ink/40" />
          <AlertDialog.Content
            data-testid="dialog"
            {...returnFocus}
            className="fixed top-1/2 left-1/2 z-[91] w-[min(92vw,24rem)] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-surface p-6 text-center shadow-xl"
          >
            <CircleAlert
              aria-hidden
              className="mx-auto mb-3 size-10"
              style={{ color: DIALOG_NOTICE_ICON_COLOR }}
            />
            <AlertDialog.Title className="text-lg font-semibold text-ink">{dialog?.title}</AlertDialog.Title>
            {dialog?.description ? (
              <AlertDialog.Description className="mt-2 whitespace-pre-line text-sm text-ink-soft">
                {dialog.description}
              </AlertDialog.Description>
            ) : (
              <AlertDialog.Description className="sr-only">{dialog?.title}</AlertDialog.Description>
            )}
            <div className="mt-6 flex justify-center gap-3">
              {dialog?.kind === 'confirm' && (
                <AlertDialog.Cancel
                  className="min-w-24 rounded border border-line px-4 py-2 text-sm text-ink hover:bg-sand"
                  onClick={() => close(false)}
                >
                  {dialog.cancelLabel}
                </AlertDialog.Cancel>
              )}
              <AlertDialog.Action
                className="min-w-24 rounded px-4 py-2 text-sm text-white hover:opacity-90"
                style={{ backgroundColor: DIALOG_CONFIRM_BUTTON_COLOR }}
                onClick={() => close(true)}
              >
                {dialog?.confirmLabel}
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
      {toast && (
        <Toast.Root
          key={toast.id}
          duration={toast.durationMs}
          onOpenChange={(isOpen) => !isOpen && onToastClosed()}
          data-testid="toast"
          className="flex items-center gap-2 rounded-lg bg-ink px-5 py-3 text-sm text-white shadow-lg"
        >
          <CircleCheck aria-hidden className="size-5" style={{ color: DIALOG_NOTICE_ICON_COLOR }} />
          <Toast.Title>{toast.message}</Toast.Title>
        </Toast.Root>
      )}
      {/* Low on the screen, clear of the page's title and price (it covered the product name). */}
      <Toast.Viewport className="fixed bottom-[max(2rem,env(safe-area-inset-bottom))] left-1/2 z-[95] flex w-max max-w-[90vw] -translate-x-1/2 flex-col gap-2 outline-none" />
    </Toast.Provider>
  );
}
