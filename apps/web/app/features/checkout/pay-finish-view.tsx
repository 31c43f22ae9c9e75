// The order completion of /pay-finish/{ordersn}: the payment result first, then the order number,
// amounts, delivery and invoice, and the next steps (storefront.md §2.2).
import type { OrderDetailAnswer } from '@shop/contracts';
import {
  afterPurchaseMessages,
  formatPrice,
  invoiceFactsOf,
  isStorePickup,
  payFinishMessages as m,
  type PaymentResult,
  payMethodNames,
  SHOP_TIME_ZONE,
  shipMethodNames,
} from '@shop/core';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import { reportAnalytics } from '../tracking/analytics';
import { AtmAccount, waitingAtmAccount } from './atm-account';
import { afterPurchaseFacts, BoughtItems } from './bought-items';
import { RepayButton } from './repay-button';

const HEADINGS: Record<PaymentResult, string> = {
  paid: m.headingPaid,
  cashOnPickup: m.headingCashOnPickup,
  failed: m.headingFailed,
  cancelled: m.headingCancelled,
  pending: m.headingPending,
  closed: m.headingClosed,
  refunded: m.headingRefunded,
  refundPending: m.headingRefundPending,
};
const TEXTS: Record<PaymentResult, string> = {
  paid: m.paidText,
  cashOnPickup: m.cashOnPickupText,
  failed: m.failedText,
  cancelled: m.cancelledText,
  pending: m.pendingText,
  closed: m.closedText,
  refunded: m.refundedText,
  refundPending: m.refundPendingText,
};
const GOOD: readonly PaymentResult[] = ['paid', 'cashOnPickup'];

const taipeiTime = new Intl.DateTimeFormat('zh-TW', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-line bg-surface p-5 md:p-6">
      <h2 className="mb-3 text-base font-semibold text-ink">{title}</h2>
      {children}
    </section>
  );
}

