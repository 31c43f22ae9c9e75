// /gifts: open gifts (滿額贈, get-open-gift-list).
import { promotionCalls } from '@shop/contracts';
import { catalogueMessages } from '@shop/core';
import { pageMeta } from '../../features/catalogue/seo';
import { GiftActivityList } from '../../features/promotions/gift-activity-list';
import { originOf, promotionList } from '../../features/promotions/promotion-api.server';
import { toGiftActivity } from '../../features/promotions/promotion-data';
import { PromotionPage, promotionHome } from '../../features/promotions/promotion-parts';
import { useShellData } from '../../lib/shell-data';
import type { Route } from './+types/gifts';

const text = catalogueMessages.promotions.gifts;

export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? pageMeta({ title: text.title, description: text.description, origin: data.origin, path: '/gifts' })
    : [];

export async function loader({ context, request }: Route.LoaderArgs) {
  const gifts = await promotionList(context.api, promotionCalls.openGiftList, (a) => a.gifts);
  return { activities: gifts.map(toGiftActivity), origin: originOf(request.url) };
}

export default function Gifts({ loaderData }: Route.ComponentProps) {
  const { imageHost } = useShellData();
  return (
    <PromotionPage
      testId="gifts"
      crumbs={[promotionHome, { name: text.title, path: '/gifts' }]}
      title={text.title}
      description={text.description}
    >
      <GiftActivityList activities={loaderData.activities} imageHost={imageHost} />
    </PromotionPage>
  );
}
