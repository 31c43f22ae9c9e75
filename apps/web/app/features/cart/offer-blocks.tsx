// The cart preview's kit, add-on and gift blocks (storefront.md §2.9, §3; PROMOTIONS.md): kits as kit lines,
// add-ons taken at their price, the add-ons the cart may take now, and the choice-gift pickers. Lines the
// cart no longer earns are removed here, with a notice saying why.
import {
  CART_LINE_KIND,
  type CartSummary,
  type ChoiceGiftOffer,
  type Currency,
  cartMessages,
  formatPrice,
  type OfferLineKey,
} from '@shop/core';
import { type ReactNode, useEffect, useState } from 'react';
import { addAddOnToCart, pickGiftInCart, removeOfferLines } from './cart-store';
import { useAddToCart } from './use-add-to-cart';

const text = cartMessages.preview;

/** Removes kit, add-on and gift lines the engine left out; answers the notice to show, or null. */
export function useDroppedOfferLines(summary: CartSummary | null): string | null {
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    if (!summary) return;
    const dropped = summary.unpriced.filter(
      (u) => u.kind !== undefined && (u.reason === 'trigger_not_met' || u.reason === 'out_of_stock'),
    );
    if (dropped.length === 0) return;
    const keys: OfferLineKey[] = dropped.map((u) => ({
      kind: u.kind as OfferLineKey['kind'],
      activityId: u.activity_id ?? 0,
      productId: u.productId,
    }));
    if (!removeOfferLines(keys)) return;
    const notices = new Set(
      dropped.map((u) =>
        u.kind === CART_LINE_KIND.ADD_MONEY
          ? text.addOnDropped
          : u.kind === CART_LINE_KIND.CHOICE_GIFT
            ? text.giftDropped
            : text.kitDropped,
      ),
    );
    setNotice([...notices].join('；'));
  }, [summary]);
  return notice;
}

export function PreviewNotice({ notice }: { notice: string | null }) {
  return (
    <p
      data-testid="preview-notice"
      role="status"
      className={notice ? 'rounded-lg bg-sand p-2 text-xs text-ink' : 'sr-only'}
    >
      {notice ?? ''}
    </p>
  );
}

type Renderers = {
  Group: (props: { title: string; testId: string; children: ReactNode }) => ReactNode;
  Line: (props: {
    name: string;
    image: string;
    quantity: number;
    price: string;
    struck?: string | null;
    badge?: string;
    detail?: string;
    testId?: string;
  }) => ReactNode;
};

export function KitLines({
  summary,
  currency,
  r,
}: {
  summary: CartSummary;
  currency: Currency;
  r: Renderers;
}) {
  if (summary.routineKitList.length === 0) return null;
  return (
    <r.Group testId="preview-kits" title={text.kitTitle}>
      {summary.routineKitList.map((kit) => (
        <r.Line
          key={kit.routinekit_id}
          testId="preview-kit-line"
          name={kit.routinekit_name}
          image={kit.image}
          quantity={kit.quantity}
          price={formatPrice(kit.amount, currency)}
          struck={kit.struck === null ? null : formatPrice(kit.struck, currency)}
          badge={text.kitBadge}
          detail={kit.items?.length ? text.kitContents(kit.items.map((i) => i.p_name).join('、')) : undefined}
        />
      ))}
    </r.Group>
  );
}

export function AddOnLines({
  summary,
  currency,
  r,
}: {
  summary: CartSummary;
  currency: Currency;
  r: Renderers;
}) {
  if (summary.addMoneyList.length === 0) return null;
  return (
    <r.Group testId="preview-addons" title={text.addOnTitle}>
      {summary.addMoneyList.map((a) => (
        <r.Line
          key={a.addmoney_id}
          testId="preview-addon-line"
          name={a.product.p_name}
          image={a.product.p_img}
          quantity={a.quantity}
          price={formatPrice(a.amount, currency)}
        />
      ))}
    </r.Group>
  );
}

/** Gifts the cart earns but the shop has run out of: the server leaves them out and says so. */
export function GiftNotices({ summary }: { summary: CartSummary }) {
  const notices = summary.giftNotices ?? [];
  if (notices.length === 0) return null;
  return (
    <ul data-testid="gift-notices" className="space-y-1">
      {notices.map((n) => (
        <li
          key={`${n.activity_id}-${n.p_id}`}
          role="status"
          className="rounded-lg bg-sand p-2 text-xs text-ink"
        >
          {n.message}
        </li>
      ))}
    </ul>
  );
}

