import type { Database } from '@shop/db';
import { createEcpayIssuer, ECPAY_EINVOICE_STAGE_URL, type EcpayInvoiceConfig } from './ecpay-issuer.ts';
import type { InvoiceIssuer } from './invoice-issuer.ts';
import { createLocalIssuer, DEFAULT_LOCAL_TRACK, type LocalIssuerConfig } from './local-issuer.ts';

export * from './ecpay-crypto.ts';
export * from './ecpay-issuer.ts';
export * from './invoice-issuer.ts';
export * from './local-issuer.ts';

export type EinvoiceConfig =
  | { provider: 'local'; local: LocalIssuerConfig }
  | ({ provider: 'ecpay' } & EcpayInvoiceConfig);

/**
 * EINVOICE_PROVIDER local (default) with EINVOICE_TRACK (AB) and EINVOICE_RANGE (12345678-12399999), or
 * ecpay with ECPAY_INVOICE_MERCHANT_ID, ECPAY_INVOICE_HASH_KEY, ECPAY_INVOICE_HASH_IV (+ ECPAY_INVOICE_API_URL).
 */
export function readEinvoiceConfig(env: NodeJS.ProcessEnv): EinvoiceConfig {
  const provider = env.EINVOICE_PROVIDER?.trim() || 'local';
  if (provider === 'local') {
    const track = env.EINVOICE_TRACK?.trim() || DEFAULT_LOCAL_TRACK.track;
    const range = env.EINVOICE_RANGE?.trim();
    const [start, end] = range
      ? range.split('-').map(Number)
      : [DEFAULT_LOCAL_TRACK.start, DEFAULT_LOCAL_TRACK.end];
    if (
      !/^[A-Z]{2}$/.test(track) ||
      !Number.isInteger(start) ||
      !Number.isInteger(end) ||
      (start ?? 0) > (end ?? 0)
    )
      throw new Error(
        'EINVOICE_TRACK must be two capitals and EINVOICE_RANGE two 8-digit numbers, e.g. 12345678-12399999',
      );
    return { provider, local: { track, start: start as number, end: end as number } };
  }
  if (provider !== 'ecpay') throw new Error(`EINVOICE_PROVIDER must be local or ecpay, got "${provider}"`);
  const merchantId = env.ECPAY_INVOICE_MERCHANT_ID?.trim();
  const hashKey = env.ECPAY_INVOICE_HASH_KEY?.trim();
  const hashIv = env.ECPAY_INVOICE_HASH_IV?.trim();
  if (!merchantId || !hashKey || !hashIv)
    throw new Error(
      'EINVOICE_PROVIDER=ecpay needs ECPAY_INVOICE_MERCHANT_ID, ECPAY_INVOICE_HASH_KEY, ECPAY_INVOICE_HASH_IV',
    );
  return {
    provider,
    apiUrl: env.ECPAY_INVOICE_API_URL?.trim() || ECPAY_EINVOICE_STAGE_URL,
    merchantId,
    hashKey,
    hashIv,
  };
}

export function createInvoiceIssuer(config: EinvoiceConfig, db: Database): InvoiceIssuer {
  return config.provider === 'ecpay' ? createEcpayIssuer(config) : createLocalIssuer(db, config.local);
}
