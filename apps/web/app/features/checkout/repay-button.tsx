// '重新付款': starts a new payment for the order (payment/re-pay) and follows the provider's address.
import { checkoutCalls } from '@shop/contracts';
import { isApiError } from '@shop/contracts/client';
import { payFinishMessages as m } from '@shop/core';
import { useState } from 'react';
import { browserApi } from '../../lib/api.client';

/** The server's Chinese reason (e.g. the order has expired), else a general one. */
function reasonOf(failure: unknown): string {
  if (!isApiError(failure) || failure.status === 0) return m.repayFailed;
  const message = (failure.data as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : m.repayFailed;
}

export function RepayButton({ orderId }: { orderId: number }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function repay() {
    setBusy(true);
    setError(null);
    try {
      const answer = await browserApi().send(checkoutCalls.repay, { body: { ordermain_id: orderId } });
      window.location.assign(answer.payment.redirect_url);
    } catch (failure) {
      setError(reasonOf(failure));
      setBusy(false);
    }
  }

  return (
    <>
      <button
        type="button"
        data-testid="pay-finish-repay"
        onClick={repay}
        disabled={busy}
        aria-describedby={error ? 'repay-error' : undefined}
        className="min-h-11 rounded-full bg-ink px-10 py-3 text-sm font-medium tracking-wide text-surface hover:bg-accent-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:opacity-60"
      >
        {busy ? m.repaying : m.repay}
      </button>
      {error && (
        <p id="repay-error" role="alert" className="mt-2 text-sm text-blush">
          {error}
        </p>
      )}
    </>
  );
}
