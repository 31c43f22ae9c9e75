/**
 * The one dialog and toast service of the storefront (ARCHITECTURE §5, storefront.md §8): confirm and
 * alert dialogs on Radix AlertDialog with the default wording and colours, and short toasts.
 * Mounted once in the root (<DialogProvider>); pages ask through useDialogs(). The Radix parts
 * (dialog-view.tsx) load the first time something is shown, so they stay out of the first load.
 */
import { dialogMessages } from '@shop/core';
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';

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

export interface OpenDialog extends Required<Pick<DialogOptions, 'title' | 'confirmLabel'>> {
  kind: 'confirm' | 'alert';
  description?: string;
  cancelLabel: string;
  resolve: (confirmed: boolean) => void;
}

export interface ShownToast {
  id: number;
  message: string;
  durationMs: number;
}

const DialogView = lazy(() => import('./dialog-view'));

const DialogContext = createContext<DialogApi | null>(null);

export function useDialogs(): DialogApi {
  const api = useContext(DialogContext);
  if (!api) throw new Error('useDialogs needs <DialogProvider> above it');
  return api;
}

export function DialogProvider({ children }: { children: ReactNode }) {
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [toast, setToast] = useState<ShownToast | null>(null);
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

  // Once shown, the view stays mounted, so a later dialog opens without waiting.
  const [viewWanted, setViewWanted] = useState(false);
  if (!viewWanted && (dialog !== null || toast !== null)) setViewWanted(true);

  return (
    <DialogContext.Provider value={api}>
      {children}
      {viewWanted && (
        <Suspense fallback={null}>
          <DialogView dialog={dialog} toast={toast} onClose={close} onToastClosed={() => setToast(null)} />
        </Suspense>
      )}
    </DialogContext.Provider>
  );
}
