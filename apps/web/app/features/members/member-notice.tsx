// The boxed states of the member lists: empty, failed (with a retry that reloads the page's data).
import { memberOrderMessages as t } from '@shop/core';
import type { ReactNode } from 'react';
import { useRevalidator } from 'react-router';

export function MemberNotice({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <div data-testid={testId} className="rounded-xl bg-sand px-6 py-10 text-center text-sm text-ink-soft">
      {children}
    </div>
  );
}

/** A load failure: the words, and a button that runs the page's loader again. */
export function LoadFailed({ message }: { message: string }) {
  const revalidator = useRevalidator();
  return (
    <MemberNotice testId="member-load-failed">
      <p role="alert">{message}</p>
      <button
        type="button"
        onClick={() => void revalidator.revalidate()}
        disabled={revalidator.state === 'loading'}
        className="mt-4 rounded border border-ink px-4 py-2 text-ink hover:bg-surface disabled:opacity-50"
      >
        {revalidator.state === 'loading' ? t.loading : t.retry}
      </button>
    </MemberNotice>
  );
}
