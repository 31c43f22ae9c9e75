/**
 * The one dialog and toast service of the storefront (ARCHITECTURE §5, storefront.md §8): confirm and
 * alert dialogs on Radix AlertDialog with the default wording and colours, and short toasts.
 * Mounted once in the root (<DialogProvider>); pages ask through useDialogs().
 */
import { DIALOG_CONFIRM_BUTTON_COLOR, DIALOG_NOTICE_ICON_COLOR, dialogMessages } from '@shop/core';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { AlertDialog, Toast } from 'radix-ui';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';

export interface DialogOptions {
  /** Defaults: '請確認' for a confirm, '錯誤' for an alert. */
  title?: string;
  description?: string;
  confirmLabel?: string;
  cancelLabel?: string;
}

export interface DialogApi {
  /** Answers true on '確定', false on '取消' or Escape. */
  confirm(options: DialogOptions): Promise<boolean>;
  /** One button, '確定' unless told otherwise. */
  alert(options: DialogOptions): Promise<void>;
  /** A short notice that closes itself after durationMs. */
  toast(message: string, durationMs: number): void;
}

interface OpenDialog extends Required<Pick<DialogOptions, 'title' | 'confirmLabel'>> {
  kind: 'confirm' | 'alert';
  description?: string;
  cancelLabel: string;
  resolve: (confirmed: boolean) => void;
}

const DialogContext = createContext<DialogApi | null>(null);

export function useDialogs(): DialogApi {
  const api = useContext(DialogContext);
  if (!api) throw new Error('useDialogs needs <DialogProvider> above it');
  return api;
}

export function DialogProvider({ children }: { children: ReactNode }) {
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [toast, setToast] = useState<{ id: number; message: string; durationMs: number } | null>(null);
  const toastId = useRef(0);

  const open = useCallback(
    (kind: OpenDialog['kind'], options: DialogOptions) =>
      new Promise<boolean>((resolve) => {
        setDialog({
          kind,
          title:
            options.title ?? (kind === 'confirm' ? dialogMessages.confirmTitle : dialogMessages.errorTitle),
          description: options.description,
          confirmLabel: options.confirmLabel ?? dialogMessages.confirm,
          cancelLabel: options.cancelLabel ?? dialogMessages.cancel,
          resolve,
        });
      }),
    [],
  );

  const api = useMemo<DialogApi>(
    () => ({
      confirm: (options) => open('confirm', options),
      alert: async (options) => {
        await open('alert', options);
      },
      toast: (message, durationMs) => {
        toastId.current += 1;
        setToast({ id: toastId.current, message, durationMs });
      },
    }),
    [open],
  );

  const close = (confirmed: boolean) => {
    dialog?.resolve(confirmed);
    setDialog(null);
  };

  return (
    <DialogContext.Provider value={api}>
      <Toast.Provider swipeDirection="up">
        {children}
        <AlertDialog.Root open={dialog !== null} onOpenChange={(isOpen) => !isOpen && close(false)}>
          <AlertDialog.Portal>
            <AlertDialog.Overlay className="fixed inset-0 z-[90] bg-ink/40" />
            <AlertDialog.Content
              data-testid="dialog"
              className="fixed top-1/2 left-1/2 z-[91] w-[min(92vw,24rem)] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-surface p-6 text-center shadow-xl"
            >
              <CircleAlert
                aria-hidden
                className="mx-auto mb-3 size-10"
                style={{ color: DIALOG_NOTICE_ICON_COLOR }}
              />
              <AlertDialog.Title className="text-lg font-semibold text-ink">
                {dialog?.title}
              </AlertDialog.Title>
              {dialog?.description ? (
                <AlertDialog.Description className="mt-2 text-sm text-ink-soft">
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
            onOpenChange={(isOpen) => !isOpen && setToast(null)}
            data-testid="toast"
            className="flex items-center gap-2 rounded-lg bg-ink px-5 py-3 text-sm text-white shadow-lg"
          >
            <CircleCheck aria-hidden className="size-5" style={{ color: DIALOG_NOTICE_ICON_COLOR }} />
            <Toast.Title>{toast.message}</Toast.Title>
          </Toast.Root>
        )}
        <Toast.Viewport className="fixed top-1/3 left-1/2 z-[95] flex -translate-x-1/2 flex-col gap-2 outline-none" />
      </Toast.Provider>
    </DialogContext.Provider>
  );
}
