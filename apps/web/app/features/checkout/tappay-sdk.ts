// TapPay's web SDK (TPDirect), loaded only when the shopper chooses a card and cards are configured; its
// address and public keys come from get-pay-method-list (the partner key never reaches the browser).
import type { PayMethodsAnswer } from '@shop/contracts';

export type TapPayKeys = NonNullable<PayMethodsAnswer['tappay']>;

/** 0 valid, 1 empty, 2 invalid, 3 still typing (TapPay's field statuses). */
export type TapPayFieldStatus = 0 | 1 | 2 | 3;
export type TapPayField = 'number' | 'expiry' | 'ccv';
export type TapPayFieldsStatus = Record<TapPayField, TapPayFieldStatus>;

export interface TapPayUpdate {
  canGetPrime: boolean;
  hasError: boolean;
  cardType: string;
  status: TapPayFieldsStatus;
}

interface FieldOptions {
  element: HTMLElement;
  placeholder: string;
}

interface PrimeResult {
  status: number;
  msg: string;
  card?: { prime: string; lastfour: string };
}

export interface TPDirect {
  setupSDK(appId: number, appKey: string, serverType: 'sandbox' | 'production'): void;
  card: {
    setup(config: {
      fields: { number: FieldOptions; expirationDate: FieldOptions; ccv: FieldOptions };
      styles?: Record<string, Record<string, string>>;
    }): void;
    onUpdate(listener: (update: TapPayUpdate) => void): void;
    getTappayFieldsStatus(): TapPayUpdate;
    getPrime(callback: (result: PrimeResult) => void): void;
  };
}

declare global {
  interface Window {
    TPDirect?: TPDirect;
  }
}

let loading: { url: string; sdk: Promise<TPDirect> } | null = null;

/** Adds the SDK's script once per page and answers TPDirect, set up with the shop's public keys. */
export function loadTapPay(keys: TapPayKeys): Promise<TPDirect> {
  if (loading?.url === keys.sdk_url) return loading.sdk;
  const sdk = new Promise<TPDirect>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = keys.sdk_url;
    script.async = true;
    script.onload = () => {
      const tp = window.TPDirect;
      if (!tp) return reject(new Error('TPDirect missing after the SDK loaded'));
      tp.setupSDK(Number(keys.app_id), keys.app_key, keys.server_type);
      resolve(tp);
    };
    script.onerror = () => reject(new Error(`TapPay SDK failed to load from ${keys.sdk_url}`));
    document.head.append(script);
  });
  // A failed load may be tried again (another visit of the card choice).
  sdk.catch(() => {
    loading = null;
  });
  loading = { url: keys.sdk_url, sdk };
  return sdk;
}

/** The one-time prime of the card in the fields, or the reason there is none. */
export function primeOf(tp: TPDirect): Promise<{ prime: string } | { error: string }> {
  return new Promise((resolve) => {
    tp.card.getPrime((result) => {
      if (result.status === 0 && result.card?.prime) resolve({ prime: result.card.prime });
      else resolve({ error: `${result.status} ${result.msg}` });
    });
  });
}
