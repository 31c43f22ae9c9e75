import { readFileSync } from 'node:fs';
import { isCardInstalment } from '@shop/core';
import type { Database } from '@shop/db';
import { createCashOnPickupProvider } from './cash-on-pickup.ts';
import {
  createEcpayPaymentProvider,
  ECPAY_ATM_EXPIRE_DAYS_DEFAULT,
  ECPAY_PAYMENT_STAGE_URL,
  type EcpayPaymentConfig,
} from './ecpay.ts';
import { createLinePayProvider, LINE_PAY_SANDBOX_URL, type LinePayConfig } from './linepay.ts';
import type { PaymentProvider, PaymentProviderId } from './payment-provider.ts';
import { createSandboxProvider } from './sandbox.ts';
import {
  createTapPayProvider,
  GOOGLE_PAY_SCRIPT_URL,
  TAPPAY_SANDBOX_URL,
  TAPPAY_SDK_URL,
  type TapPayConfig,
} from './tappay.ts';
import { createJkoPayProvider } from './tappay-jko.ts';

export * from './ecpay.ts';
export * from './linepay.ts';
export * from './payment-provider.ts';
export * from './sandbox.ts';
export * from './tappay.ts';
export * from './tappay-jko.ts';

export interface PaymentsConfig {
  linePay: LinePayConfig | null;
  tapPay: TapPayConfig | null;
  /** ECPay all-in-one payment: ATM transfers to a virtual account. */
  ecpay: Omit<EcpayPaymentConfig, 'siteOrigin' | 'apiPrefix'> | null;
  /** Cash on 7-ELEVEN pickup offered (PAYMENT_COD, default on). */
  cashOnPickup: boolean;
  /** The built-in sandbox page: PAYMENT_SANDBOX=true, or by default when no real provider is configured. */
  sandbox: boolean;
  /** What /.well-known/apple-developer-merchantid-domain-association answers (Apple's domain check); null: 404. */
  applePayDomainAssociation: string | null;
}

/**
 * LINE_PAY_CHANNEL_ID + LINE_PAY_CHANNEL_SECRET (+ LINE_PAY_API_URL) turn LINE Pay on; TAPPAY_PARTNER_KEY,
 * TAPPAY_MERCHANT_ID, TAPPAY_APP_ID, TAPPAY_APP_KEY (+ TAPPAY_API_URL, TAPPAY_SDK_URL) turn cards on, and with
 * them TAPPAY_APPLE_MERCHANT_ID Apple Pay, TAPPAY_GOOGLE_MERCHANT_ID (+ GOOGLE_PAY_SCRIPT_URL) Google Pay and
 * TAPPAY_JKO_MERCHANT_ID JKO Pay.
 * PAYMENT_COD=false takes cash on pickup off. The sandbox page is a demo (docs/decisions/055-what-providers-accept.md):
 * on by default only while no real provider is configured, else only with PAYMENT_SANDBOX=true; under
 * NODE_ENV=production it stops the start unless SHOP_DEMO=true (what `npm start` sets when NODE_ENV is unset).
 */
export function readPaymentsConfig(env: NodeJS.ProcessEnv): PaymentsConfig {
  const config = readProviders(env);
  refuseSandboxInProduction(config, env);
  return config;
}

export const SANDBOX_IN_PRODUCTION_MESSAGE =
  'PAYMENT_SANDBOX: the sandbox page lets shoppers approve their own payments, so NODE_ENV=production ' +
  'refuses it. Configure LINE Pay or TapPay and leave PAYMENT_SANDBOX unset, or set PAYMENT_SANDBOX=false ' +
  '(npm start without NODE_ENV runs the demo)';

function refuseSandboxInProduction(config: PaymentsConfig, env: NodeJS.ProcessEnv): void {
  if (config.sandbox && env.NODE_ENV === 'production' && env.SHOP_DEMO?.trim() !== 'true')
    throw new Error(SANDBOX_IN_PRODUCTION_MESSAGE);
}

function readSandbox(env: NodeJS.ProcessEnv, realProviderConfigured: boolean): boolean {
  const setting = env.PAYMENT_SANDBOX?.trim();
  if (setting === 'true') return true;
  if (setting === 'false') return false;
  return !realProviderConfigured;
}

