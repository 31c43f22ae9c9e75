// /sale-events: the open sale events, N-for-N events included (get-sale-event-list).
import { promotionCalls } from '@shop/contracts';
import { catalogueMessages, discountLabel } from '@shop/core';
import { pageMeta } from '../../features/catalogue/seo';
import { originOf, promotionList } from '../../features/promotions/promotion-api.server';
import { toSaleEvent } from '../../features/promotions/promotion-data';
import { PromotionLinks, PromotionPage, promotionHome } from '../../features/promotions/promotion-parts';
import { useShellData } from '../../features/shell/shell-data';
import type { Route } from './+types/sale-events';

const text = catalogueMessages.promotions.saleEvents;

export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? pageMeta({
        title: text.title,
        description: text.description,
        origin: data.origin,
        path: '/sale-events',
      })
    : [];

export async function loader({ context, request }: Route.LoaderArgs) {
  const events = await promotionList(context.api, promotionCalls.saleEventList, (a) => a.saleEvents);
  return { events: events.map(toSaleEvent), origin: originOf(request.url) };
}

export default function SaleEvents({ loaderData }: Route.ComponentProps) {
  const { imageHost } = useShellData();
  const items = loaderData.events.map((event) => ({
    key: event.id,
    path: `/sale-events/${event.id}`,
    head: event,
    badge: event.tiers
      .map((tier) => catalogueMessages.promotions.saleEvent.tier(tier.minCount, discountLabel(tier.sale)))
      .join('・'),
  }));
  return (
    <PromotionPage
      testId="sale-events"
      crumbs={[promotionHome, { name: text.title, path: '/sale-events' }]}
      title={text.title}
      description={text.description}
    >
      <PromotionLinks items={items} imageHost={imageHost} testId="sale-event-list" />
    </PromotionPage>
  );
}
