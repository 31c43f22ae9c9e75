// Rules of the member gift claim zone (member-area-and-tools.md §2.5, §4, §5, §8, §9).

import type { LevelView } from '../members/member-center.ts';
import { NEW_WEBSITE_MEMBER_TIER } from '../members/member-center.ts';
import { GIFT_TYPE_NAMES, TIER_NAMES, giftZoneMessages as t } from '../messages/members.ts';

export const GIFT_TYPE = { birthday: 1, renewal: 2, upgrade: 3, monthly: 4 } as const;
export type GiftTypeId = (typeof GIFT_TYPE)[keyof typeof GIFT_TYPE];
export const GIFT_LEVELS = [0, 1, 2, 3] as const;
/** A monthly claim is always one unit; pickers go 0 or 1. */
export const MONTHLY_CLAIM_QUANTITY = 1;
export const PICKER_MAX = 1;
export const SECTION = { a: 1, b: 2 } as const;
/** Tiers at or below this get no point award after a birthday claim (and neither does 99). */
const HIGHEST_TIER_WITHOUT_BIRTHDAY_POINTS = 1;
const LAST_UPGRADE_LEVEL = 2;
const DEADLINE_CHARS = 10;

/** Tier normal: birthday only; gold: birthday, upgrade, renewal; diamond and black: all four. */
export function allowedGiftTypes(level: number): GiftTypeId[] {
  if (level <= 0) return [GIFT_TYPE.birthday];
  if (level === 1) return [GIFT_TYPE.birthday, GIFT_TYPE.upgrade, GIFT_TYPE.renewal];
  return [GIFT_TYPE.birthday, GIFT_TYPE.upgrade, GIFT_TYPE.renewal, GIFT_TYPE.monthly];
}

export interface GiftProduct {
  p_id: number;
  p_name: string;
  p_spec?: string | null;
  stock: number;
  is_claimed?: boolean;
  is_received?: boolean;
  pivot?: { gift3p_type?: number | null } | null;
}

export interface Gift {
  gift3_id: number;
  gift3_title: string;
  level_id: number;
  is_eligible: boolean;
  is_claimed?: boolean;
  gift3_selectcount?: number | null;
  gift3_a_count?: number | null;
  gift3_b_count?: number | null;
  products: GiftProduct[];
}

export interface MonthlyGift {
  monthly_gift_id: number;
  monthly_gift_name: string;
  member_level: string[];
  is_eligible: boolean;
  is_claimed: boolean;
  gift_stock: number;
}

export interface GiftLists {
  birthday_gifts: Gift[];
  upgrade_gifts: Gift[];
  renewal_gifts: Gift[];
  monthly_gifts: MonthlyGift[];
}

const LIST_OF: Record<Exclude<GiftTypeId, 4>, keyof Omit<GiftLists, 'monthly_gifts'>> = {
  1: 'birthday_gifts',
  2: 'renewal_gifts',
  3: 'upgrade_gifts',
};

/** On load the tier comes from now_level.level_id, falling back to normal (0). */
export function initialLevel(nowLevelId: number | null | undefined): number {
  return GIFT_LEVELS.includes(nowLevelId as 0) ? (nowLevelId as number) : 0;
}

function monthlyMatches(gift: MonthlyGift, level: number): boolean {
  return gift.member_level.includes(String(level));
}

function eligibleOfType(lists: GiftLists, type: GiftTypeId, level: number): string[] {
  if (type === GIFT_TYPE.monthly) {
    return lists.monthly_gifts
      .filter((g) => monthlyMatches(g, level) && g.is_eligible)
      .map((g) => g.monthly_gift_name);
  }
  return lists[LIST_OF[type]].filter((g) => g.level_id === level && g.is_eligible).map((g) => g.gift3_title);
}

const INITIAL_TYPE_ORDER: readonly GiftTypeId[] = [
  GIFT_TYPE.monthly,
  GIFT_TYPE.birthday,
  GIFT_TYPE.upgrade,
  GIFT_TYPE.renewal,
];

/** The first allowed type, in the order monthly, birthday, upgrade, renewal, with an eligible gift; else birthday. */
export function initialGiftType(level: number, lists: GiftLists): GiftTypeId {
  const allowed = allowedGiftTypes(level);
  const found = INITIAL_TYPE_ORDER.find(
    (type) => allowed.includes(type) && eligibleOfType(lists, type, level).length > 0,
  );
  return found ?? GIFT_TYPE.birthday;
}

/** Changing the tier resets the gift type to birthday. */
export function giftTypeAfterTierChange(): GiftTypeId {
  return GIFT_TYPE.birthday;
}

