// Tests confirm a payment the way the shopper's return does, through the confirm-payment flow, with the
// local invoice issuer, SMS outbox and logistics (tests in a module may not import a flow themselves).
import type { Database } from '@shop/db';
import type { FastifyBaseLogger } from 'fastify';
import { type ConfirmOutcome, confirmPayment } from '../src/flows/order-payment/confirm-payment.ts';
import { createInvoiceIssuer, readEinvoiceConfig } from '../src/integrations/einvoice/index.ts';
import { createLogisticsProvider, readLogisticsConfig } from '../src/integrations/logistics/index.ts';
import { readMailConfig } from '../src/integrations/mail/index.ts';
import type { PaymentProvider, PaymentProviderId } from '../src/integrations/payments/index.ts';
import { createSmsSender, readSmsConfig } from '../src/integrations/sms/index.ts';
import type { AttemptDeps } from '../src/modules/checkout/index.ts';

/** A logger that keeps what was logged at error level (the refund alerts), and drops the rest. */
export function keptLog(): FastifyBaseLogger & { errors: string[] } {
  const errors: string[] = [];
  const none = () => undefined;
  const log = {
    errors,
    level: 'info',
    fatal: none,
    warn: none,
    info: none,
    debug: none,
    trace: none,
    silent: none,
    error: (_details: object, message?: string) => errors.push(message ?? ''),
    child: () => log,
  };
  return log as unknown as FastifyBaseLogger & { errors: string[] };
}

export function attemptDeps(
  db: Database,
  providers: ReadonlyMap<PaymentProviderId, PaymentProvider>,
  now: () => Date = () => new Date(),
  log: FastifyBaseLogger = keptLog(),
): AttemptDeps {
  return {
    db,
    providers,
    issuer: createInvoiceIssuer(readEinvoiceConfig({}), db),
    sms: createSmsSender(readSmsConfig({}), log),
    mail: readMailConfig({}),
    log,
    logistics: createLogisticsProvider(readLogisticsConfig({})),
    siteOrigin: 'https://shop.example.test',
    now,
  };
}

export function confirmPaymentOf(
  db: Database,
  providers: ReadonlyMap<PaymentProviderId, PaymentProvider>,
  paymentRef: string,
): Promise<ConfirmOutcome> {
  return confirmPayment(attemptDeps(db, providers), paymentRef);
}
