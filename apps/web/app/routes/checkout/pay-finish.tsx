// /pay-finish/{ordersn}: where every payment ends (login required, the member's own order only, else the
// 404 page). Back from the sandbox page the address carries ?ref=: the page asks our server to confirm
// that payment with the provider first, then shows the order without the reference.
import { checkoutCalls, type OrderDetailAnswer } from '@shop/contracts';
import {
  payFinishMessages as m,
  ORDER_NUMBER_PATTERN,
  type PaymentResult,
  pagesMessages,
  paymentResultOf,
  shellMessages,
} from '@shop/core';
import { redirect } from 'react-router';
import { PayFinishView } from '../../features/checkout/pay-finish-view';
import { isNotFound } from '../../features/members/member-loaders';
import { browserApi } from '../../lib/api.client';
import { throwRouteNotFound } from '../../lib/route-not-found';
import { storedAuthToken } from '../../lib/storage';
import type { Route } from './+types/pay-finish';

export const meta: Route.MetaFunction = () => [
  { title: pagesMessages.titleWithBrand(m.title, shellMessages.brandName) },
  { name: 'robots', content: 'noindex, nofollow' },
];

type Loaded =
  | { state: 'shown'; order: OrderDetailAnswer; result: PaymentResult }
  | { state: 'failed' | 'guest' };

const CANCELLED_QUERY = 'cancelled=1';

export async function clientLoader({ params, request }: Route.ClientLoaderArgs): Promise<Loaded | Response> {
  if (!storedAuthToken()) return { state: 'guest' };
  const url = new URL(request.url);
  const path = decodeURIComponent(url.pathname);
  const sn = params.ordersn;
  if (!ORDER_NUMBER_PATTERN.test(sn)) throwRouteNotFound(path);
  // Back from JKO Pay, TapPay's redirect adds rec_trade_id and status (0: paid); any other status is the
  // shopper's cancel there, shown as 已取消付款 (the order stays 待付款 with 重新付款), not as a failure.
  const tapPayStatus = url.searchParams.has('rec_trade_id') ? url.searchParams.get('status') : null;
  const cancelled =
    url.searchParams.get('cancelled') === '1' || (tapPayStatus !== null && tapPayStatus !== '0');
  const ref = url.searchParams.get('ref');
  if (ref) {
    try {
      await browserApi().send(checkoutCalls.confirmPayment, { body: { ref } });
    } catch (error) {
      // A stale or foreign reference: the order below still shows its true state.
      console.error('[pay-finish] confirm failed', error);
    }
    return redirect(`/pay-finish/${sn}${cancelled ? `?${CANCELLED_QUERY}` : ''}`);
  }
  try {
    const order = await browserApi().send(checkoutCalls.getOrderBySn, { params: { ordersn: sn } });
    return {
      state: 'shown',
      order,
      result: paymentResultOf(order.ordermain_status, order.payment?.state ?? null, cancelled),
    };
  } catch (error) {
    if (isNotFound(error)) throwRouteNotFound(path);
    console.error('[pay-finish] order failed', error);
    return { state: 'failed' };
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <p role="status" className="py-24 text-center text-ink-soft">
      {m.loading}
    </p>
  );
}

export default function PayFinishPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.state === 'shown')
    return <PayFinishView order={loaderData.order} result={loaderData.result} />;
  if (loaderData.state === 'guest') return null;
  return (
    <p role="alert" className="mx-auto max-w-xl px-4 py-24 text-center text-ink-soft">
      {m.loadFailed}
    </p>
  );
}
