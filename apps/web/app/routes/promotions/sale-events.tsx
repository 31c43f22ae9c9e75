// /sale-events: the open sale events, N-for-N events included (get-sale-event-list).
import { promotionCalls } from '@shop/contracts';
import { catalogueMessages, discountLabel } from '@shop/core';
import { originOf, promotionList } from '../../features/promotions/promotion-api.server';
import { toSaleEvent } from '../../features/promotions/promotion-data';
import {
  type FixedPromotion,
  FixedPromotionPage,
  fixedPromotionMeta,
  PromotionLinks,
  saleEventList,
} from '../../features/promotions/promotion-parts';
import { useShellData } from '../../lib/shell-data';
import type { Route } from './+types/sale-events';

const page: FixedPromotion = { ...saleEventList, testId: 'sale-events' };
const tierLabel = catalogueMessages.promotions.saleEvent.tier;

export const meta: Route.MetaFunction = ({ data }) => fixedPromotionMeta(page, data);

export async function loader({ context, request }: Route.LoaderArgs) {
  const events = await promotionList(context.api, promotionCalls.saleEventList, (a) => a.saleEvents);
  return { events: events.map(toSaleEvent), origin: originOf(request.url) };
}

export default function SaleEvents({ loaderData }: Route.ComponentProps) {
  const { imageHost } = useShellData();
  const items = loaderData.events.map((event) => ({
    key: event.id,
    path: `${page.path}/${event.id}`,
    head: event,
    badge: event.tiers.map((tier) => tierLabel(tier.minCount, discountLabel(tier.sale))).join('・'),
  }));
  return (
    <FixedPromotionPage page={page} isEmpty={items.length === 0}>
      <PromotionLinks items={items} imageHost={imageHost} testId="sale-event-list" />
    </FixedPromotionPage>
  );
}
