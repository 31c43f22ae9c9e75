// /buy-gifts: buy-gift events (買N送1, get-open-buy-gift-list).
import { promotionCalls } from '@shop/contracts';
import { catalogueMessages } from '@shop/core';
import { pageMeta } from '../../features/catalogue/seo';
import { GiftActivityList } from '../../features/promotions/gift-activity-list';
import { originOf, promotionList } from '../../features/promotions/promotion-api.server';
import { toGiftActivity } from '../../features/promotions/promotion-data';
import { PromotionPage, promotionHome } from '../../features/promotions/promotion-parts';
import { useShellData } from '../../lib/shell-data';
import type { Route } from './+types/buy-gifts';

const text = catalogueMessages.promotions.buyGifts;

export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? pageMeta({ title: text.title, description: text.description, origin: data.origin, path: '/buy-gifts' })
    : [];

export async function loader({ context, request }: Route.LoaderArgs) {
  const gifts = await promotionList(context.api, promotionCalls.openBuyGiftList, (a) => a.buyGifts);
  return { activities: gifts.map(toGiftActivity), origin: originOf(request.url) };
}

export default function BuyGifts({ loaderData }: Route.ComponentProps) {
  const { imageHost } = useShellData();
  return (
    <PromotionPage
      testId="buy-gifts"
      crumbs={[promotionHome, { name: text.title, path: '/buy-gifts' }]}
      title={text.title}
      description={text.description}
    >
      <GiftActivityList activities={loaderData.activities} imageHost={imageHost} />
    </PromotionPage>
  );
}
