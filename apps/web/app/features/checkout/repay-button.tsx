// '重新付款': starts a new payment for the order (payment/re-pay) and follows the provider's address. A card
// order first shows the card fields (TapPay's SDK loads then) and pays with a new one-time prime.
import { checkoutCalls } from '@shop/contracts';
import { isApiError } from '@shop/contracts/client';
import { cardFieldMessages, payFinishMessages as m, type PayMethod } from '@shop/core';
import { useRef, useState } from 'react';
import { browserApi } from '../../lib/api.client';
import { CardFields, type CardFieldsHandle } from './card-fields';
import type { TapPayKeys } from './tappay-sdk';

/** The server's Chinese reason (e.g. the order has expired), else a general one. */
function reasonOf(failure: unknown): string {
  if (!isApiError(failure) || failure.status === 0) return m.repayFailed;
  const message = (failure.data as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : m.repayFailed;
}

export function RepayButton({ orderId, payMethod }: { orderId: number; payMethod: PayMethod }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [cardKeys, setCardKeys] = useState<TapPayKeys | null>(null);
  const card = useRef<CardFieldsHandle | null>(null);

  /** A card order: the first click shows the fields; the next one pays with their prime. */
  async function cardPrime(): Promise<string | null> {
    if (!cardKeys) {
      const { tappay } = await browserApi().send(checkoutCalls.payMethods);
      if (!tappay) throw new Error('cards are not configured');
      setCardKeys(tappay);
      return null;
    }
    return (await card.current?.prime()) ?? null;
  }

  async function repay() {
    setBusy(true);
    setError(null);
    try {
      const prime = payMethod === 'card' ? await cardPrime() : undefined;
      if (prime === null) {
        setBusy(false);
        return;
      }
      const answer = await browserApi().send(checkoutCalls.repay, {
        body: { ordermain_id: orderId, ...(prime ? { prime } : {}) },
      });
      window.location.assign(answer.payment.redirect_url);
    } catch (failure) {
      setError(reasonOf(failure));
      setBusy(false);
    }
  }

  return (
    <>
      {cardKeys && (
        <div className="mx-auto mb-4 max-w-md text-left">
          <CardFields keys={cardKeys} handle={card} />
        </div>
      )}
      <button
        type="button"
        data-testid="pay-finish-repay"
        onClick={repay}
        disabled={busy}
        aria-describedby={error ? 'repay-error' : undefined}
        className="min-h-11 rounded-full bg-ink px-10 py-3 text-sm font-medium tracking-wide text-surface hover:bg-accent-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:opacity-60"
      >
        {busy ? m.repaying : cardKeys ? cardFieldMessages.payNow : m.repay}
      </button>
      {error && (
        <p id="repay-error" role="alert" className="mt-2 text-sm text-blush">
          {error}
        </p>
      )}
    </>
  );
}
