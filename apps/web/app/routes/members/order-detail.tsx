// /membercenter_list-all/{ordermain_id}: one order with its status, lines, amounts, delivery and
// invoice; 取消訂單 (after a confirm) and 重新付款 (to /pay-finish/{ordermain_sn}) when the server says
// they are allowed (member-area §4 "Order", §7 "Orders").
import { checkoutCalls, type OrderDetailAnswer } from '@shop/contracts';
import { isApiError } from '@shop/contracts/client';
import {
  afterPurchaseMessages,
  formatPrice,
  historyDate,
  invoiceFactsOf,
  isStorePickup,
  memberPageTitles,
  payFinishMessages,
  payMethodNames,
  shipMethodNames,
  memberOrderMessages as t,
  taipeiDateTime,
} from '@shop/core';
import { type ReactNode, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { useDialogs } from '../../components/ui/dialogs';
import { AtmAccount, waitingAtmAccount } from '../../features/checkout/atm-account';
import { afterPurchaseFacts, BoughtItems } from '../../features/checkout/bought-items';
import { isNotFound } from '../../features/members/member-loaders';
import { LoadFailed, MemberNotice } from '../../features/members/member-notice';
import { MemberPageHeading } from '../../features/members/member-page-heading';
import {
  BuyAgainButton,
  ReturnRequestFacts,
  ReturnRequestForm,
} from '../../features/members/order-after-purchase';
import { browserApi } from '../../lib/api.client';
import { PageLoading, privatePageMeta } from '../../lib/private-page';
import { storedAuthToken } from '../../lib/storage';
import type { Route } from './+types/order-detail';

export const meta: Route.MetaFunction = () => privatePageMeta(memberPageTitles.orderDetail);

type Loaded = { state: 'shown'; order: OrderDetailAnswer } | { state: 'missing' | 'failed' | 'guest' };

export async function clientLoader({ params }: Route.ClientLoaderArgs): Promise<Loaded> {
  if (!storedAuthToken()) return { state: 'guest' };
  const id = Number(params.ordermain_id);
  if (!Number.isInteger(id) || id < 1) return { state: 'missing' };
  try {
    return { state: 'shown', order: await browserApi().send(checkoutCalls.getOrder, { params: { id } }) };
  } catch (error) {
    if (isNotFound(error)) return { state: 'missing' };
    console.error('[member] order detail failed', error);
    return { state: 'failed' };
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageLoading text={t.loading} />;
}

const money = (amount: number) => formatPrice(amount);

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section data-testid={testId} className="rounded-lg border border-line bg-surface p-4 md:p-6">
      <h2 className="mb-3 font-semibold text-ink">{title}</h2>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[6.5rem_minmax(0,1fr)] gap-x-3 gap-y-2 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-ink-soft">{label}</dt>
          <dd className="break-words text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The error words of a failed cancel: the server's own (409, 502) or the catalogue's. */
function cancelErrorOf(error: unknown): string {
  if (isApiError(error) && error.data && typeof error.data === 'object' && 'message' in error.data) {
    const message = (error.data as { message: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  return t.cancelFailed;
}

function OrderActions({ order }: { order: OrderDetailAnswer }) {
  const dialogs = useDialogs();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function cancel() {
    const confirmed = await dialogs.confirm({
      description: t.cancelConfirm,
      confirmLabel: t.cancel,
      cancelLabel: t.cancelKeep,
    });
    if (!confirmed) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await browserApi().send(checkoutCalls.cancelOrder, {
        params: { id: order.ordermain_id },
      });
      dialogs.toast(answer.refunded ? t.cancelledRefunded : t.cancelled, 2500);
    } catch (failure) {
      setError(cancelErrorOf(failure));
    } finally {
      setBusy(false);
      await revalidator.revalidate();
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      {order.can_repay && (
        <Link
          to={`/pay-finish/${order.ordermain_sn}`}
          data-testid="order-repay"
          className="rounded bg-ink px-5 py-2.5 text-sm font-semibold text-surface hover:opacity-90"
        >
          {t.repay}
        </Link>
      )}
      <BuyAgainButton order={order} />
      {order.can_cancel && (
        <button
          type="button"
          data-testid="order-cancel"
          disabled={busy}
          aria-describedby={error ? 'order-cancel-error' : undefined}
          onClick={() => void cancel()}
          className="rounded border border-ink px-5 py-2.5 text-sm text-ink hover:bg-sand disabled:opacity-50"
        >
          {t.cancel}
        </button>
      )}
      {error && (
        <p id="order-cancel-error" role="alert" className="w-full text-sm text-blush">
          {error}
        </p>
      )}
      <ReturnRequestForm order={order} />
    </div>
  );
}

function deliveryRows(order: OrderDetailAnswer): [string, ReactNode][] {
  const { delivery } = order;
  const place: [string, ReactNode] = isStorePickup(order.ship_method)
    ? [t.store, `${delivery.store_name ?? ''}（${delivery.store_id ?? ''}）`]
    : [t.address, `${delivery.zipcode} ${delivery.city}${delivery.district}${delivery.address}`.trim()];
  const rows: [string, ReactNode][] = [
    [t.shipMethod, shipMethodNames[order.ship_method]],
    [t.recipient, order.recipient_name],
    place,
  ];
  rows.push(...afterPurchaseFacts(order));
  rows.push([t.shippedAt, order.shipped_at ? historyDate(order.shipped_at) : t.notShipped]);
  return rows;
}

function invoiceRows(order: OrderDetailAnswer): [string, ReactNode][] {
  const { invoice } = order;
  // The chosen type and only its own fields (a company invoice: its 統一編號 and 抬頭).
  const rows: [string, ReactNode][] = invoiceFactsOf(order.invoice_type, invoice);
  rows.push([t.invoiceNumber, invoice.invoice_number ?? t.invoiceNotIssued]);
  return rows;
}

function amountRows(order: OrderDetailAnswer): [string, number, boolean][] {
  const rows: [string, number, boolean][] = [
    [t.amounts.merchandise, order.merchandise_total, false],
    [t.amounts.discount, order.discount_total, true],
    [t.amounts.coupon, order.coupon_discount, true],
    [t.amounts.addon, order.addon_total, false],
    [t.amounts.freight, order.freight, false],
    [t.amounts.points, order.points_used, true],
    [t.amounts.credit, order.credit_used, true],
  ];
  // Zero discounts are left out; the merchandise subtotal and freight always show.
  return rows.filter(
    ([label, amount]) => amount > 0 || label === t.amounts.merchandise || label === t.amounts.freight,
  );
}

function OrderView({ order }: { order: OrderDetailAnswer }) {
  const atm = waitingAtmAccount(order);
  return (
    <div data-testid="order-detail" className="grid gap-4">
      <Section title={order.ordermain_sn}>
        <Facts
          rows={[
            [t.orderDate, historyDate(order.ordermain_dt1)],
            [
              t.status,
              <span data-testid="order-status" key="status" className="font-semibold">
                {order.status_name}
              </span>,
            ],
            [t.payMethod, payMethodNames[order.pay_method]],
          ]}
        />
        {order.can_repay && order.expires_at && (
          <p className="mt-3 text-sm text-blush">
            {t.payDeadline(taipeiDateTime(new Date(order.expires_at)))}
          </p>
        )}
        {atm && (
          <div className="mt-4">
            <AtmAccount atm={atm} amount={order.ordermain_total} />
          </div>
        )}
        <div className="mt-4">
          <OrderActions order={order} />
        </div>
      </Section>
      <Section title={t.sections.lines}>
        <BoughtItems lines={order.lines} />
      </Section>
      {order.return_request && (
        <Section title={afterPurchaseMessages.returnHeading} testId="order-return-section">
          <ReturnRequestFacts request={order.return_request} />
        </Section>
      )}
      <Section title={t.sections.amounts} testId="order-amounts">
        <dl className="grid gap-1.5 text-sm">
          {amountRows(order).map(([label, amount, minus]) => (
            <div key={label} className="flex justify-between">
              <dt className="text-ink-soft">{label}</dt>
              <dd>
                {label === t.amounts.freight && amount === 0
                  ? payFinishMessages.freeFreight
                  : minus
                    ? `−${money(amount)}`
                    : money(amount)}
              </dd>
            </div>
          ))}
          <div className="mt-2 flex justify-between border-t border-line pt-2 font-semibold">
            <dt>{t.amounts.total}</dt>
            <dd data-testid="order-total">{money(order.ordermain_total)}</dd>
          </div>
        </dl>
      </Section>
      <div className="grid gap-4 md:grid-cols-2">
        <Section title={t.sections.delivery}>
          <Facts rows={deliveryRows(order)} />
        </Section>
        <Section title={t.sections.invoice}>
          <Facts rows={invoiceRows(order)} />
        </Section>
      </div>
    </div>
  );
}

export default function OrderDetailPage({ loaderData }: Route.ComponentProps) {
  return (
    <section>
      <MemberPageHeading title={memberPageTitles.orderDetail} />
      {loaderData.state === 'shown' ? (
        <OrderView order={loaderData.order} />
      ) : loaderData.state === 'failed' ? (
        <LoadFailed message={t.orderLoadFailed} />
      ) : loaderData.state === 'missing' ? (
        <MemberNotice testId="order-missing">{t.orderNotFound}</MemberNotice>
      ) : (
        <p className="py-16 text-center text-ink-soft">{t.loading}</p>
      )}
      <Link to="/membercenter_list" className="mt-6 inline-block text-sm text-accent-strong underline">
        {t.backToOrders}
      </Link>
    </section>
  );
}
