// Apple Pay and Google Pay through TapPay (docs/decisions/040-apple-pay-and-google-pay-through-tappay.md): when the server
// offers a wallet, the SDK loads and is asked whether this device can pay with it; only then is the wallet
// shown. Its sheet carries the amount the server priced (TWD) and the shop's line; the prime it gives goes
// to create-order or payment/re-pay like a card's.
import { isWalletPayMethod, payMethodNames, type WalletPayMethod, walletMessages } from '@shop/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { loadTapPay, type TapPayKeys, type TPDirect } from './tappay-sdk';

const NETWORKS = ['AMEX', 'JCB', 'MASTERCARD', 'VISA'] as const;

export type WalletPrime = { prime: string } | { closed: true } | { error: string };

/** The wallets the server offers with their settings (each needs its own beside TapPay's keys). */
export function offeredWallets(keys: TapPayKeys | null): WalletPayMethod[] {
  if (!keys) return [];
  return [
    ...(keys.apple_pay ? ['applepay' as const] : []),
    ...(keys.google_pay ? ['googlepay' as const] : []),
  ];
}

/** Whether the pay method can be shown: not a wallet, or a wallet the device can pay with. */
export function isShownPayMethod(pay: string, available: ReadonlySet<WalletPayMethod>): boolean {
  return !isWalletPayMethod(pay) || available.has(pay);
}

const price = (amount: number) => String(amount);

function applePayRequest(amount: number) {
  const total = {
    label: walletMessages.sheetLabel,
    amount: { currency: 'TWD' as const, value: price(amount) },
  };
  return { supportedNetworks: [...NETWORKS], supportedMethods: ['apple_pay'], displayItems: [], total };
}

/** Sets the wallet's merchant and amount up and answers whether this device can pay with it. */
function setUpWallet(
  tp: TPDirect,
  keys: TapPayKeys,
  wallet: WalletPayMethod,
  amount: number,
): Promise<boolean> {
  return new Promise((resolve) => {
    try {
      if (wallet === 'applepay' && keys.apple_pay) {
        if (!tp.paymentRequestApi.checkAvailability()) return resolve(false);
        tp.paymentRequestApi.setupApplePay({
          merchantIdentifier: keys.apple_pay.merchant_identifier,
          countryCode: keys.apple_pay.country_code,
        });
        tp.paymentRequestApi.setupPaymentRequest(applePayRequest(amount), (result) =>
          resolve(result.browserSupportPaymentRequest && result.canMakePaymentWithActiveCard),
        );
      } else if (wallet === 'googlepay' && keys.google_pay) {
        tp.googlePay.setupGooglePay({
          googleMerchantId: keys.google_pay.google_merchant_id,
          tappayGoogleMerchantId: keys.google_pay.tappay_merchant_id,
          merchantName: keys.google_pay.merchant_name,
          allowedCardAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
          billingAddressFormat: 'MIN',
          allowPrepaidCards: true,
          allowedCountryCodes: ['TW'],
        });
        tp.googlePay.setupPaymentRequest(
          { allowedNetworks: [...NETWORKS], price: price(amount), currency: 'TWD' },
          (error, result) => resolve(!error && result?.canUseGooglePay === true),
        );
      } else resolve(false);
    } catch (error) {
      console.error('[checkout] wallet set-up', wallet, error);
      resolve(false);
    }
  });
}

/** The sheet's amount follows the order's (points, credit, delivery change it). */
function setWalletAmount(tp: TPDirect, wallet: WalletPayMethod, amount: number): void {
  if (wallet === 'applepay')
    tp.paymentRequestApi.setupPaymentRequest(applePayRequest(amount), () => undefined);
  else tp.googlePay.setupTransactionPrice({ price: price(amount), currency: 'TWD' });
}

/**
 * Opens the wallet's sheet. Called first thing in the click's handler, before anything is awaited: Safari
 * opens Apple Pay only from the shopper's gesture.
 */
function openSheet(tp: TPDirect, wallet: WalletPayMethod): Promise<WalletPrime> {
  return new Promise((resolve) => {
    if (wallet === 'applepay')
      tp.paymentRequestApi.getPrime((result) => {
        if (result.status === 0 && result.prime) resolve({ prime: result.prime });
        else resolve({ closed: true });
      });
    else
      tp.googlePay.getPrime((error, prime) => {
        if (!error && prime) resolve({ prime });
        else if (error && /cancel/i.test(error.msg)) resolve({ closed: true });
        else resolve({ error: `${error?.status} ${error?.msg}` });
      });
  });
}

/** What a wallet's failure says to the shopper. */
export function walletFailureMessage(
  wallet: WalletPayMethod,
  result: Exclude<WalletPrime, { prime: string }>,
) {
  const name = payMethodNames[wallet];
  return 'closed' in result ? walletMessages.closed(name) : walletMessages.failed(name);
}

export interface Wallets {
  /** The wallets this device can pay with; empty until the SDK has answered. */
  available: ReadonlySet<WalletPayMethod>;
  /** True while the SDK is asked. */
  checking: boolean;
  /** Opens the sheet with the current amount; synchronous up to the sheet (see openSheet). */
  prime(wallet: WalletPayMethod): Promise<WalletPrime>;
}

/** Loads the SDK when a wallet is offered, asks which wallets this device can pay with, keeps their amount. */
export function useWallets(keys: TapPayKeys | null, amount: number | null): Wallets {
  const offered = offeredWallets(keys);
  const [available, setAvailable] = useState<ReadonlySet<WalletPayMethod>>(new Set());
  const [checking, setChecking] = useState(offered.length > 0);
  const sdk = useRef<TPDirect | null>(null);
  const ready = amount !== null && offered.length > 0;
  const amountRef = useRef(amount);
  amountRef.current = amount;

  // Set up once, with the amount of that moment (amountRef); later amounts go through the effect below.
  useEffect(() => {
    if (!ready || !keys) return;
    let live = true;
    loadTapPay(keys)
      .then(async (tp) => {
        const found = new Set<WalletPayMethod>();
        for (const wallet of offeredWallets(keys))
          if (await setUpWallet(tp, keys, wallet, amountRef.current ?? 0)) found.add(wallet);
        if (!live) return;
        sdk.current = tp;
        setAvailable(found);
      })
      .catch((error: unknown) => console.error('[checkout] wallet SDK', error))
      .finally(() => {
        if (live) setChecking(false);
      });
    return () => {
      live = false;
    };
  }, [keys, ready]);

  useEffect(() => {
    const tp = sdk.current;
    if (!tp || amount === null) return;
    for (const wallet of available) setWalletAmount(tp, wallet, amount);
  }, [amount, available]);

  const prime = useCallback((wallet: WalletPayMethod): Promise<WalletPrime> => {
    const tp = sdk.current;
    if (!tp) return Promise.resolve({ error: 'SDK not loaded' });
    return openSheet(tp, wallet);
  }, []);

  return { available, checking, prime };
}
