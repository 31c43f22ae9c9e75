// /match-pairs/:id: one match pair (get-match-pair/{id}): products.a under '紅標A區', products.b under
// '綠標B區', each unit of a pair at round(p_price × matchpair_sale) (storefront.md §3, §9).
import { promotionCalls } from '@shop/contracts';
import { catalogueMessages, discountLabel, unitPriceAfter } from '@shop/core';
import { pageMeta, plainText } from '../../features/catalogue/seo';
import { originOf, promotionById } from '../../features/promotions/promotion-api.server';
import { toMatchPair } from '../../features/promotions/promotion-data';
import {
  Banner,
  Period,
  PromotionPage,
  promotionHome,
  Zone,
} from '../../features/promotions/promotion-parts';
import { useShellData } from '../../features/shell/shell-data';
import { displayPath, throwRouteNotFound } from '../../lib/route-not-found';
import type { Route } from './+types/match-pair';

const text = catalogueMessages.promotions;

export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? pageMeta({
        title: data.pair.name,
        description: plainText(data.pair.description) || text.matchPairs.description,
        origin: data.origin,
        path: `/match-pairs/${data.pair.id}`,
        image: data.pair.banner || null,
      })
    : [];

export async function loader({ params, context, request }: Route.LoaderArgs) {
  if (!/^\d{1,9}$/.test(params.id)) throwRouteNotFound(displayPath(request.url));
  const answer = await promotionById(context.api, promotionCalls.matchPair, Number(params.id));
  if (!answer) throwRouteNotFound(displayPath(request.url));
  return { pair: toMatchPair(answer.matchPair), origin: originOf(request.url) };
}

export default function MatchPair({ loaderData }: Route.ComponentProps) {
  const { pair } = loaderData;
  const { imageHost } = useShellData();
  const priced = (items: typeof pair.a) =>
    items.map((p) => ({ ...p, discountedPrice: unitPriceAfter(p.price, pair.sale) }));
  return (
    <PromotionPage
      testId="match-pair"
      crumbs={[
        promotionHome,
        { name: text.matchPairs.title, path: '/match-pairs' },
        { name: pair.name, path: `/match-pairs/${pair.id}` },
      ]}
      title={pair.name}
      description={pair.description}
    >
      <Banner image={pair.banner} alt={pair.name} imageHost={imageHost} eager />
      <div className="space-y-2 text-center">
        <p data-testid="match-pair-rule" className="font-semibold text-blush">
          {text.matchPair.rule(discountLabel(pair.sale))}
        </p>
        <Period head={pair} />
      </div>
      <Zone
        testId="zone-a"
        title={text.matchPair.zoneA}
        tone="red"
        products={priced(pair.a)}
        imageHost={imageHost}
      />
      <Zone
        testId="zone-b"
        title={text.matchPair.zoneB}
        tone="green"
        products={priced(pair.b)}
        imageHost={imageHost}
      />
    </PromotionPage>
  );
}
