// A campaign's sign-up in a modal (/co-fitness-2509). The form itself (name, mobile with a campaign
// code, optional e-mail) loads when the modal first opens, so the page does not carry the form code.
import { contentMessages } from '@shop/core';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { lazy, Suspense, useState } from 'react';

const m = contentMessages.signup;
const loadSignupForm = () => import('./signup-form');
const SignupForm = lazy(loadSignupForm);

export function SignupDialog({ campaign, title }: { campaign: string; title: string }) {
  const [open, setOpen] = useState(false);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <p className="text-center">
        <Dialog.Trigger
          data-testid="signup-open"
          // Starts loading the form as soon as the shopper shows interest.
          onPointerEnter={() => void loadSignupForm()}
          onFocus={() => void loadSignupForm()}
          className="inline-block rounded-full bg-ink px-8 py-3 text-sm font-medium tracking-wide text-surface hover:bg-accent-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        >
          {m.open}
        </Dialog.Trigger>
      </p>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50 data-[state=open]:animate-fade-in" />
        <Dialog.Content
          data-testid="signup-dialog"
          className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[min(94vw,440px)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-surface p-5 shadow-panel sm:p-6"
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold">{title || m.title}</Dialog.Title>
            <Dialog.Close aria-label={m.close} className="rounded-full p-1 hover:bg-sand">
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mb-4 text-sm text-ink-soft">{m.intro}</Dialog.Description>
          <Suspense
            fallback={
              <p role="status" className="py-6 text-center text-sm text-ink-soft">
                {m.loading}
              </p>
            }
          >
            <SignupForm campaign={campaign} />
          </Suspense>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
