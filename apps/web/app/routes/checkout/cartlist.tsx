// /my_cartlist: cart and checkout in one page (storefront.md §2.2; issue 12). Login required: the access
// guard sends a guest to /login and back. Everything here is the member's own, so it renders in the browser.
import { pagesMessages, shellMessages, cartlistMessages as t } from '@shop/core';
import { loadCheckoutPage } from '../../features/checkout/checkout-data';
import { CheckoutForm } from '../../features/checkout/checkout-form';
import type { Route } from './+types/cartlist';

export const meta: Route.MetaFunction = () => [
  { title: pagesMessages.titleWithBrand(t.pageTitle, shellMessages.brandName) },
  { name: 'robots', content: 'noindex, nofollow' },
];

export async function clientLoader() {
  return loadCheckoutPage();
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <p className="py-16 text-center text-ink-soft">{t.loading}</p>;
}

export default function CartlistPage({ loaderData }: Route.ComponentProps) {
  const { member, reference } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 lg:py-10">
      <h1 className="text-2xl font-semibold text-ink">{t.pageTitle}</h1>
      {member === null ? (
        <p className="py-16 text-center text-ink-soft">{t.loading}</p>
      ) : reference === null ? (
        <p role="alert" className="mt-6 rounded bg-blush-soft px-3 py-2 text-sm text-blush">
          {t.referenceFailed}
        </p>
      ) : (
        <CheckoutForm member={member} reference={reference} />
      )}
    </div>
  );
}
