import type { Database } from '@shop/db';
import { createCashOnPickupProvider } from './cash-on-pickup.ts';
import { createLinePayProvider, LINE_PAY_SANDBOX_URL, type LinePayConfig } from './linepay.ts';
import type { PaymentProvider, PaymentProviderId } from './payment-provider.ts';
import { createSandboxProvider } from './sandbox.ts';
import { createTapPayProvider, TAPPAY_SANDBOX_URL, TAPPAY_SDK_URL, type TapPayConfig } from './tappay.ts';

export * from './linepay.ts';
export * from './payment-provider.ts';
export * from './sandbox.ts';
export * from './tappay.ts';

export interface PaymentsConfig {
  linePay: LinePayConfig | null;
  tapPay: TapPayConfig | null;
  /** Cash on 7-ELEVEN pickup offered (PAYMENT_COD, default on). */
  cashOnPickup: boolean;
  /** The built-in sandbox page (PAYMENT_SANDBOX, default on). */
  sandbox: boolean;
}

/**
 * LINE_PAY_CHANNEL_ID + LINE_PAY_CHANNEL_SECRET (+ LINE_PAY_API_URL) turn LINE Pay on; TAPPAY_PARTNER_KEY,
 * TAPPAY_MERCHANT_ID, TAPPAY_APP_ID, TAPPAY_APP_KEY (+ TAPPAY_API_URL, TAPPAY_SDK_URL) turn cards on. PAYMENT_SANDBOX=false
 * and PAYMENT_COD=false take those two off.
 */
export function readPaymentsConfig(env: NodeJS.ProcessEnv): PaymentsConfig {
  const channelId = env.LINE_PAY_CHANNEL_ID?.trim();
  const channelSecret = env.LINE_PAY_CHANNEL_SECRET?.trim();
  const partnerKey = env.TAPPAY_PARTNER_KEY?.trim();
  const merchantId = env.TAPPAY_MERCHANT_ID?.trim();
  const appId = env.TAPPAY_APP_ID?.trim();
  const appKey = env.TAPPAY_APP_KEY?.trim();
  return {
    linePay:
      channelId && channelSecret
        ? { apiUrl: env.LINE_PAY_API_URL?.trim() || LINE_PAY_SANDBOX_URL, channelId, channelSecret }
        : null,
    tapPay:
      partnerKey && merchantId && appId && appKey
        ? {
            apiUrl: env.TAPPAY_API_URL?.trim() || TAPPAY_SANDBOX_URL,
            partnerKey,
            merchantId,
            appId,
            appKey,
            sdkUrl: env.TAPPAY_SDK_URL?.trim() || TAPPAY_SDK_URL,
          }
        : null,
    cashOnPickup: env.PAYMENT_COD?.trim() !== 'false',
    sandbox: env.PAYMENT_SANDBOX?.trim() !== 'false',
  };
}

/** The configured providers by id; an id missing here is not offered. */
export function createPaymentProviders(
  config: PaymentsConfig,
  db: Database,
  apiPrefix: string,
): Map<PaymentProviderId, PaymentProvider> {
  const providers = new Map<PaymentProviderId, PaymentProvider>();
  if (config.sandbox) providers.set('sandbox', createSandboxProvider(db, apiPrefix));
  if (config.linePay) providers.set('linepay', createLinePayProvider(config.linePay));
  if (config.tapPay) providers.set('tappay', createTapPayProvider(config.tapPay));
  if (config.cashOnPickup) providers.set('cod', createCashOnPickupProvider());
  return providers;
}