function readProviders(env: NodeJS.ProcessEnv): PaymentsConfig {
  const channelId = env.LINE_PAY_CHANNEL_ID?.trim();
  const channelSecret = env.LINE_PAY_CHANNEL_SECRET?.trim();
  const partnerKey = env.TAPPAY_PARTNER_KEY?.trim();
  const merchantId = env.TAPPAY_MERCHANT_ID?.trim();
  const appId = env.TAPPAY_APP_ID?.trim();
  const appKey = env.TAPPAY_APP_KEY?.trim();
  const linePayOn = Boolean(channelId && channelSecret);
  const tapPayOn = Boolean(partnerKey && merchantId && appId && appKey);
  const ecpay = readEcpayPayment(env);
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
            applePay: readApplePay(env),
            googlePay: readGooglePay(env),
            instalments: readInstalments(env),
            jkoMerchantId: env.TAPPAY_JKO_MERCHANT_ID?.trim() || null,
          }
        : null,
    ecpay,
    cashOnPickup: env.PAYMENT_COD?.trim() !== 'false',
    sandbox: readSandbox(env, linePayOn || tapPayOn || ecpay !== null),
    applePayDomainAssociation: readApplePayDomainAssociation(env),
  };
}

/** ECPAY_PAYMENT_MERCHANT_ID, _HASH_KEY and _HASH_IV (+ ECPAY_PAYMENT_API_URL, ECPAY_ATM_EXPIRE_DAYS). */
function readEcpayPayment(env: NodeJS.ProcessEnv): PaymentsConfig['ecpay'] {
  const merchantId = env.ECPAY_PAYMENT_MERCHANT_ID?.trim();
  const hashKey = env.ECPAY_PAYMENT_HASH_KEY?.trim();
  const hashIv = env.ECPAY_PAYMENT_HASH_IV?.trim();
  if (!merchantId || !hashKey || !hashIv) return null;
  const days = Number(env.ECPAY_ATM_EXPIRE_DAYS?.trim() || ECPAY_ATM_EXPIRE_DAYS_DEFAULT);
  return {
    apiUrl: env.ECPAY_PAYMENT_API_URL?.trim() || ECPAY_PAYMENT_STAGE_URL,
    merchantId,
    hashKey,
    hashIv,
    atmExpireDays: Number.isInteger(days) && days >= 1 && days <= 60 ? days : ECPAY_ATM_EXPIRE_DAYS_DEFAULT,
  };
}

/**
 * The file Apple gives for the domain check: TAPPAY_APPLE_DOMAIN_ASSOCIATION holds its content, or
 * TAPPAY_APPLE_DOMAIN_ASSOCIATION_FILE its path (read once at start; a missing file stops the start).
 */
function readApplePayDomainAssociation(env: NodeJS.ProcessEnv): string | null {
  const content = env.TAPPAY_APPLE_DOMAIN_ASSOCIATION?.trim();
  if (content) return content;
  const path = env.TAPPAY_APPLE_DOMAIN_ASSOCIATION_FILE?.trim();
  return path ? readFileSync(path, 'utf8') : null;
}

/** TAPPAY_INSTALMENTS, e.g. '3,6,12': the installments offered, in order, each once. */
function readInstalments(env: NodeJS.ProcessEnv): number[] {
  const listed = (env.TAPPAY_INSTALMENTS ?? '').split(',').map((part) => Number(part.trim()));
  return [...new Set(listed.filter(isCardInstalment))].sort((a, b) => a - b);
}

function readApplePay(env: NodeJS.ProcessEnv): TapPayConfig['applePay'] {
  const merchantIdentifier = env.TAPPAY_APPLE_MERCHANT_ID?.trim();
  return merchantIdentifier ? { merchantIdentifier } : null;
}

function readGooglePay(env: NodeJS.ProcessEnv): TapPayConfig['googlePay'] {
  const googleMerchantId = env.TAPPAY_GOOGLE_MERCHANT_ID?.trim();
  if (!googleMerchantId) return null;
  return { googleMerchantId, scriptUrl: env.GOOGLE_PAY_SCRIPT_URL?.trim() || GOOGLE_PAY_SCRIPT_URL };
}

/** The configured providers by id; an id missing here is not offered. */
export function createPaymentProviders(
  config: PaymentsConfig,
  db: Database,
  apiPrefix: string,
  /** The shop's origin: where ECPay posts its notices and sends the shopper back. */
  siteOrigin = 'http://localhost',
  now: () => Date = () => new Date(),
): Map<PaymentProviderId, PaymentProvider> {
  const providers = new Map<PaymentProviderId, PaymentProvider>();
  if (config.sandbox) providers.set('sandbox', createSandboxProvider(db, apiPrefix));
  if (config.linePay) providers.set('linepay', createLinePayProvider(config.linePay));
  if (config.tapPay) providers.set('tappay', createTapPayProvider(config.tapPay));
  if (config.tapPay?.jkoMerchantId)
    providers.set(
      'jkopay',
      createJkoPayProvider({ ...config.tapPay, merchantId: config.tapPay.jkoMerchantId }),
    );
  if (config.ecpay)
    providers.set('ecpay', createEcpayPaymentProvider({ ...config.ecpay, siteOrigin, apiPrefix }, now));
  if (config.cashOnPickup) providers.set('cod', createCashOnPickupProvider());
  return providers;
}
