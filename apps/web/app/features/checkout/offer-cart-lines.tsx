// Kit, add-on and picked-gift lines of /my_cartlist (issue 11): a stepper within what the server says the line
// may hold (maxQuantity: the 4-unit rule, per-order maximum, stock), remove, and for a picked choice gift a
// change among the activity's gifts. Every write goes through cart-store; every amount is the server's.
// Lines the cart no longer earns (an add-on whose trigger went with a product) leave with the preview's notice.
import {
  CART_LINE_KIND,
  type CartItem,
  type CartSummary,
  type ChoiceGiftOffer,
  cartMessages,
  formatPrice,
  type OfferLineKey,
  type PricedGift,
  productImageUrl,
  cartlistMessages as t,
} from '@shop/core';
import { Trash2 } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useShellData } from '../../lib/shell-data';
import { changeGiftInCart, removeOfferLines, setOfferLineQuantityInCart } from '../cart/cart-store';
import { ChoiceGiftPicker, GiftNotices, useDroppedOfferLines } from '../cart/offer-blocks';
import { QuantityStepper } from './quantity-stepper';

type Say = (text: string) => void;

const keyOf = (item: CartItem): OfferLineKey => ({
  kind: item.activity_type as OfferLineKey['kind'],
  activityId: Number(item.activity_id),
  productId: Number(item.productId),
});
const ofKind = (cart: readonly CartItem[], kind: string) =>
  cart.filter((item) => item.activity_type === kind);

export function OfferCartLines({
  cart,
  summary,
}: {
  cart: readonly CartItem[];
  summary: CartSummary | null;
}) {
  const dropped = useDroppedOfferLines(summary);
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    if (dropped) setNotice(dropped);
  }, [dropped]);
  const unpriced = (item: CartItem) =>
    summary?.unpriced.some(
      (u) =>
        u.kind === item.activity_type &&
        u.activity_id === Number(item.activity_id) &&
        u.productId === Number(item.productId),
    ) ?? false;
  const kits = ofKind(cart, CART_LINE_KIND.ROUTINE_KIT);
  const addOns = ofKind(cart, CART_LINE_KIND.ADD_MONEY);
  const picks = ofKind(cart, CART_LINE_KIND.CHOICE_GIFT);
  const unpicked = summary?.choiceGiftOffers.filter((offer) => offer.picked.length === 0) ?? [];
  return (
    <>
      <p
        role="status"
        data-testid="cartlist-notice"
        className={notice ? 'rounded-lg bg-sand px-3 py-2 text-sm text-ink' : 'sr-only'}
      >
        {notice ?? ''}
      </p>
      {kits.length + addOns.length + picks.length > 0 && (
        <ul className="divide-y divide-line border-t border-line" data-testid="cartlist-offer-lines">
          {kits.map((item) => (
            <KitLine
              key={`k${item.activity_id}`}
              item={item}
              summary={summary}
              unavailable={unpriced(item)}
              say={setNotice}
            />
          ))}
          {addOns.map((item) => (
            <AddOnLine
              key={`a${item.activity_id}-${item.productId}`}
              item={item}
              summary={summary}
              unavailable={unpriced(item)}
              say={setNotice}
            />
          ))}
          {picks.map((item) => (
            <PickedGiftLine
              key={`g${item.activity_id}-${item.productId}`}
              item={item}
              summary={summary}
              say={setNotice}
            />
          ))}
        </ul>
      )}
      {unpicked.map((offer) => (
        <ChoiceGiftPicker key={offer.activity_id} offer={offer} />
      ))}
      <EarnedGifts summary={summary} />
    </>
  );
}

