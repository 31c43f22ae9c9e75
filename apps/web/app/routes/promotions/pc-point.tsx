// /pc-point: the point redemption zone (member-area §2.6); get-exchanges-with-pc-point → products[].
import { promotionCalls } from '@shop/contracts';
import { cartMessages } from '@shop/core';
import { PointZone } from '../../features/promotions/point-zone';
import { originOf, promotionList } from '../../features/promotions/promotion-api.server';
import { toExchange } from '../../features/promotions/promotion-data';
import {
  type FixedPromotion,
  FixedPromotionPage,
  fixedPromotionMeta,
} from '../../features/promotions/promotion-parts';
import { useShellData } from '../../lib/shell-data';
import type { Route } from './+types/pc-point';

const text = cartMessages.pointZone;
const page: FixedPromotion = {
  path: '/pc-point',
  testId: 'pc-point',
  title: text.title,
  description: text.description,
};

export const meta: Route.MetaFunction = ({ data }) => fixedPromotionMeta(page, data);

export async function loader({ context, request }: Route.LoaderArgs) {
  const items = await promotionList(context.api, promotionCalls.exchanges, (a) => a.products);
  return { items: items.map(toExchange), origin: originOf(request.url) };
}

export default function PcPoint({ loaderData }: Route.ComponentProps) {
  const { imageHost } = useShellData();
  return (
    <FixedPromotionPage page={page} isEmpty={loaderData.items.length === 0}>
      <PointZone items={loaderData.items} imageHost={imageHost} />
    </FixedPromotionPage>
  );
}
