// /gift-activities: category, choice and product gift activities (get-category-activities,
// get-choice-gift-activities, get-product-gift-activities) on one page.
import { type GiftActivity, promotionCalls } from '@shop/contracts';
import { catalogueMessages } from '@shop/core';
import { pageMeta } from '../../features/catalogue/seo';
import { GiftActivityList } from '../../features/promotions/gift-activity-list';
import { originOf, promotionList } from '../../features/promotions/promotion-api.server';
import { toGiftActivity } from '../../features/promotions/promotion-data';
import { PromotionPage, promotionHome } from '../../features/promotions/promotion-parts';
import { useShellData } from '../../lib/shell-data';
import type { Route } from './+types/gift-activities';

const text = catalogueMessages.promotions.giftActivities;

export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? pageMeta({
        title: text.title,
        description: text.description,
        origin: data.origin,
        path: '/gift-activities',
      })
    : [];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { api } = context;
  const pick = (answer: { activities: GiftActivity[] }) => answer.activities;
  const lists = await Promise.all([
    promotionList(api, promotionCalls.categoryActivities, pick),
    promotionList(api, promotionCalls.choiceGiftActivities, pick),
    promotionList(api, promotionCalls.productGiftActivities, pick),
  ]);
  return { activities: lists.flat().map(toGiftActivity), origin: originOf(request.url) };
}

export default function GiftActivities({ loaderData }: Route.ComponentProps) {
  const { imageHost } = useShellData();
  return (
    <PromotionPage
      testId="gift-activities"
      crumbs={[promotionHome, { name: text.title, path: '/gift-activities' }]}
      title={text.title}
      description={text.description}
    >
      <GiftActivityList activities={loaderData.activities} imageHost={imageHost} />
    </PromotionPage>
  );
}