/** Names of the gifts the member can claim at their level (birthday, upgrade, renewal, monthly). */
export function eligibleGiftNames(level: number, lists: GiftLists): string[] {
  return [GIFT_TYPE.birthday, GIFT_TYPE.upgrade, GIFT_TYPE.renewal, GIFT_TYPE.monthly].flatMap((type) =>
    eligibleOfType(lists, type, level),
  );
}

export function hasClaimableGift(level: number, lists: GiftLists): boolean {
  return eligibleGiftNames(level, lists).length > 0;
}

export function infoPopupTitle(eligibleNames: readonly string[]): string {
  return t.infoPopup(eligibleNames.length);
}

/** Spend-to-go: next_level.min_cash − spend while the level is ≤ 2, else now_level.min_cash − spend; never below 0. */
export function spendToGoAmount(nowLvl: LevelView, nextLvl: LevelView, spend: number): number {
  const target = nowLvl.level_id <= LAST_UPGRADE_LEVEL ? nextLvl.min_cash : nowLvl.min_cash;
  return Math.max(0, target - spend);
}

export type Greeting =
  | { kind: 'guest'; lines: [string]; loginLink: string }
  | { kind: 'member'; name: string; heading: string; gifts: string[]; spendToGo: string | null };

/** The greeting box: guest, member with gifts, or member without gifts (with the spend-to-go sentence when data is there). */
export function greeting(input: {
  loggedIn: boolean;
  memberName?: string | null;
  eligibleNames: readonly string[];
  benefits?: {
    now_level: LevelView;
    next_level: LevelView;
    end_date_before_30_days: string;
    buytotal: number;
  } | null;
  formatAmount: (n: number) => string;
}): Greeting {
  if (!input.loggedIn) return { kind: 'guest', lines: [t.guestGreeting], loginLink: t.loginLink };
  const name = t.greetingName(input.memberName || t.defaultMemberName);
  if (input.eligibleNames.length > 0) {
    return { kind: 'member', name, heading: t.canClaim, gifts: [...input.eligibleNames], spendToGo: null };
  }
  const b = input.benefits;
  let spendToGo: string | null = null;
  if (b) {
    const deadline = b.end_date_before_30_days.slice(0, DEADLINE_CHARS);
    const amount = input.formatAmount(spendToGoAmount(b.now_level, b.next_level, b.buytotal));
    spendToGo =
      b.now_level.level_id !== b.next_level.level_id
        ? t.upgradeToGo(deadline, amount, b.next_level.level_name)
        : t.renewToGo(deadline, amount, b.now_level.level_name);
  }
  return { kind: 'member', name, heading: t.nothingToClaim, gifts: [], spendToGo };
}

export interface ButtonState<Status extends string = string> {
  status: Status;
  label: string;
  enabled: boolean;
}

/** The monthly gift button (§4 table, first match wins). */
export function monthlyButton(input: {
  loggedIn: boolean;
  gift: Pick<MonthlyGift, 'is_claimed' | 'gift_stock' | 'is_eligible'>;
  inCart: boolean;
}): ButtonState<'not_logged_in' | 'sold_out' | 'in_cart' | 'claimable' | 'not_qualified'> {
  const { gift } = input;
  if (!input.loggedIn) return { status: 'not_logged_in', label: t.monthly.notLoggedIn, enabled: false };
  if (gift.is_claimed) return { status: 'sold_out', label: t.monthly.claimed, enabled: false };
  if (gift.gift_stock <= 0) return { status: 'sold_out', label: t.monthly.soldOut, enabled: false };
  if (gift.is_eligible && input.inCart) return { status: 'in_cart', label: t.monthly.inCart, enabled: true };
  if (gift.is_eligible) return { status: 'claimable', label: t.monthly.claimable, enabled: true };
  return { status: 'not_qualified', label: t.monthly.notQualified, enabled: false };
}

/** Whether an order took any of the gift's products (the gift zone then says 已領取). */
export function giftReceived(gift: Pick<Gift, 'products'>): boolean {
  return gift.products.some((p) => p.is_received);
}

/**
 * The birthday gift action (§4). A gift an order took shows 已領取, the fallback grid's word for
 * is_received, not the not-eligible label: its chance was used, by this member.
 */
