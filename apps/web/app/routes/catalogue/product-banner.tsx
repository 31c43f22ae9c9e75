// /ProductBanner: the banners of the running promotions (sale events, match pairs) above the hot products.
import { promotionCalls } from '@shop/contracts';
import { catalogueMessages } from '@shop/core';
import { ListPage } from '../../features/catalogue/list-page';
import { toCardItem } from '../../features/catalogue/product-row';
import { pageMeta } from '../../features/catalogue/seo';
import { originOf, promotionList } from '../../features/promotions/promotion-api.server';
import { toMatchPair, toSaleEvent } from '../../features/promotions/promotion-data';
import { PromotionLinks } from '../../features/promotions/promotion-parts';
import { useShellData } from '../../lib/shell-data';
import type { Route } from './+types/product-banner';

const text = catalogueMessages.list.productBanner;

export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? pageMeta({
        title: text.title,
        description: text.description,
        origin: data.origin,
        path: '/ProductBanner',
      })
    : [];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { api } = context;
  const [events, pairs, hot] = await Promise.all([
    promotionList(api, promotionCalls.saleEventList, (a) => a.saleEvents),
    promotionList(api, promotionCalls.matchPairList, (a) => a.matchPairs),
    api.hotProducts().then(
      (answer) => answer.hotProducts,
      (error) => {
        console.error('[catalogue] get-hot-products failed', error);
        return [];
      },
    ),
  ]);
  return {
    banners: [
      ...events.map(toSaleEvent).map((e) => ({ key: `s${e.id}`, path: `/sale-events/${e.id}`, head: e })),
      ...pairs.map(toMatchPair).map((p) => ({ key: `m${p.id}`, path: `/match-pairs/${p.id}`, head: p })),
    ],
    products: hot.map((p) => toCardItem(p)),
    origin: originOf(request.url),
  };
}

export default function ProductBanner({ loaderData }: Route.ComponentProps) {
  const { imageHost } = useShellData();
  const { banners, products } = loaderData;
  return (
    <ListPage
      testId="product-banner"
      imageHost={imageHost}
      view={{
        title: text.title,
        description: text.description,
        crumbs: [
          { name: catalogueMessages.home, path: '/' },
          { name: text.title, path: '/ProductBanner' },
        ],
        links: [],
        products,
      }}
    >
      {banners.length > 0 && (
        <PromotionLinks items={banners} imageHost={imageHost} testId="product-banners" />
      )}
    </ListPage>
  );
}
