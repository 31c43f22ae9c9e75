// /match-pairs/:id: one match pair (get-match-pair/{id}): products.a under '紅標A區', products.b under
// '綠標B區', each unit of a pair at round(p_price × matchpair_sale) (storefront.md §3, §9).
import { promotionCalls } from '@shop/contracts';
import { catalogueMessages, discountLabel, unitPriceAfter } from '@shop/core';
import { MatchPairPicker } from '../../features/promotions/match-pair-picker';
import { originOf, promotionForRoute } from '../../features/promotions/promotion-api.server';
import { toMatchPair } from '../../features/promotions/promotion-data';
import {
  matchPairList,
  PromotionDetailPage,
  promotionDetailMeta,
  Zone,
} from '../../features/promotions/promotion-parts';
import { useShellData } from '../../lib/shell-data';
import type { Route } from './+types/match-pair';

const text = catalogueMessages.promotions.matchPair;

export const meta: Route.MetaFunction = ({ data }) => promotionDetailMeta(matchPairList, data);

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const answer = await promotionForRoute(context.api, promotionCalls.matchPair, params, request);
  return { head: toMatchPair(answer.matchPair), origin: originOf(request.url), imageHost: context.imageHost };
}

export default function MatchPair({ loaderData }: Route.ComponentProps) {
  const { head: pair } = loaderData;
  const { imageHost } = useShellData();
  const priced = (items: typeof pair.a) =>
    items.map((p) => ({ ...p, discountedPrice: unitPriceAfter(p.price, pair.sale) }));
  return (
    <PromotionDetailPage
      testId="match-pair"
      list={matchPairList}
      head={pair}
      imageHost={imageHost}
      rule={
        <p data-testid="match-pair-rule" className="font-semibold text-blush">
          {text.rule(discountLabel(pair.sale))}
        </p>
      }
    >
      <MatchPairPicker a={pair.a} b={pair.b} sale={pair.sale} imageHost={imageHost} />
      <Zone testId="zone-a" title={text.zoneA} tone="red" products={priced(pair.a)} imageHost={imageHost} />
      <Zone testId="zone-b" title={text.zoneB} tone="green" products={priced(pair.b)} imageHost={imageHost} />
    </PromotionDetailPage>
  );
}