function OfferLine(props: {
  testId: string;
  name: string;
  image: string | undefined;
  tag: string;
  detail?: string;
  unavailable: boolean;
  control: ReactNode;
  price: ReactNode;
  below?: ReactNode;
  onRemove: () => void;
}) {
  const { imageHost } = useShellData();
  return (
    <li data-testid={props.testId} className="flex gap-3 py-4">
      <img
        src={productImageUrl(props.image, imageHost ?? '')}
        alt=""
        width={80}
        height={80}
        className="size-20 shrink-0 rounded-lg bg-sand object-cover"
      />
      <div className="min-w-0 flex-1 space-y-2">
        <p className="text-sm font-medium text-ink">
          <span className="mr-1.5 rounded bg-sand px-1.5 py-0.5 text-xs text-accent-strong">{props.tag}</span>
          <span className="line-clamp-2 inline">{props.name}</span>
        </p>
        {props.detail && <p className="text-xs text-ink-soft">{props.detail}</p>}
        {props.unavailable && <p className="text-xs text-blush">{t.unpriced}</p>}
        <div className="flex flex-wrap items-center justify-between gap-2">
          {props.control}
          {props.price}
        </div>
        {props.below}
      </div>
      <button
        type="button"
        onClick={props.onRemove}
        aria-label={t.removeNamed(props.name)}
        data-testid="cartlist-remove"
        className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-ink-soft hover:bg-sand hover:text-ink"
      >
        <Trash2 aria-hidden className="size-4" />
      </button>
    </li>
  );
}

function Amount({ amount, struck }: { amount: number; struck?: number | null }) {
  return (
    <p className="flex items-baseline gap-2">
      {struck != null && <s className="text-xs text-ink-faint">{formatPrice(struck)}</s>}
      <span data-testid="cartlist-line-price" className="font-semibold text-ink">
        {formatPrice(amount)}
      </span>
    </p>
  );
}

/** The stepper, and the reason plus stops when the line holds what it may (said politely, not as an error). */
function Stepper(props: { item: CartItem; name: string; max: number; limitText: string; say: Say }) {
  const { item, name, max, say } = props;
  const set = (quantity: number) => {
    setOfferLineQuantityInCart(keyOf(item), quantity);
    say(quantity <= 0 ? t.removed(name) : '');
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <QuantityStepper name={name} quantity={item.quantity} max={max} onSet={set} />
      {item.quantity >= max && (
        <span data-testid="cartlist-limit" className="text-xs text-ink-soft">
          {props.limitText}
        </span>
      )}
    </div>
  );
}

function remover(item: CartItem, name: string, say: Say) {
  return () => {
    removeOfferLines([keyOf(item)]);
    say(t.removed(name));
  };
}

function KitLine(props: { item: CartItem; summary: CartSummary | null; unavailable: boolean; say: Say }) {
  const { item, summary, say } = props;
  const kit = summary?.routineKitList.find((k) => k.routinekit_id === Number(item.activity_id));
  const name = kit?.routinekit_name ?? '…';
  // Until the server has priced the line, the stepper only goes down.
  const max = kit?.maxQuantity ?? item.quantity;
  return (
    <OfferLine
      testId="cartlist-kit-line"
      name={name}
      image={kit?.image}
      tag={t.kit}
      detail={
        kit?.items?.length
          ? cartMessages.preview.kitContents(kit.items.map((i) => i.p_name).join('、'))
          : undefined
      }
      unavailable={props.unavailable}
      control={<Stepper item={item} name={name} max={max} limitText={t.kitLimit(max)} say={say} />}
      price={kit && <Amount amount={kit.amount} struck={kit.struck} />}
      onRemove={remover(item, name, say)}
    />
  );
}

function AddOnLine(props: { item: CartItem; summary: CartSummary | null; unavailable: boolean; say: Say }) {
  const { item, summary, say } = props;
  const addOn = summary?.addMoneyList.find(
    (a) => a.addmoney_id === Number(item.activity_id) && a.p_id === Number(item.productId),
  );
  const name = addOn?.product.p_name ?? '…';
  const max = addOn?.maxQuantity ?? item.quantity;
  return (
    <OfferLine
      testId="cartlist-addon-line"
      name={name}
      image={addOn?.product.p_img}
      tag={t.addOn}
      detail={addOn?.addmoney_title}
      unavailable={props.unavailable}
      control={<Stepper item={item} name={name} max={max} limitText={t.addOnLimit(max)} say={say} />}
      price={addOn && <Amount amount={addOn.amount} />}
      onRemove={remover(item, name, say)}
    />
  );
}

