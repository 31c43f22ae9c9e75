// /routine-kits: routine kits sold as one line at the kit's price (get-routine-kit-list).
import { promotionCalls } from '@shop/contracts';
import { catalogueMessages } from '@shop/core';
import { Link } from 'react-router';
import { Price } from '../../components/ui/price';
import { AddKitButton } from '../../features/cart/offer-buttons';
import { originOf, promotionList } from '../../features/promotions/promotion-api.server';
import { toRoutineKit } from '../../features/promotions/promotion-data';
import {
  Banner,
  type FixedPromotion,
  FixedPromotionPage,
  fixedPromotionMeta,
  Period,
  RichText,
} from '../../features/promotions/promotion-parts';
import { productPath } from '../../lib/links';
import { useShellData } from '../../lib/shell-data';
import type { Route } from './+types/routine-kits';

const text = catalogueMessages.promotions.routineKits;
const page: FixedPromotion = { path: '/routine-kits', testId: 'routine-kits', ...text };

export const meta: Route.MetaFunction = ({ data }) => fixedPromotionMeta(page, data);

export async function loader({ context, request }: Route.LoaderArgs) {
  const kits = await promotionList(context.api, promotionCalls.routineKitList, (a) => a.routineKitList);
  return { kits: kits.map(toRoutineKit), origin: originOf(request.url) };
}

export default function RoutineKits({ loaderData }: Route.ComponentProps) {
  const { imageHost } = useShellData();
  const { kits } = loaderData;
  return (
    <FixedPromotionPage page={page} isEmpty={kits.length === 0}>
      <ul className="grid gap-8 md:grid-cols-2">
        {kits.map((kit, i) => (
          <li key={kit.id} data-testid="routine-kit" className="space-y-3 rounded-2xl border border-line p-4">
            <Banner image={kit.banner} alt={kit.name} imageHost={imageHost} eager={i < 2} />
            <h2 className="text-lg font-semibold">{kit.name}</h2>
            {kit.skinType && <p className="text-xs text-ink-faint">{text.skinType(kit.skinType)}</p>}
            {kit.description && <RichText html={kit.description} className="text-sm text-ink-soft" />}
            <p className="text-sm">
              <span className="mr-2 text-ink-faint">{text.price}</span>
              <Price price={kit.listPrice || kit.price} discountedPrice={kit.price} className="text-lg" />
            </p>
            <ol aria-label={text.steps} className="space-y-1 text-sm">
              {kit.steps.map((step) => (
                <li key={`${step.step}-${step.product.pId}`}>
                  <span className="mr-2 text-ink-faint">{step.step}.</span>
                  {step.text && <span className="mr-2">{step.text}</span>}
                  <Link to={productPath(step.product.href)} className="text-accent-strong hover:underline">
                    {step.product.name}
                  </Link>
                  {step.quantity > 1 && <span className="ml-1 text-ink-faint">×{step.quantity}</span>}
                </li>
              ))}
            </ol>
            <AddKitButton
              kitId={kit.id}
              name={kit.name}
              image={kit.banner}
              imageHost={imageHost}
              stock={kit.stock}
            />
            <Period head={kit} />
          </li>
        ))}
      </ul>
    </FixedPromotionPage>
  );
}
