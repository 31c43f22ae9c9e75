// What follows an order becoming paid (or placed, for cash on pickup): the e-invoice and the confirmation
// by e-mail and SMS. Callers run this only after the one conditional status change that made the
// transition, so each order gets one invoice and one confirmation. Neither may undo a confirmed payment:
// a failure is logged for customer service (docs/decisions/027-checkout-payment-returns-re-pay-confirmations-pay-finish.md).
import {
  hongKongMobileE164,
  orderConfirmationMessages as m,
  payMethodNames,
  SMS_MAX_PER_HOUR_DEFAULT,
  shellMessages,
  shipMethodNames,
  TAIWAN_MOBILE_PATTERN,
} from '@shop/core';
import type { Database } from '@shop/db';
import type { FastifyBaseLogger } from 'fastify';
import type { InvoiceIssuer } from '../../integrations/einvoice/index.ts';
import { type MailConfig, queueMail } from '../../integrations/mail/index.ts';
import { queueSms, type SmsSender } from '../../integrations/sms/index.ts';
import { takeSmsBudget } from '../throttles/index.ts';
import { issueOrderInvoice } from './invoices.service.ts';
import * as repository from './orders.repository.ts';
import { type ShipmentDeps, shipReadyOrder } from './shipments.service.ts';

export interface OrderEventDeps extends ShipmentDeps {
  db: Database;
  issuer: InvoiceIssuer;
  sms: SmsSender;
  mail: MailConfig;
  log: FastifyBaseLogger;
  siteOrigin: string;
  /** The shop-wide SMS budget per hour (SMS_MAX_PER_HOUR), shared with the one-time codes. */
  smsMaxPerHour?: number;
}

export const ORDER_CONFIRMATION_PURPOSE = 'order-confirmation';

/** The order was paid: a 7-ELEVEN parcel's shipment is created, its invoice issued and the shopper told. */
export async function afterOrderPaid(deps: OrderEventDeps, orderId: number): Promise<void> {
  await shipReadyOrder(deps, orderId);
  try {
    await issueOrderInvoice(deps.db, deps.issuer, orderId);
  } catch (error) {
    deps.log.error({ err: error, orderId }, 'e-invoice not issued for a paid order');
  }
  await sendOrderConfirmation(deps, orderId);
}

/** A cash-on-pickup order was placed: its shipment (collecting the total) is created and the shopper told. */
export async function afterCashOrderPlaced(deps: OrderEventDeps, orderId: number): Promise<void> {
  await shipReadyOrder(deps, orderId);
  await sendOrderConfirmation(deps, orderId);
}

/** Mail to the recipient's e-mail (when given) and SMS to the recipient's mobile. */
export async function sendOrderConfirmation(deps: OrderEventDeps, orderId: number): Promise<void> {
  const order = await repository.findOrder(deps.db, orderId);
  if (!order) return;
  const brand = shellMessages.brandName;
  const cashOnPickup = order.pay_method === 'cod';
  const name = order.recipient_name;
  const mobile = smsMobileOf(order, deps.sms);
  try {
    const textMobile = mobile && (await smsBudgetLeft(deps, orderId)) ? mobile : null;
    // The mail's outbox row and job, and the SMS's, together or not at all (decisions 118, 130).
    await deps.db.transaction(async (tx) => {
      if (order.ordermain_email) {
        await queueMail(tx, {
          to: order.ordermain_email,
          subject: m.mailSubject(brand, order.ordermain_sn),
          text: m.mailText({
            brand,
            name,
            sn: order.ordermain_sn,
            total: order.ordermain_total,
            payMethod: payMethodNames[order.pay_method as keyof typeof payMethodNames] ?? order.pay_method,
            shipMethod:
              shipMethodNames[order.ship_method as keyof typeof shipMethodNames] ?? order.ship_method,
            cashOnPickup,
            detailUrl: `${deps.siteOrigin}/membercenter_list-all/${order.ordermain_id}`,
          }),
        });
      }
      // No secret in it: the job carries the text unsealed.
      if (textMobile)
        await queueSms(tx, deps.sms, {
          mobile: textMobile,
          body: m.sms(brand, order.ordermain_sn, order.ordermain_total, cashOnPickup),
          purpose: ORDER_CONFIRMATION_PURPOSE,
        });
    });
  } catch (error) {
    deps.log.error({ err: error, orderId }, 'order confirmation not sent');
  }
}

/** Counts the SMS against the shop's hourly budget; past it the SMS is not sent and an alert logged. */
async function smsBudgetLeft(deps: OrderEventDeps, orderId: number): Promise<boolean> {
  const max = deps.smsMaxPerHour ?? SMS_MAX_PER_HOUR_DEFAULT;
  if (await takeSmsBudget(deps.db, deps.now(), max)) return true;
  deps.log.error(
    { alert: 'sms-budget-exhausted', purpose: ORDER_CONFIRMATION_PURPOSE, orderId, maxPerHour: max },
    'ALERT: the shop-wide SMS budget is used up; an order confirmation SMS was not sent',
  );
  return false;
}

/**
 * Where the SMS goes: a Taiwanese mobile (09xxxxxxxx) as it is; a Hong Kong mobile in E.164 (+852) when
 * the gateway sends abroad. Anything else (a landline, a foreign or malformed number) gets no SMS.
 */
function smsMobileOf(order: { ordermain_mobile: string }, sms: SmsSender): string | null {
  const typed = order.ordermain_mobile.replace(/[\s-]/g, '');
  if (TAIWAN_MOBILE_PATTERN.test(typed)) return typed;
  return sms.international ? hongKongMobileE164(typed) : null;
}
