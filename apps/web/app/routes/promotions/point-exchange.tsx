// /point-exchange: products exchanged for points (get-exchanges-with-pc-point → products[] with pivot.point
// and pivot.dpoint); an item costs dpoint when not 0, otherwise point (storefront.md §9).
import { promotionCalls } from '@shop/contracts';
import { catalogueMessages, exchangePoints, productImageUrl } from '@shop/core';
import { originOf, promotionList } from '../../features/promotions/promotion-api.server';
import { toExchange } from '../../features/promotions/promotion-data';
import {
  type FixedPromotion,
  FixedPromotionPage,
  fixedPromotionMeta,
} from '../../features/promotions/promotion-parts';
import { useShellData } from '../../features/shell/shell-data';
import { uploadSrcSet } from '../../lib/media';
import type { Route } from './+types/point-exchange';

const text = catalogueMessages.promotions.pointExchange;
const page: FixedPromotion = { path: '/point-exchange', testId: 'point-exchange', ...text };

export const meta: Route.MetaFunction = ({ data }) => fixedPromotionMeta(page, data);

export async function loader({ context, request }: Route.LoaderArgs) {
  const items = await promotionList(context.api, promotionCalls.exchanges, (a) => a.products);
  return { items: items.map(toExchange), origin: originOf(request.url) };
}

export default function PointExchange({ loaderData }: Route.ComponentProps) {
  const { imageHost } = useShellData();
  const { items } = loaderData;
  return (
    <FixedPromotionPage page={page} isEmpty={items.length === 0}>
      <ul className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 lg:grid-cols-4">
        {items.map((item, i) => {
          // §8: a missing exchange product shows '商品不存在' and /default-product.jpg.
          const name = item.name.trim() || catalogueMessages.productMissing;
          const src = productImageUrl(item.image, imageHost ?? '');
          return (
            <li key={item.pId} data-testid="exchange-item" className="space-y-2">
              <img
                src={src}
                srcSet={uploadSrcSet(src, [320, 480, 640])}
                sizes="(min-width: 1152px) 270px, (min-width: 768px) 30vw, 50vw"
                alt={name}
                width={800}
                height={800}
                loading={i < 2 ? 'eager' : 'lazy'}
                decoding="async"
                className="aspect-square w-full rounded-xl bg-sand object-cover"
              />
              <h2 className="line-clamp-2 text-sm">{name}</h2>
              <p className="text-sm">
                <span className="font-semibold text-blush">{text.points(exchangePoints(item))}</span>
                {item.dpoint !== 0 && item.dpoint !== item.point && (
                  <s className="ml-2 text-xs text-ink-faint">
                    <span className="sr-only">{text.originalPoints}</span>
                    {text.points(item.point)}
                  </s>
                )}
              </p>
            </li>
          );
        })}
      </ul>
    </FixedPromotionPage>
  );
}
