// /sale-events/:id: one sale event (get-sale-event/{id}); N-for-N events list their tiers. Each unit of a
// matched product costs round(p_price × sale) (storefront.md §9).
import { promotionCalls } from '@shop/contracts';
import { catalogueMessages, discountLabel, unitPriceAfter } from '@shop/core';
import { pageMeta, plainText } from '../../features/catalogue/seo';
import { originOf, promotionById } from '../../features/promotions/promotion-api.server';
import { toSaleEvent } from '../../features/promotions/promotion-data';
import {
  Banner,
  Period,
  PromotionPage,
  promotionHome,
  Zone,
} from '../../features/promotions/promotion-parts';
import { useShellData } from '../../features/shell/shell-data';
import { displayPath, throwRouteNotFound } from '../../lib/route-not-found';
import type { Route } from './+types/sale-event';

const text = catalogueMessages.promotions;

export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? pageMeta({
        title: data.event.name,
        description: plainText(data.event.description) || text.saleEvents.description,
        origin: data.origin,
        path: `/sale-events/${data.event.id}`,
        image: data.event.banner || null,
      })
    : [];

export async function loader({ params, context, request }: Route.LoaderArgs) {
  if (!/^\d{1,9}$/.test(params.id)) throwRouteNotFound(displayPath(request.url));
  const answer = await promotionById(context.api, promotionCalls.saleEvent, Number(params.id));
  if (!answer) throwRouteNotFound(displayPath(request.url));
  return { event: toSaleEvent(answer.saleEvent), origin: originOf(request.url) };
}

export default function SaleEvent({ loaderData }: Route.ComponentProps) {
  const { event } = loaderData;
  const { imageHost } = useShellData();
  // A card shows the price of the first tier; the tiers above are listed.
  const firstSale = event.tiers[0]?.sale ?? 1;
  const products = event.products.map((p) => ({ ...p, discountedPrice: unitPriceAfter(p.price, firstSale) }));
  return (
    <PromotionPage
      testId="sale-event"
      crumbs={[
        promotionHome,
        { name: text.saleEvents.title, path: '/sale-events' },
        { name: event.name, path: `/sale-events/${event.id}` },
      ]}
      title={event.name}
      description={event.description}
    >
      <Banner image={event.banner} alt={event.name} imageHost={imageHost} eager />
      <div className="space-y-2 text-center">
        {event.tiers.length > 0 && (
          <ul
            data-testid="sale-event-tiers"
            aria-label={text.saleEvent.tiers}
            className="flex flex-wrap justify-center gap-2"
          >
            {event.tiers.map((tier) => (
              <li
                key={tier.minCount}
                className="rounded-full bg-blush/15 px-4 py-1.5 text-sm font-semibold text-blush"
              >
                {text.saleEvent.tier(tier.minCount, discountLabel(tier.sale))}
              </li>
            ))}
          </ul>
        )}
        <Period head={event} />
      </div>
      <Zone
        testId="sale-event-products"
        title={text.saleEvent.productsTitle}
        tone="plain"
        products={products}
        imageHost={imageHost}
      />
    </PromotionPage>
  );
}
