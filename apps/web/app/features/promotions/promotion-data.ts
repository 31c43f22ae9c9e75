// Promotion answers (storefront.md §3, §7.4; PROMOTIONS.md) as the pages show them.
import type {
  AddMoneyItem,
  BonusEvent,
  ExchangeProduct,
  GiftActivity,
  ListProduct,
  MatchPair,
  PromoProduct,
  RoutineKit,
  SaleEvent,
} from '@shop/contracts';
import { type CardItem, toCardItem } from '../catalogue/product-row';
import { taipeiDate } from '../catalogue/read';

export interface PromotionHead {
  id: number;
  name: string;
  description: string;
  banner: string;
  start: string;
  end: string;
}

function head(
  id: number,
  name: string,
  description: string,
  banner: string,
  window: { starts_at: string; ends_at: string },
): PromotionHead {
  return {
    id,
    name,
    description,
    banner,
    start: taipeiDate(window.starts_at),
    end: taipeiDate(window.ends_at),
  };
}

const cards = (products: ListProduct[]) => products.map((p) => toCardItem(p));
/** A product a promotion names without a sell page link. */
const promoCard = (p: PromoProduct): CardItem => toCardItem({ ...p, discounted_price: p.p_price });

export interface SaleEventView extends PromotionHead {
  type: SaleEvent['saleevent_type'];
  /** Tiers: from min_count units, each unit at round(p_price × sale). */
  tiers: { minCount: number; sale: number }[];
  products: CardItem[];
}

export function toSaleEvent(e: SaleEvent & { products?: ListProduct[] }): SaleEventView {
  return {
    ...head(e.saleevent_id, e.saleevent_name, e.saleevent_description, e.saleevent_banner, e),
    type: e.saleevent_type,
    tiers: e.tiers
      .map((t) => ({ minCount: t.min_count, sale: t.sale }))
      .sort((a, b) => a.minCount - b.minCount),
    products: cards(e.products ?? []),
  };
}

export interface MatchPairView extends PromotionHead {
  sale: number;
  a: CardItem[];
  b: CardItem[];
}

export function toMatchPair(m: MatchPair): MatchPairView {
  return {
    ...head(m.matchpair_id, m.matchpair_name, m.matchpair_description, m.matchpair_banner, m),
    sale: m.matchpair_sale,
    a: cards(m.products.a),
    b: cards(m.products.b),
  };
}

export interface AddMoneyView {
  id: number;
  title: string;
  money: number;
  product: CardItem;
  triggerType: AddMoneyItem['trigger']['type'];
  triggerAmount: number;
  max: number;
}

export function toAddMoney(a: AddMoneyItem): AddMoneyView {
  return {
    id: a.addmoney_id,
    title: a.addmoney_title,
    money: a.addmoney_money,
    product: promoCard(a.product),
    triggerType: a.trigger.type,
    triggerAmount: a.trigger.amount ?? 0,
    max: a.max_per_order,
  };
}

export interface GiftActivityView extends PromotionHead {
  type: GiftActivity['activity_type'];
  triggerType: GiftActivity['trigger']['type'];
  triggerValue: number;
  chooseCount: number;
  buyCount: number;
  giftCount: number;
  gifts: (CardItem & { left: number })[];
}

export function toGiftActivity(g: GiftActivity): GiftActivityView {
  return {
    ...head(g.activity_id, g.activity_name, g.activity_description, g.activity_banner, g),
    type: g.activity_type,
    triggerType: g.trigger.type,
    triggerValue: g.trigger.value,
    chooseCount: g.choose_count,
    buyCount: g.buy_count,
    giftCount: g.gift_count,
    gifts: g.gifts.map((gift) => ({ ...promoCard(gift), left: gift.gift_stock })),
  };
}

export interface RoutineKitView extends PromotionHead {
  price: number;
  listPrice: number;
  skinType: string;
  stock: number;
  steps: { step: number; text: string; product: CardItem; quantity: number }[];
}

export function toRoutineKit(k: RoutineKit): RoutineKitView {
  return {
    ...head(k.routinekit_id, k.routinekit_name, k.routinekit_description, k.routinekit_image, k),
    price: k.routinekit_price,
    listPrice: k.original_price,
    skinType: k.routinekit_skin_type,
    stock: k.stock,
    steps: [...k.items]
      .sort((x, y) => x.step - y.step)
      .map((item) => ({
        step: item.step,
        text: item.step_text,
        product: toCardItem(item.product),
        quantity: item.quantity,
      })),
  };
}

export interface BonusEventView extends PromotionHead {
  multiplier: number;
}

export function toBonusEvent(b: BonusEvent): BonusEventView {
  return {
    ...head(b.bonus_id, b.bonus_name, b.bonus_description, b.bonus_banner, b),
    multiplier: b.point_multiplier,
  };
}

export interface ExchangeView {
  pId: number;
  name: string;
  image: string;
  point: number;
  dpoint: number;
}

export function toExchange(e: ExchangeProduct): ExchangeView {
  return { pId: e.p_id, name: e.p_name, image: e.p_img, point: e.pivot.point, dpoint: e.pivot.dpoint };
}
