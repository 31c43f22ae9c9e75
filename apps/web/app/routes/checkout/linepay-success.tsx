// /payment/linepay_success: LINE Pay's confirmUrl (onlybody). LINE Pay adds transactionId and orderId
// (our payment reference); the page asks our server to confirm with LINE Pay — the amount comes from our
// database — and then shows /pay-finish/{ordersn}. Nothing here marks an order paid by itself.
import { checkoutCalls } from '@shop/contracts';
import { payFinishMessages as m, pagesMessages, shellMessages } from '@shop/core';
import { Link, redirect } from 'react-router';
import { browserApi } from '../../lib/api.client';
import { storedAuthToken } from '../../lib/storage';
import type { Route } from './+types/linepay-success';

export const meta: Route.MetaFunction = () => [
  { title: pagesMessages.titleWithBrand(m.title, shellMessages.brandName) },
  { name: 'robots', content: 'noindex, nofollow' },
];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const query = new URL(request.url).searchParams;
  const ref = query.get('orderId') ?? '';
  const transactionId = query.get('transactionId') ?? '';
  if (!storedAuthToken() || !ref || !/^\d+$/.test(transactionId)) return { message: m.linePayMissing };
  try {
    const answer = await browserApi().send(checkoutCalls.confirmPayment, {
      body: { ref, transaction_id: transactionId },
    });
    return redirect(`/pay-finish/${answer.ordermain_sn}`);
  } catch (error) {
    console.error('[linepay] confirm failed', error);
    return { message: m.confirmFailed };
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <p role="status" className="py-24 text-center text-ink-soft">
      {m.linePayConfirming}
    </p>
  );
}

export default function LinePaySuccessPage({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <p role="alert" className="text-ink">
        {loaderData.message}
      </p>
      <Link to="/membercenter_list" className="mt-6 inline-block text-sm text-accent-strong underline">
        {m.orderDetail}
      </Link>
    </main>
  );
}