function Row({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <div className="flex justify-between gap-4 py-1.5 text-sm">
      <dt className="shrink-0 text-ink-soft">{label}</dt>
      <dd className="text-right text-ink" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function Amounts({ order }: { order: OrderDetailAnswer }) {
  const minus = (amount: number) => `−${formatPrice(amount)}`;
  const rows: [string, string, boolean][] = [
    [m.merchandise, formatPrice(order.merchandise_total), true],
    [m.addon, formatPrice(order.addon_total), order.addon_total > 0],
    [m.discount, minus(order.discount_total), order.discount_total > 0],
    [m.coupon, minus(order.coupon_discount), order.coupon_discount > 0],
    [m.points, minus(order.points_used), order.points_used > 0],
    [m.credit, minus(order.credit_used), order.credit_used > 0],
    [m.freight, order.freight > 0 ? formatPrice(order.freight) : m.freeFreight, true],
  ];
  return (
    <dl>
      {rows
        .filter(([, , shown]) => shown)
        .map(([label, value]) => (
          <Row key={label} label={label} value={value} />
        ))}
      <div className="mt-2 flex justify-between border-t border-line pt-3 text-base font-semibold text-ink">
        <dt>{m.total}</dt>
        <dd data-testid="pay-finish-total">{formatPrice(order.ordermain_total)}</dd>
      </div>
    </dl>
  );
}

function deliveryPlace(delivery: OrderDetailAnswer['delivery'], ship: OrderDetailAnswer['ship_method']) {
  if (isStorePickup(ship)) return delivery.store_name ?? '';
  return `${delivery.zipcode}${delivery.city}${delivery.district}${delivery.address}`;
}

function invoiceNumberText(order: OrderDetailAnswer): string {
  const { invoice_number: number, invoice_state: state } = order.invoice;
  if (!number) return m.invoiceAfterPayment;
  return state === 'voided' ? `${number}（${m.invoiceVoided}）` : number;
}

export function PayFinishView({ order, result }: { order: OrderDetailAnswer; result: PaymentResult }) {
  const good = GOOD.includes(result);
  usePurchaseReport(order, good);
  // An ATM order whose virtual account ECPay gave: placed, waiting for the transfer.
  const atm = result === 'pending' ? waitingAtmAccount(order) : null;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 md:py-12">
      <header
        data-testid="pay-finish-result"
        data-result={result}
        className={`rounded-lg p-6 text-center ${good || atm ? 'bg-sand' : 'border border-blush bg-surface'}`}
      >
        <h1 className="text-xl font-semibold tracking-wide text-ink md:text-2xl">
          {atm ? m.headingAtm : HEADINGS[result]}
        </h1>
        <p className="mt-2 text-sm leading-relaxed text-ink-soft">{atm ? m.atmText : TEXTS[result]}</p>
        {atm && (
          <div className="mt-4">
            <AtmAccount atm={atm} amount={order.ordermain_total} />
          </div>
        )}
        {!atm &&
          (result === 'pending' || result === 'cancelled' || result === 'failed') &&
          order.expires_at && (
            <p className="mt-1 text-sm text-ink-soft">
              {m.expiresAt(taipeiTime.format(new Date(order.expires_at)))}
            </p>
          )}
        {order.can_repay && result !== 'paid' && (
          <div className="mt-4">
            <RepayButton
              orderId={order.ordermain_id}
              payMethod={order.pay_method}
              amount={order.ordermain_total}
            />
          </div>
        )}
      </header>

      <div className="mt-6 grid gap-4 md:grid-cols-2">
        <div className="md:col-span-2">
          <Section title={afterPurchaseMessages.itemsBought}>
            <BoughtItems lines={order.lines} />
          </Section>
        </div>
        <Section title={m.orderInfo}>
          <dl>
            <Row label={m.orderNumber} value={order.ordermain_sn} testId="pay-finish-sn" />
            <Row
              label={m.orderStatus}
              value={result === 'cancelled' ? m.headingCancelled : order.status_name}
              testId="pay-finish-status"
            />
            <Row label={m.payMethod} value={payMethodNames[order.pay_method]} />
          </dl>
        </Section>
        <Section title={m.amounts}>
          <Amounts order={order} />
        </Section>
        <Section title={m.delivery}>
          <dl>
            <Row label={m.shipMethod} value={shipMethodNames[order.ship_method]} />
            <Row label={m.recipient} value={order.recipient_name} />
            <Row
              label={isStorePickup(order.ship_method) ? m.store : m.address}
              value={deliveryPlace(order.delivery, order.ship_method)}
            />
            {afterPurchaseFacts(order).map(([label, value]) => (
              <Row key={label} label={label} value={value} />
            ))}
          </dl>
        </Section>
        <Section title={m.invoice}>
          <dl>
            {/* The chosen type, then only its own fields: a company invoice shows its 統一編號 and 抬頭. */}
            {invoiceFactsOf(order.invoice_type, order.invoice).map(([label, value]) => (
              <Row key={label} label={label} value={value} />
            ))}
            <Row label={m.invoiceNumber} value={invoiceNumberText(order)} testId="pay-finish-invoice" />
          </dl>
        </Section>
      </div>

      <nav aria-label={m.nextSteps} className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Link
          to={`/membercenter_list-all/${order.ordermain_id}`}
          className="rounded-full border border-ink px-8 py-3 text-center text-sm font-medium text-ink hover:bg-sand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        >
          {m.orderDetail}
        </Link>
        <Link
          to="/"
          className="rounded-full bg-ink px-8 py-3 text-center text-sm font-medium text-surface hover:bg-accent-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        >
          {m.continueShopping}
        </Link>
      </nav>
    </div>
  );
}

/** The purchase goes to the analytics services once per order and tab, when the order is paid or placed. */
function usePurchaseReport(order: OrderDetailAnswer, good: boolean): void {
  useEffect(() => {
    if (!good) return;
    const key = `purchase-reported:${order.ordermain_sn}`;
    try {
      if (window.sessionStorage.getItem(key)) return;
      window.sessionStorage.setItem(key, '1');
    } catch {
      // Storage refused (private mode): report anyway; the platforms de-duplicate on transaction_id.
    }
    reportAnalytics('purchase', {
      transaction_id: order.ordermain_sn,
      value: order.ordermain_total,
      payment_type: order.pay_method,
      shipping_tier: order.ship_method,
    });
  }, [good, order]);
}