export function birthdayAction(input: {
  loggedIn: boolean;
  gift: Pick<Gift, 'is_eligible' | 'products'>;
  inCart: boolean;
  deadline: string;
}): ButtonState<'not_logged_in' | 'received' | 'not_eligible' | 'restock_notice' | 'in_cart' | 'claim'> & {
  deadlineText: string | null;
} {
  if (!input.loggedIn)
    return { status: 'not_logged_in', label: t.birthday.notLoggedIn, enabled: true, deadlineText: null };
  if (giftReceived(input.gift))
    return { status: 'received', label: t.received, enabled: false, deadlineText: null };
  if (!input.gift.is_eligible)
    return { status: 'not_eligible', label: t.birthday.notEligible, enabled: false, deadlineText: null };
  if (input.gift.products[0]?.stock === 0)
    return { status: 'restock_notice', label: t.birthday.restockNotice, enabled: true, deadlineText: null };
  if (input.inCart) return { status: 'in_cart', label: t.birthday.inCart, enabled: true, deadlineText: null };
  return {
    status: 'claim',
    label: t.birthday.claim,
    enabled: true,
    deadlineText: t.birthday.deadline(input.deadline.slice(0, DEADLINE_CHARS)),
  };
}

/**
 * An upgrade/renewal product: a label, or a 0/1 picker (disabled once claimed or received). A received
 * product of a gift no longer open says 已領取 rather than 兌換完畢* or 未符合.
 */
export function productPicker(input: {
  loggedIn: boolean;
  eligible: boolean;
  product: Pick<GiftProduct, 'stock' | 'is_claimed' | 'is_received'>;
}): { kind: 'label'; label: string } | { kind: 'picker'; disabled: boolean; max: number } {
  if (!input.loggedIn) return { kind: 'label', label: t.product.notLoggedIn };
  if (input.product.is_received && !input.eligible) return { kind: 'label', label: t.received };
  if (input.product.stock === 0) return { kind: 'label', label: t.product.soldOut };
  if (!input.eligible) return { kind: 'label', label: t.product.notEligible };
  return {
    kind: 'picker',
    disabled: Boolean(input.product.is_claimed || input.product.is_received),
    max: PICKER_MAX,
  };
}

type BottomStatus =
  | 'not_logged_in'
  | 'received'
  | 'not_eligible'
  | 'in_cart'
  | 'select'
  | 'keep_selecting'
  | 'claim';

/**
 * The upgrade/renewal bottom area; every state except in-cart shows the remaining count and deadline.
 * A gift whose products an order took (any is_received) says 已領取 with no count, like the in-cart state:
 * nothing is left to choose.
 */
export function upgradeBottom(input: {
  loggedIn: boolean;
  eligible: boolean;
  received?: boolean;
  anyInCart: boolean;
  selected: number;
  remaining: number;
}): ButtonState<BottomStatus> & { showRemaining: boolean } {
  const state = (status: BottomStatus, label: string, enabled: boolean) => ({
    status,
    label,
    enabled,
    showRemaining: status !== 'in_cart' && status !== 'received',
  });
  if (!input.loggedIn) return state('not_logged_in', t.bottom.notLoggedIn, true);
  if (input.received) return state('received', t.received, false);
  if (!input.eligible) return state('not_eligible', t.bottom.notEligible, false);
  if (input.anyInCart) return state('in_cart', t.bottom.inCart, true);
  if (input.selected === 0) return state('select', t.bottom.selectProducts, false);
  if (input.remaining > 0) return state('keep_selecting', t.bottom.keepSelecting, false);
  return state('claim', t.bottom.claim, true);
}

/** The fallback grid's button for one product. */
export function gridButton(input: {
  eligible: boolean;
  product: Pick<GiftProduct, 'stock' | 'is_claimed' | 'is_received'>;
  selected: number;
}): { status: 'received' | 'in_cart' | 'claim' | 'none'; label: string | null; cancelLabel: string | null } {
  const { product } = input;
  if (product.is_received) return { status: 'received', label: t.grid.received, cancelLabel: null };
  if (product.is_claimed) return { status: 'in_cart', label: t.grid.inCart, cancelLabel: t.grid.cancel };
  if (input.eligible && product.stock > 0 && input.selected > 0)
    return { status: 'claim', label: t.grid.claim, cancelLabel: null };
  return { status: 'none', label: null, cancelLabel: null };
}

function sectionOf(product: GiftProduct): number {
  return product.pivot?.gift3p_type ?? SECTION.a;
}

export function splitSections<P extends GiftProduct>(products: readonly P[]): { a: P[]; b: P[] } {
  return {
    a: products.filter((p) => sectionOf(p) === SECTION.a),
    b: products.filter((p) => sectionOf(p) === SECTION.b),
  };
}

/**
 * Maximum units of one gift: with both sections, the sum of the positive section counts (if that is 0,
 * gift3_selectcount or else the product count); otherwise gift3_selectcount, or the product count.
 */
