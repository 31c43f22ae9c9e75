// '重新付款': starts a new payment for the order (payment/re-pay) and follows the provider's address. A card
// order first shows the card fields (TapPay's SDK loads then) with the installments the shop offers, as at
// checkout (docs/decisions/090-card-installments.md), and pays with a new one-time prime. A JKO Pay order
// gets a new JKO prime and goes to JKO's page again. An Apple Pay
// or Google Pay order loads the SDK at once and offers its wallet's sheet (with the order's total) only when
// this device can pay with it.
import { checkoutCalls } from '@shop/contracts';
import { isApiError } from '@shop/contracts/client';
import {
  cardFieldMessages,
  isWalletPayMethod,
  jkoPayMessages,
  payFinishMessages as m,
  type PayMethod,
  payMethodNames,
  type WalletPayMethod,
  walletMessages,
} from '@shop/core';
import { useEffect, useRef, useState } from 'react';
import { browserApi } from '../../lib/api.client';
import { CardFields, type CardFieldsHandle } from './card-fields';
import { InstalmentChoice } from './instalment-choice';
import { jkoPrime, type TapPayKeys } from './tappay-sdk';
import { useWallets, walletFailureMessage } from './wallet-pay';

/** The server's Chinese reason (e.g. the order has expired), else a general one. */
function reasonOf(failure: unknown): string {
  if (!isApiError(failure) || failure.status === 0) return m.repayFailed;
  const message = (failure.data as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : m.repayFailed;
}

/** A wallet order's keys, asked for at once: the SDK must say whether this device can pay before 重新付款 shows. */
function useWalletKeys(payMethod: PayMethod): TapPayKeys | null {
  const [keys, setKeys] = useState<TapPayKeys | null>(null);
  useEffect(() => {
    if (!isWalletPayMethod(payMethod)) return;
    browserApi()
      .send(checkoutCalls.payMethods)
      .then(({ tappay }) => setKeys(tappay))
      .catch((error: unknown) => console.error('[pay-finish] pay methods', error));
  }, [payMethod]);
  return keys;
}

export function RepayButton({
  orderId,
  payMethod,
  amount,
}: {
  orderId: number;
  payMethod: PayMethod;
  /** The order's total (TWD), for a wallet's sheet and the installments' per-month amounts. */
  amount: number;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [cardKeys, setCardKeys] = useState<TapPayKeys | null>(null);
  const [instalment, setInstalment] = useState(0);
  const card = useRef<CardFieldsHandle | null>(null);
  const walletKeys = useWalletKeys(payMethod);
  const wallets = useWallets(walletKeys, walletKeys ? amount : null);
  const wallet: WalletPayMethod | null = isWalletPayMethod(payMethod) ? payMethod : null;
  const walletReady = wallet !== null && wallets.available.has(wallet);
  const walletUnavailable = wallet !== null && walletKeys !== null && !wallets.checking && !walletReady;

  /** A wallet order: its sheet opens at once (still inside the click), its prime pays. */
  async function walletPrime(chosen: WalletPayMethod): Promise<string | null> {
    const made = await wallets.prime(chosen);
    if ('prime' in made) return made.prime;
    setError(walletFailureMessage(chosen, made));
    return null;
  }

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

  /** A JKO Pay order: a new prime from TapPay's SDK; the shopper approves on JKO's page again. */
  async function jkoPayPrime(): Promise<string | null> {
    const { tappay } = await browserApi().send(checkoutCalls.payMethods);
    const made = tappay ? await jkoPrime(tappay) : { error: 'no TapPay keys' };
    if ('prime' in made) return made.prime;
    console.error('[pay-finish] JKO Pay prime', made.error);
    setError(jkoPayMessages.failed);
    return null;
  }

  async function primeFor(): Promise<string | null | undefined> {
    if (payMethod === 'card') return cardPrime();
    if (payMethod === 'jkopay') return jkoPayPrime();
    return undefined;
  }

  async function repay() {
    const sheet = wallet ? walletPrime(wallet) : null;
    setBusy(true);
    setError(null);
    try {
      const prime = sheet ? await sheet : await primeFor();
      if (prime === null) {
        setBusy(false);
        return;
      }
      const instalmentChosen = payMethod === 'card' && instalment > 0 ? { instalment } : {};
      const answer = await browserApi().send(checkoutCalls.repay, {
        body: { ordermain_id: orderId, ...(prime ? { prime } : {}), ...instalmentChosen },
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
          <InstalmentChoice
            instalments={cardKeys.instalments ?? []}
            amount={amount}
            value={instalment}
            onChange={setInstalment}
          />
        </div>
      )}
      {walletUnavailable && (
        <p role="alert" className="mx-auto mb-3 max-w-md text-sm text-blush">
          {walletMessages.unavailable(payMethodNames[payMethod])}
        </p>
      )}
      <button
        type="button"
        data-testid="pay-finish-repay"
        onClick={repay}
        disabled={busy || (wallet !== null && !walletReady)}
        aria-describedby={error ? 'repay-error' : undefined}
        className="min-h-11 rounded-full bg-ink px-10 py-3 text-sm font-medium tracking-wide text-surface hover:bg-accent-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:opacity-60"
      >
        {busy
          ? m.repaying
          : cardKeys
            ? cardFieldMessages.payNow
            : walletReady
              ? walletMessages.payNow(payMethodNames[payMethod])
              : m.repay}
      </button>
      {error && (
        <p id="repay-error" role="alert" className="mt-2 text-sm text-blush">
          {error}
        </p>
      )}
    </>
  );
}
