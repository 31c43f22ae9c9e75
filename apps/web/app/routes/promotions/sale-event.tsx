// /sale-events/:id: one sale event (get-sale-event/{id}); N-for-N events list their tiers. Each unit of a
// matched product costs round(p_price × sale) (storefront.md §9).
import { promotionCalls } from '@shop/contracts';
import { catalogueMessages, discountLabel, unitPriceAfter } from '@shop/core';
import { originOf, promotionForRoute } from '../../features/promotions/promotion-api.server';
import { type SaleEventView, toSaleEvent } from '../../features/promotions/promotion-data';
import {
  PromotionDetailPage,
  promotionDetailMeta,
  saleEventList,
  Zone,
} from '../../features/promotions/promotion-parts';
import { useShellData } from '../../lib/shell-data';
import type { Route } from './+types/sale-event';

const text = catalogueMessages.promotions.saleEvent;

export const meta: Route.MetaFunction = ({ data }) => promotionDetailMeta(saleEventList, data);

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const answer = await promotionForRoute(context.api, promotionCalls.saleEvent, params, request);
  return { head: toSaleEvent(answer.saleEvent), origin: originOf(request.url), imageHost: context.imageHost };
}

export default function SaleEvent({ loaderData }: Route.ComponentProps) {
  const { head: event } = loaderData;
  const { imageHost } = useShellData();
  // A card shows the price of the first tier; the tiers above are listed.
  const firstSale = event.tiers[0]?.sale ?? 1;
  const products = event.products.map((p) => ({ ...p, discountedPrice: unitPriceAfter(p.price, firstSale) }));
  return (
    <PromotionDetailPage
      testId="sale-event"
      list={saleEventList}
      head={event}
      imageHost={imageHost}
      rule={<Tiers tiers={event.tiers} />}
    >
      <Zone
        testId="sale-event-products"
        title={text.productsTitle}
        tone="plain"
        products={products}
        imageHost={imageHost}
      />
    </PromotionDetailPage>
  );
}

function Tiers({ tiers }: { tiers: SaleEventView['tiers'] }) {
  if (tiers.length === 0) return null;
  return (
    <ul
      data-testid="sale-event-tiers"
      aria-label={text.tiers}
      className="flex flex-wrap justify-center gap-2"
    >
      {tiers.map((tier) => (
        <li
          key={tier.minCount}
          className="rounded-full bg-blush-soft px-4 py-1.5 text-sm font-semibold text-blush"
        >
          {text.tier(tier.minCount, discountLabel(tier.sale))}
        </li>
      ))}
    </ul>
  );
}
