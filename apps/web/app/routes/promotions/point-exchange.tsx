// /point-exchange: products exchanged for points (get-exchanges-with-pc-point → products[] with pivot.point
// and pivot.dpoint); an item costs dpoint when not 0, otherwise point (storefront.md §9).
import { promotionCalls } from '@shop/contracts';
import { catalogueMessages, exchangePoints } from '@shop/core';
import { ExchangeFigure } from '../../features/promotions/exchange-figure';
import { originOf, promotionList } from '../../features/promotions/promotion-api.server';
import { toExchange } from '../../features/promotions/promotion-data';
import {
  type FixedPromotion,
  FixedPromotionPage,
  fixedPromotionMeta,
} from '../../features/promotions/promotion-parts';
import { useShellData } from '../../lib/shell-data';
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
          return (
            <li key={item.pId} data-testid="exchange-item" className="space-y-2">
              <ExchangeFigure item={item} index={i} imageHost={imageHost} />
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
