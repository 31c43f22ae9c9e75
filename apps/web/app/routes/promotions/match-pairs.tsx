// /match-pairs: the open match pairs, 紅標A區 + 綠標B區 (get-match-pair-list).
import { promotionCalls } from '@shop/contracts';
import { discountLabel } from '@shop/core';
import { originOf, promotionList } from '../../features/promotions/promotion-api.server';
import { toMatchPair } from '../../features/promotions/promotion-data';
import {
  type FixedPromotion,
  FixedPromotionPage,
  fixedPromotionMeta,
  matchPairList,
  PromotionLinks,
} from '../../features/promotions/promotion-parts';
import { useShellData } from '../../lib/shell-data';
import type { Route } from './+types/match-pairs';

const page: FixedPromotion = { ...matchPairList, testId: 'match-pairs' };

export const meta: Route.MetaFunction = ({ data }) => fixedPromotionMeta(page, data);

export async function loader({ context, request }: Route.LoaderArgs) {
  const pairs = await promotionList(context.api, promotionCalls.matchPairList, (a) => a.matchPairs);
  return { pairs: pairs.map(toMatchPair), origin: originOf(request.url) };
}

export default function MatchPairs({ loaderData }: Route.ComponentProps) {
  const { imageHost } = useShellData();
  const items = loaderData.pairs.map((pair) => ({
    key: pair.id,
    path: `${page.path}/${pair.id}`,
    head: pair,
    badge: discountLabel(pair.sale),
  }));
  return (
    <FixedPromotionPage page={page} isEmpty={items.length === 0}>
      <PromotionLinks items={items} imageHost={imageHost} testId="match-pair-list" />
    </FixedPromotionPage>
  );
}
