// Gift activities of every kind (open gifts, category / choice / product gifts, buy-gift events): the
// trigger, the gifts with what is left, and the products in scope. Gift lines are NT$ 0 (§9).
import { type Currency, cartMessages, catalogueMessages, formatPrice } from '@shop/core';
import { useCurrency } from '../../lib/use-browser-state';
import { ChoiceGiftPicker } from '../cart/offer-blocks';
import { useLiveCartSummary } from '../cart/offer-buttons';
import type { GiftActivityView } from './promotion-data';
import { Banner, Empty, Period, RichText } from './promotion-parts';

const text = catalogueMessages.promotions;

function trigger(activity: GiftActivityView, currency: Currency): string {
  if (activity.type === 'buy_gift' && activity.buyCount > 0)
    return text.buyGifts.rule(activity.buyCount, activity.giftCount);
  if (activity.triggerType === 'spend')
    return text.spendTrigger(formatPrice(activity.triggerValue, currency));
  if (activity.triggerType === 'count') return text.countTrigger(activity.triggerValue);
  return text.productTrigger;
}

const KIND: Record<string, string> = {
  category: text.giftActivities.category,
  choice: text.giftActivities.choice,
  product: text.giftActivities.product,
  buy_gift: text.buyGifts.title,
  open_gift: text.gifts.title,
};

export function GiftActivityList({
  activities,
  imageHost,
}: {
  activities: GiftActivityView[];
  imageHost: string | null;
}) {
  const currency = useCurrency();
  if (activities.length === 0) return <Empty />;
  return (
    <div className="space-y-12">
      {activities.map((activity, i) => (
        <section key={`${activity.type}-${activity.id}`} data-testid="gift-activity" className="space-y-4">
          <Banner image={activity.banner} alt={activity.name} imageHost={imageHost} eager={i === 0} />
          <header className="space-y-1">
            <span className="inline-block rounded bg-blush-soft px-2 py-0.5 text-xs text-blush">
              {KIND[activity.type] ?? text.gifts.title}
            </span>
            <h2 className="text-xl font-semibold">{activity.name}</h2>
            <p className="text-sm font-medium text-accent-strong">
              {trigger(activity, currency)}
              {activity.type === 'choice' && `，${text.chooseCount(activity.chooseCount)}`}
            </p>
            {activity.description && (
              <RichText html={activity.description} className="text-sm text-ink-soft" />
            )}
            <Period head={activity} />
          </header>
          {activity.gifts.length > 0 && (
            <div className="space-y-2">
              <h3 className="text-sm font-semibold">{text.gifts.giftsTitle}</h3>
              <ul className="flex flex-wrap gap-3">
                {activity.gifts.map((gift) => (
                  <li
                    key={gift.key}
                    data-testid="gift"
                    className="rounded-xl border border-line px-4 py-2 text-sm"
                  >
                    <span>{gift.name}</span>
                    <span className="ml-2 font-semibold text-blush">{formatPrice(0)}</span>
                    <span className="ml-2 text-xs text-ink-faint">
                      {gift.left > 0 ? text.giftLeft(gift.left) : text.giftGone}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {activity.type === 'choice' && <ChoicePick activityId={activity.id} />}
        </section>
      ))}
    </div>
  );
}

/** A choice activity's picker once the cart meets its threshold (the engine decides, via the summary). */
function ChoicePick({ activityId }: { activityId: number }) {
  const { summary, failed } = useLiveCartSummary();
  if (failed) return null;
  if (summary === null) return <p className="text-xs text-ink-soft">{cartMessages.preview.loading}</p>;
  const offer = summary.choiceGiftOffers.find((o) => o.activity_id === activityId);
  if (!offer)
    return (
      <p data-testid="choice-not-yet" className="text-sm text-ink-soft">
        {cartMessages.giftActivityPage.notYet}
      </p>
    );
  return <ChoiceGiftPicker offer={offer} />;
}
