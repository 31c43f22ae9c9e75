// /bonus-event: the running bonus event that multiplies the points earned (get-bonus-event).
import { promotionCalls } from '@shop/contracts';
import { catalogueMessages } from '@shop/core';
import { pageMeta } from '../../features/catalogue/seo';
import { originOf } from '../../features/promotions/promotion-api.server';
import { toBonusEvent } from '../../features/promotions/promotion-data';
import {
  Banner,
  Empty,
  Period,
  PromotionPage,
  promotionHome,
} from '../../features/promotions/promotion-parts';
import { useShellData } from '../../lib/shell-data';
import type { Route } from './+types/bonus-event';

const text = catalogueMessages.promotions.bonusEvent;

export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? pageMeta({
        title: text.title,
        description: text.description,
        origin: data.origin,
        path: '/bonus-event',
      })
    : [];

export async function loader({ context, request }: Route.LoaderArgs) {
  let event = null;
  try {
    const { bonusEvent } = await context.api.send(promotionCalls.bonusEvent);
    event = bonusEvent ? toBonusEvent(bonusEvent) : null;
  } catch (error) {
    console.error('[promotions] get-bonus-event failed', error);
  }
  return { event, origin: originOf(request.url) };
}

export default function BonusEvent({ loaderData }: Route.ComponentProps) {
  const { imageHost } = useShellData();
  const { event } = loaderData;
  return (
    <PromotionPage
      testId="bonus-event"
      crumbs={[promotionHome, { name: text.title, path: '/bonus-event' }]}
      title={event?.name || text.title}
      description={event?.description || text.description}
    >
      {event ? (
        <div className="space-y-4 text-center">
          <Banner image={event.banner} alt={event.name} imageHost={imageHost} eager />
          <p data-testid="bonus-multiplier" className="text-2xl font-semibold text-blush">
            {text.multiplier(event.multiplier)}
          </p>
          <Period head={event} />
        </div>
      ) : (
        <Empty>{text.none}</Empty>
      )}
    </PromotionPage>
  );
}