export function giftMaximum(gift: Gift): number {
  const { a, b } = splitSections(gift.products);
  const fallback = gift.gift3_selectcount || gift.products.length;
  if (a.length > 0 && b.length > 0) {
    const sum = Math.max(0, gift.gift3_a_count ?? 0) + Math.max(0, gift.gift3_b_count ?? 0);
    return sum > 0 ? sum : fallback;
  }
  return fallback;
}

/** Remaining = max(0, maximum − (cart quantity + selected quantity over the gift's products)). */
export function giftRemaining(maximum: number, cartQuantity: number, selectedQuantity: number): number {
  return Math.max(0, maximum - (cartQuantity + selectedQuantity));
}

/**
 * Checks a picker change of one product; returns the message to show (and the picker reverts) or null.
 * `selected` and `inCart` are per p_id, before the change.
 */
export function checkQuantityChange(input: {
  gift: Gift;
  productId: number;
  value: number;
  selected: Readonly<Record<number, number>>;
  inCart: Readonly<Record<number, number>>;
}): string | null {
  const { gift, productId, value } = input;
  const selectedAfter = { ...input.selected, [productId]: value };
  const { a, b } = splitSections(gift.products);
  const sum = (products: readonly GiftProduct[]) =>
    products.reduce((n, p) => n + (selectedAfter[p.p_id] ?? 0), 0);
  const product = gift.products.find((p) => p.p_id === productId);
  if (product && a.length > 0 && b.length > 0) {
    const section = sectionOf(product);
    const aCount = gift.gift3_a_count ?? 0;
    const bCount = gift.gift3_b_count ?? 0;
    if (section === SECTION.a && aCount > 0 && sum(a) > aCount) return t.sectionAMax(aCount);
    if (section === SECTION.b && bCount > 0 && sum(b) > bCount) return t.sectionBMax(bCount);
  }
  const others = gift.products.filter((p) => p.p_id !== productId);
  const otherTotal = others.reduce(
    (n, p) => n + (input.inCart[p.p_id] ?? 0) + (input.selected[p.p_id] ?? 0),
    0,
  );
  const maximum = giftMaximum(gift);
  if (otherTotal + value > maximum) return t.overallMax(maximum, otherTotal);
  return null;
}

/** Default picker value: 1 for birthday-gift products, 0 for others. */
export function defaultSelectedQuantity(type: GiftTypeId): number {
  return type === GIFT_TYPE.birthday ? 1 : 0;
}

/** The point award call follows a birthday claim only for tiers above 1, never for 99. */
export function awardsPointsAfterBirthdayClaim(tier: number): boolean {
  return tier > HIGHEST_TIER_WITHOUT_BIRTHDAY_POINTS && tier !== NEW_WEBSITE_MEMBER_TIER;
}

/** A product's shown name drops a leading 【{tier name}{gift type name}】 prefix. */
export function stripGiftPrefix(name: string, level: number, type: GiftTypeId): string {
  const prefix = `【${TIER_NAMES[level] ?? ''}${GIFT_TYPE_NAMES[type] ?? ''}】`;
  return name.startsWith(prefix) ? name.slice(prefix.length) : name;
}

/** p_spec '0' means none. */
export function productSpec(spec: string | null | undefined): string | null {
  return spec && spec !== '0' ? spec : null;
}

/** The removal confirmation: title, one bullet line per product, footer. */
export function removalConfirmation(items: readonly { p_name: string; p_spec?: string | null }[]): {
  title: string;
  lines: string[];
  footer: string;
} {
  return {
    title: t.removalTitle,
    lines: items.map((item) => t.removalLine(item.p_name, productSpec(item.p_spec) ?? '')),
    footer: t.removalFooter,
  };
}

/** The placeholder card of an empty gift area, or null when there is something to show. */
export function giftPlaceholder(type: GiftTypeId, count: number): { title: string; body: string } | null {
  if (count > 0) return null;
  if (type === GIFT_TYPE.monthly) return { title: t.noGiftTitle, body: t.noMonthlyGift };
  return { title: t.noGiftTitle, body: t.noGiftBody };
}

/** Claim effect: claimed, stock down, selection back to 0, gift3_selected up. */
export function afterClaim(
  state: { stock: number; selected: number; giftSelected: number },
  quantity: number,
) {
  return {
    is_claimed: true,
    stock: state.stock - quantity,
    selected: 0,
    giftSelected: state.giftSelected + quantity,
  };
}

/** Removal effect: not claimed, stock up, gift3_selected down (not below 0). */
export function afterRemoval(state: { stock: number; giftSelected: number }, quantity: number) {
  return {
    is_claimed: false,
    stock: state.stock + quantity,
    giftSelected: Math.max(0, state.giftSelected - quantity),
  };
}
