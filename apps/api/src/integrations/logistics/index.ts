import {
  createEcpayLogistics,
  ECPAY_LOGISTICS_STAGE_URL,
  type EcpayLogisticsConfig,
} from './ecpay-logistics.ts';
import { createLocalLogistics } from './local-logistics.ts';
import type { LogisticsProvider } from './logistics-provider.ts';

export * from './check-mac-value.ts';
export * from './ecpay-logistics.ts';
export * from './ecpay-notify.ts';
export * from './ecpay-store-map.ts';
export * from './logistics-provider.ts';

export type LogisticsConfig = { provider: 'local' } | ({ provider: 'ecpay' } & EcpayLogisticsConfig);

/**
 * LOGISTICS_PROVIDER local (default) or ecpay with ECPAY_LOGISTICS_MERCHANT_ID, ECPAY_LOGISTICS_HASH_KEY,
 * ECPAY_LOGISTICS_HASH_IV, ECPAY_LOGISTICS_SENDER_NAME, ECPAY_LOGISTICS_SENDER_MOBILE,
 * ECPAY_LOGISTICS_REPLY_URL (+ ECPAY_LOGISTICS_API_URL, ECPAY_LOGISTICS_SUB_TYPE).
 */
export function readLogisticsConfig(env: NodeJS.ProcessEnv): LogisticsConfig {
  const provider = env.LOGISTICS_PROVIDER?.trim() || 'local';
  if (provider === 'local') return { provider };
  if (provider !== 'ecpay') throw new Error(`LOGISTICS_PROVIDER must be local or ecpay, got "${provider}"`);
  const read = (name: string) => {
    const value = env[name]?.trim();
    if (!value) throw new Error(`LOGISTICS_PROVIDER=ecpay needs ${name}`);
    return value;
  };
  return {
    provider,
    apiUrl: env.ECPAY_LOGISTICS_API_URL?.trim() || ECPAY_LOGISTICS_STAGE_URL,
    merchantId: read('ECPAY_LOGISTICS_MERCHANT_ID'),
    hashKey: read('ECPAY_LOGISTICS_HASH_KEY'),
    hashIv: read('ECPAY_LOGISTICS_HASH_IV'),
    senderName: read('ECPAY_LOGISTICS_SENDER_NAME'),
    senderMobile: read('ECPAY_LOGISTICS_SENDER_MOBILE'),
    serverReplyUrl: read('ECPAY_LOGISTICS_REPLY_URL'),
    subType: env.ECPAY_LOGISTICS_SUB_TYPE?.trim() === 'UNIMART' ? 'UNIMART' : 'UNIMARTC2C',
  };
}

export function createLogisticsProvider(config: LogisticsConfig): LogisticsProvider {
  return config.provider === 'ecpay' ? createEcpayLogistics(config) : createLocalLogistics();
}

/**
 * LOGISTICS_PICKUP_SIMULATOR=true, with the local provider only: a route that plays the store reporting a
 * cash-on-pickup parcel collected (there is no store to report it). Never on with a real provider.
 */
export function readPickupSimulator(env: NodeJS.ProcessEnv, config: LogisticsConfig): boolean {
  return config.provider === 'local' && env.LOGISTICS_PICKUP_SIMULATOR?.trim() === 'true';
}
