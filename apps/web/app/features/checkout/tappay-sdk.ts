// TapPay's web SDK (TPDirect), loaded when the shopper chooses a card, or at once when a wallet (Apple Pay,
// Google Pay) is offered, to ask whether the device can pay; its address and public keys come from
// get-pay-method-list (the partner key never reaches the browser). Google Pay also needs Google's pay.js.
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

type AllowedNetwork = 'AMEX' | 'JCB' | 'MASTERCARD' | 'VISA';
interface SheetAmount {
  label: string;
  amount: { currency: 'TWD'; value: string };
}

/** TapPay's Payment Request API (Apple Pay on the web). */
export interface PaymentRequestApi {
  checkAvailability(): boolean;
  setupApplePay(setting: { merchantIdentifier: string; countryCode: string }): void;
  setupPaymentRequest(
    data: {
      supportedNetworks: AllowedNetwork[];
      supportedMethods: string[];
      displayItems: SheetAmount[];
      total: SheetAmount;
    },
    callback: (result: {
      browserSupportPaymentRequest: boolean;
      canMakePaymentWithActiveCard: boolean;
    }) => void,
  ): void;
  getPrime(callback: (result: { status: number; msg: string; prime?: string }) => void): void;
}

export interface TapPayGooglePay {
  setupGooglePay(setting: {
    googleMerchantId: string;
    tappayGoogleMerchantId: string;
    merchantName: string;
    allowedCardAuthMethods: ('PAN_ONLY' | 'CRYPTOGRAM_3DS')[];
    billingAddressFormat: 'FULL' | 'MIN';
    allowPrepaidCards: boolean;
    allowedCountryCodes: string[];
  }): void;
  setupPaymentRequest(
    request: { allowedNetworks: AllowedNetwork[]; price: string; currency: 'TWD' },
    callback: (error: unknown, result: { canUseGooglePay: boolean } | null) => void,
  ): void;
  setupTransactionPrice(price: { price: string; currency: 'TWD' }): void;
  getPrime(callback: (error: { status: number; msg: string } | null, prime: string | null) => void): void;
}

/** TapPay's JKO Pay (街口支付): a prime the server pays with; the shopper then approves on JKO's page. */
export interface TapPayJkoPay {
  getPrime(callback: (error: { status: number; msg: string } | null, prime: string | null) => void): void;
}

export interface TPDirect {
  setupSDK(appId: number, appKey: string, serverType: 'sandbox' | 'production'): void;
  paymentRequestApi: PaymentRequestApi;
  jkoPay: TapPayJkoPay;
  googlePay: TapPayGooglePay;
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

function loadScript(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`script failed to load from ${url}`));
    document.head.append(script);
  });
}

/**
 * Adds the SDK's script once per page (after Google's pay.js when Google Pay is offered) and answers
 * TPDirect, set up with the shop's public keys.
 */
export function loadTapPay(keys: TapPayKeys): Promise<TPDirect> {
  if (loading?.url === keys.sdk_url) return loading.sdk;
  const sdk = (async () => {
    // Without pay.js only Google Pay is missing (the SDK then says it cannot be used); cards still work.
    if (keys.google_pay) await loadScript(keys.google_pay.script_url).catch(() => undefined);
    await loadScript(keys.sdk_url);
    const tp = window.TPDirect;
    if (!tp) throw new Error('TPDirect missing after the SDK loaded');
    tp.setupSDK(Number(keys.app_id), keys.app_key, keys.server_type);
    return tp;
  })();
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

/** A JKO Pay prime (TPDirect.jkoPay.getPrime), or the reason there is none. */
export async function jkoPrime(keys: TapPayKeys): Promise<{ prime: string } | { error: string }> {
  const tp = await loadTapPay(keys);
  return new Promise((resolve) => {
    tp.jkoPay.getPrime((error, prime) => {
      if (!error && prime) resolve({ prime });
      else resolve({ error: `${error?.status ?? ''} ${error?.msg ?? 'no prime'}` });
    });
  });
}
