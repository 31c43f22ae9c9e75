import { describe, expect, it } from 'vitest';
import type { TapPayKeys } from './tappay-sdk';
import { isShownPayMethod, offeredWallets, walletFailureMessage } from './wallet-pay';

const cards: TapPayKeys = {
  app_id: '11327',
  app_key: 'app_key',
  server_type: 'sandbox',
  sdk_url: 'https://js.tappaysdk.com/sdk/tpdirect/v5.19.2',
  apple_pay: null,
  google_pay: null,
};
const apple = { merchant_identifier: 'merchant.example', country_code: 'TW' as const };
const google = {
  google_merchant_id: 'BCR2DN4T',
  tappay_merchant_id: 'mireva_CTBC',
  merchant_name: '米瑞法肌研所',
  script_url: 'https://pay.google.com/gp/p/js/pay.js',
};

describe('offeredWallets', () => {
  it('each wallet only with its own settings beside the SDK keys', () => {
    expect(offeredWallets(null)).toEqual([]);
    expect(offeredWallets(cards)).toEqual([]);
    expect(offeredWallets({ ...cards, apple_pay: apple })).toEqual(['applepay']);
    expect(offeredWallets({ ...cards, google_pay: google })).toEqual(['googlepay']);
    expect(offeredWallets({ ...cards, apple_pay: apple, google_pay: google })).toEqual([
      'applepay',
      'googlepay',
    ]);
  });
});

describe('isShownPayMethod', () => {
  it('shows other methods always and a wallet only when the device can pay with it', () => {
    const none = new Set<'applepay' | 'googlepay'>();
    expect(isShownPayMethod('card', none)).toBe(true);
    expect(isShownPayMethod('applepay', none)).toBe(false);
    expect(isShownPayMethod('applepay', new Set(['applepay']))).toBe(true);
    expect(isShownPayMethod('googlepay', new Set(['applepay']))).toBe(false);
  });
});

describe('walletFailureMessage', () => {
  it('a closed sheet and a failure say different things in Chinese', () => {
    expect(walletFailureMessage('applepay', { closed: true })).toBe(
      'Apple Pay 付款視窗已關閉，尚未付款；您可以再試一次或改用其他付款方式',
    );
    expect(walletFailureMessage('googlepay', { error: '-1 failed' })).toBe(
      'Google Pay 無法完成付款，請再試一次或改用其他付款方式',
    );
  });
});
