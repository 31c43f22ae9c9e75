// /add-on-purchases: add-on items (加價購) at addmoney_money once their trigger is met (get-legal-add-money-list).
import { promotionCalls } from '@shop/contracts';
import { catalogueMessages, formatPrice } from '@shop/core';
import { AddOnBuyButton, useLiveCartSummary } from '../../features/cart/offer-buttons';
import { ProductGrid } from '../../features/catalogue/product-grid';
import { originOf, promotionList } from '../../features/promotions/promotion-api.server';
import { toAddMoney } from '../../features/promotions/promotion-data';
import {
  type FixedPromotion,
  FixedPromotionPage,
  fixedPromotionMeta,
} from '../../features/promotions/promotion-parts';
import { useShellData } from '../../lib/shell-data';
import { useCurrency } from '../../lib/use-browser-state';
import type { Route } from './+types/add-on-purchases';

const text = catalogueMessages.promotions.addMoney;
const page: FixedPromotion = { path: '/add-on-purchases', testId: 'add-on-purchases', ...text };

export const meta: Route.MetaFunction = ({ data }) => fixedPromotionMeta(page, data);

export async function loader({ context, request }: Route.LoaderArgs) {
  const items = await promotionList(context.api, promotionCalls.addMoneyList, (a) => a.addMoneyList);
  return { items: items.map(toAddMoney), origin: originOf(request.url) };
}

export default function AddOnPurchases({ loaderData }: Route.ComponentProps) {
  const { imageHost } = useShellData();
  const { items } = loaderData;
  const currency = useCurrency();
  const { summary } = useLiveCartSummary();
  return (
    <FixedPromotionPage page={page} isEmpty={items.length === 0}>
      <div className="space-y-6">
        <ProductGrid
          imageHost={imageHost}
          products={items.map((item) => ({
            ...item.product,
            key: item.id,
            name: item.title || item.product.name,
            discountedPrice: item.money,
          }))}
        />
        <ul className="divide-y divide-line rounded-2xl border border-line text-sm">
          {items.map((item) => (
            <li
              key={item.id}
              data-testid="add-on-item"
              className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <p className="text-ink-soft">
                <span className="font-semibold text-ink">{item.title}</span>：
                {item.triggerType === 'product'
                  ? text.triggerProductAny
                  : text.trigger(formatPrice(item.triggerAmount, currency))}
                ，{text.max(item.max)}
              </p>
              <AddOnBuyButton
                addMoneyId={item.id}
                offers={summary?.addMoneyOffers ?? null}
                name={item.product.name}
              />
            </li>
          ))}
        </ul>
      </div>
    </FixedPromotionPage>
  );
}
