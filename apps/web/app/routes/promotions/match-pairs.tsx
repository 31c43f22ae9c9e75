// /match-pairs: the open match pairs, 紅標A區 + 綠標B區 (get-match-pair-list).
import { promotionCalls } from '@shop/contracts';
import { catalogueMessages, discountLabel } from '@shop/core';
import { pageMeta } from '../../features/catalogue/seo';
import { originOf, promotionList } from '../../features/promotions/promotion-api.server';
import { toMatchPair } from '../../features/promotions/promotion-data';
import { PromotionLinks, PromotionPage, promotionHome } from '../../features/promotions/promotion-parts';
import { useShellData } from '../../features/shell/shell-data';
import type { Route } from './+types/match-pairs';

const text = catalogueMessages.promotions.matchPairs;

export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? pageMeta({
        title: text.title,
        description: text.description,
        origin: data.origin,
        path: '/match-pairs',
      })
    : [];

export async function loader({ context, request }: Route.LoaderArgs) {
  const pairs = await promotionList(context.api, promotionCalls.matchPairList, (a) => a.matchPairs);
  return { pairs: pairs.map(toMatchPair), origin: originOf(request.url) };
}

export default function MatchPairs({ loaderData }: Route.ComponentProps) {
  const { imageHost } = useShellData();
  const items = loaderData.pairs.map((pair) => ({
    key: pair.id,
    path: `/match-pairs/${pair.id}`,
    head: pair,
    badge: discountLabel(pair.sale),
  }));
  return (
    <PromotionPage
      testId="match-pairs"
      crumbs={[promotionHome, { name: text.title, path: '/match-pairs' }]}
      title={text.title}
      description={text.description}
    >
      <PromotionLinks items={items} imageHost={imageHost} testId="match-pair-list" />
    </PromotionPage>
  );
}