function PickedGiftLine(props: { item: CartItem; summary: CartSummary | null; say: Say }) {
  const { item, summary, say } = props;
  const activityId = Number(item.activity_id);
  const giftId = Number(item.productId);
  const line = summary?.giftList.find((g) => g.activity_id === activityId && g.p_id === giftId);
  const offer = summary?.choiceGiftOffers.find((o) => o.activity_id === activityId);
  const name = line?.p_name ?? offer?.gifts.find((g) => g.p_id === giftId)?.p_name ?? '…';
  return (
    <OfferLine
      testId="cartlist-gift-line"
      name={name}
      image={line?.p_img}
      tag={t.gift}
      detail={line?.activity_name ?? offer?.activity_name}
      unavailable={false}
      control={<span className="text-sm text-ink-soft">× {item.quantity}</span>}
      price={
        <span data-testid="cartlist-line-price" className="font-semibold text-ink">
          {t.free}
        </span>
      }
      below={offer && <GiftChanger offer={offer} giftId={giftId} name={name} say={say} />}
      onRemove={remover(item, name, say)}
    />
  );
}

/** '更換贈品' opens the activity's other gifts; choosing one swaps it in place and closes the list. */
function GiftChanger(props: { offer: ChoiceGiftOffer; giftId: number; name: string; say: Say }) {
  const { offer, giftId, say } = props;
  const [open, setOpen] = useState(false);
  const listId = useId();
  const others = offer.gifts.filter((g) => g.p_id !== giftId && !offer.picked.includes(g.p_id));
  if (others.length === 0) return null;
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t.changeGiftNamed(props.name)}
        data-testid="cartlist-change-gift"
        onClick={() => setOpen(!open)}
        className="rounded-full border border-line px-3 py-1.5 text-xs font-semibold text-ink hover:border-ink"
      >
        {t.changeGift}
      </button>
      {open && (
        <fieldset id={listId} className="mt-2 rounded-lg bg-sand/60 p-2">
          <legend className="px-1 text-xs text-ink-soft">{t.chooseGift(offer.activity_name)}</legend>
          <ul className="flex flex-wrap gap-2">
            {others.map((gift) => (
              <li key={gift.p_id}>
                <button
                  type="button"
                  data-testid="cartlist-gift-option"
                  onClick={() => {
                    changeGiftInCart(offer.activity_id, giftId, gift.p_id);
                    setOpen(false);
                    say(t.giftChanged(gift.p_name));
                  }}
                  className="rounded-full border border-line bg-surface px-3 py-1.5 text-xs font-semibold text-ink hover:border-ink"
                >
                  {gift.p_name}
                </button>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
    </div>
  );
}

/** Gifts the cart earns by itself (threshold, open, product and buy-gift activities): shown, not changed. */
function EarnedGifts({ summary }: { summary: CartSummary | null }) {
  if (!summary) return null;
  const earned: (Pick<PricedGift, 'p_id' | 'p_name' | 'quantity'> & { key: string })[] = [
    ...summary.giftList
      .filter((g) => g.activity_type !== 'choice')
      .map((g) => ({ ...g, key: `g${g.activity_id}-${g.p_id}` })),
    ...summary.memberGiftPerk.map((g) => ({ ...g, key: `p${g.p_id}` })),
  ];
  if (earned.length === 0) return <GiftNotices summary={summary} />;
  return (
    <>
      <GiftNotices summary={summary} />
      <ul className="space-y-2 rounded-lg bg-sand/60 p-3 text-sm" data-testid="cartlist-extras">
        {earned.map((gift) => (
          <li key={gift.key} className="flex items-center gap-2">
            <span className="rounded bg-surface px-1.5 text-xs text-accent-strong">{t.gift}</span>
            <span className="min-w-0 flex-1 truncate">{gift.p_name}</span>
            <span className="text-ink-soft">× {gift.quantity}</span>
            <span className="font-medium">{t.free}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