export function GiftLines({ summary, r }: { summary: CartSummary; r: Renderers }) {
  const notices = summary.giftNotices ?? [];
  if (summary.giftList.length === 0 && summary.memberGiftCartWithDetails.length === 0 && notices.length === 0)
    return null;
  return (
    <r.Group testId="preview-member-gifts" title={text.giftTitle}>
      <GiftNotices summary={summary} />
      {summary.giftList.map((g) => (
        <r.Line
          key={`g${g.activity_id}-${g.p_id}`}
          testId="preview-gift-line"
          name={g.p_name}
          image={g.p_img}
          quantity={g.quantity}
          price={text.giftPrice}
          detail={g.activity_name}
        />
      ))}
      {summary.memberGiftCartWithDetails.map((item) => (
        <r.Line
          key={`${item.gift3_id}-${item.p_id}`}
          testId="preview-member-gift-line"
          name={item.name}
          image={item.image}
          quantity={item.quantity}
          price={text.giftPrice}
        />
      ))}
    </r.Group>
  );
}

const chip =
  'rounded-full border px-3 py-1.5 text-xs font-semibold focus-visible:outline-2 focus-visible:outline-offset-2';

export function AddOnOffers({ summary, currency }: { summary: CartSummary; currency: Currency }) {
  const add = useAddToCart();
  if (summary.addMoneyOffers.length === 0) return null;
  return (
    <section data-testid="preview-addon-offers" className="space-y-2 rounded-xl bg-sand/60 p-3">
      <h3 className="text-sm font-semibold text-ink">{text.addOnOffersTitle}</h3>
      <ul className="space-y-2">
        {summary.addMoneyOffers.map((offer) => {
          const price = formatPrice(offer.addmoney_money, currency);
          const full = offer.inCart >= offer.max_per_order;
          return (
            <li
              key={offer.addmoney_id}
              data-testid="preview-addon-offer"
              className="flex items-center gap-2 text-sm"
            >
              <div className="min-w-0 flex-1">
                <p className="line-clamp-2">{offer.addmoney_title}</p>
                <p className="text-xs text-ink-soft">{text.addOnMax(offer.max_per_order)}</p>
              </div>
              {full ? (
                <span className="text-xs text-ink-soft">{text.addOnLimit(offer.inCart)}</span>
              ) : (
                <button
                  type="button"
                  data-testid="preview-addon-take"
                  aria-label={text.addOnButtonLabel(offer.product.p_name, price)}
                  onClick={() => add(() => addAddOnToCart(offer))}
                  className={`${chip} shrink-0 border-ink bg-ink text-surface hover:bg-accent-strong`}
                >
                  {text.addOnButton(price)}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function ChoiceGiftPickers({ summary }: { summary: CartSummary }) {
  if (summary.choiceGiftOffers.length === 0) return null;
  return (
    <>
      {summary.choiceGiftOffers.map((offer) => (
        <ChoiceGiftPicker key={offer.activity_id} offer={offer} />
      ))}
    </>
  );
}

/** One choice activity's gifts as toggle buttons; the pick is kept with the cart. */
export function ChoiceGiftPicker({ offer }: { offer: ChoiceGiftOffer }) {
  return (
    <section
      data-testid="preview-choice-gift"
      aria-labelledby={`choice-${offer.activity_id}`}
      className="space-y-2 rounded-xl bg-sand/60 p-3"
    >
      <h3 id={`choice-${offer.activity_id}`} className="text-sm font-semibold text-ink">
        {text.choiceTitle(offer.activity_name)}
      </h3>
      <p className="text-xs text-ink-soft">{text.choosePrompt(offer.choose_count)}</p>
      <ul className="flex flex-wrap gap-2">
        {offer.gifts.map((gift) => {
          const picked = offer.picked.includes(gift.p_id);
          return (
            <li key={gift.p_id}>
              <button
                type="button"
                data-testid="preview-choice-pick"
                aria-pressed={picked}
                onClick={() => pickGiftInCart(offer.activity_id, gift.p_id, offer.choose_count)}
                className={`${chip} ${picked ? 'border-ink bg-ink text-surface' : 'border-line bg-surface text-ink hover:border-ink'}`}
              >
                {picked ? `${text.pickedGift}：` : ''}
                {gift.p_name}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
