// The member gift claim zone (member-area §2.5, §4, §5, §8): navigation, banner, greeting, tier and type
// selectors, the gift layouts, claim and removal with rollback on failure, and the description.
import type { GiftCartLine, GiftListAnswer, MemberGift } from '@shop/contracts';
import {
  afterClaim,
  afterRemoval,
  allowedGiftTypes,
  checkQuantityChange,
  defaultSelectedQuantity,
  eligibleGiftNames,
  GIFT_LEVELS,
  GIFT_TYPE,
  GIFT_TYPE_NAMES,
  type GiftLists,
  type GiftTypeId,
  giftTypeAfterTierChange,
  greeting,
  infoPopupTitle,
  initialGiftType,
  initialLevel,
  productSpec,
  removalConfirmation,
  TIER_NAMES,
  giftZoneMessages as t,
  withThousands,
} from '@shop/core';
import { Check } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useDialogs } from '../../../components/ui/dialogs';
import { contentImageUrl } from '../../../lib/media';
import { loginPathSavingHere } from '../../catalogue/member-actions';
import { RichHtml } from '../../content/rich-html';
import { claimGift, type GiftZoneData, refusalMessage, removeGift } from './gift-calls';
import { BirthdayGifts, type GiftActions, MonthlyGifts, selectionKey, TierGifts } from './gift-layouts';

const TOAST_MS = 2500;

const NAV_LINKS = [
  { value: 'member-benefit', label: t.nav.memberBenefit, isNew: true },
  { value: 'gift3_5', label: t.nav.giftZone, isNew: false },
  { value: 'qa/q1-1', label: t.nav.fiveBenefits, isNew: false },
  { value: 'qa/q3-1', label: t.nav.memberQa, isNew: false },
  { value: 'qa/q5-3', label: t.nav.otherNotes, isNew: false },
] as const;

function TopNav() {
  const navigate = useNavigate();
  return (
    <nav aria-label={t.navLabel} className="mb-6">
      <ul className="hidden flex-wrap gap-2 md:flex">
        {NAV_LINKS.map((link) => (
          <li key={link.value}>
            <Link
              to={`/${link.value}`}
              aria-current={link.value === 'gift3_5' ? 'page' : undefined}
              className="inline-flex min-h-11 items-center gap-1 rounded-full border border-line px-4 text-sm text-ink hover:bg-sand aria-[current=page]:border-ink aria-[current=page]:bg-ink aria-[current=page]:text-white"
            >
              {link.label}
              {link.isNew && (
                <span className="rounded bg-accent-strong px-1.5 text-xs font-semibold text-white">
                  {t.nav.newBadge}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
      <label className="grid gap-1 text-sm text-ink-soft md:hidden">
        {t.navSelectLabel}
        <select
          data-testid="gift-nav-select"
          defaultValue="gift3_5"
          onChange={(event) => navigate(`/${event.target.value}`)}
          className="min-h-11 rounded border border-line bg-white px-3 text-base text-ink"
        >
          {NAV_LINKS.map((link) => (
            <option key={link.value} value={link.value}>
              {link.isNew ? `${link.label} ${t.nav.newBadge}` : link.label}
            </option>
          ))}
        </select>
      </label>
    </nav>
  );
}

function Greeting({ data, loggedIn, names }: { data: GiftZoneData; loggedIn: boolean; names: string[] }) {
  const b = data.benefits;
  const g = greeting({
    loggedIn,
    memberName: b?.member.member_name,
    eligibleNames: names,
    benefits: b
      ? {
          now_level: b.now_level,
          next_level: b.next_level,
          end_date_before_30_days: b.end_date_before_30_days,
          buytotal: b.member.buytotal2025,
        }
      : null,
    formatAmount: withThousands,
  });
  return (
    <div data-testid="gift-greeting" className="mb-6 rounded-xl bg-sand px-5 py-4 text-ink">
      {g.kind === 'guest' ? (
        <p>
          {g.lines[0]}{' '}
          <Link to="/login" className="font-medium text-accent-strong underline">
            {g.loginLink}
          </Link>
        </p>
      ) : (
        <>
          <p className="font-medium">{g.name}</p>
          <p>{g.heading}</p>
          {g.gifts.length > 0 && (
            <ul className="mt-1 list-disc pl-5">
              {g.gifts.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          )}
          {g.spendToGo && <p className="mt-1 text-sm">{g.spendToGo}</p>}
        </>
      )}
    </div>
  );
}

function Selector<T extends number>(props: {
  label: string;
  testId: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange(value: T): void;
}) {
  return (
    <fieldset className="mb-4">
      <legend className="mb-2 text-sm font-semibold text-ink">{props.label}</legend>
      <div className="flex flex-wrap gap-2" data-testid={props.testId}>
        {props.options.map((option) => {
          const on = option.value === props.value;
          return (
            <button
              key={option.value}
              type="button"
              aria-pressed={on}
              onClick={() => props.onChange(option.value)}
              className="inline-flex min-h-11 items-center gap-1 rounded-full border border-line px-4 text-sm text-ink hover:bg-sand aria-pressed:border-ink aria-pressed:bg-ink aria-pressed:text-white"
            >
              {on && <Check aria-hidden className="size-4" />}
              {option.label}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The lists as the core rules read them (a monthly gift carries its own fields). */
function asRuleLists(lists: GiftListAnswer): GiftLists {
  return lists as unknown as GiftLists;
}

function defaultSelection(lists: GiftListAnswer): Record<string, number> {
  const selection: Record<string, number> = {};
  const add = (gifts: MemberGift[], type: GiftTypeId) => {
    for (const gift of gifts)
      for (const p of gift.products)
        selection[selectionKey(gift.gift3_id, p.p_id)] = defaultSelectedQuantity(type);
  };
  add(lists.birthday_gifts, GIFT_TYPE.birthday);
  add(lists.upgrade_gifts, GIFT_TYPE.upgrade);
  add(lists.renewal_gifts, GIFT_TYPE.renewal);
  return selection;
}

type ListKey = 'birthday_gifts' | 'upgrade_gifts' | 'renewal_gifts';

/** Applies the claim or removal effect (§4) to one gift's products in the lists. */
function withEffect(
  lists: GiftListAnswer,
  giftId: number,
  productIds: readonly number[],
  effect: 'claim' | 'remove',
): GiftListAnswer {
  const touch = <P extends { p_id: number; stock: number; is_claimed: boolean }>(p: P): P => {
    if (!productIds.includes(p.p_id)) return p;
    const next =
      effect === 'claim'
        ? afterClaim({ stock: p.stock, selected: 0, giftSelected: 0 }, 1)
        : afterRemoval({ stock: p.stock, giftSelected: 1 }, 1);
    return { ...p, stock: next.stock, is_claimed: next.is_claimed };
  };
  const keys: ListKey[] = ['birthday_gifts', 'upgrade_gifts', 'renewal_gifts'];
  const next = { ...lists };
  for (const key of keys)
    next[key] = lists[key].map((g) =>
      g.gift3_id === giftId ? { ...g, products: g.products.map(touch) } : g,
    );
  next.monthly_gifts = lists.monthly_gifts.map((g) => {
    if (g.monthly_gift_id !== giftId) return g;
    const products = g.products.map(touch);
    return { ...g, products, gift_stock: products[0]?.stock ?? g.gift_stock };
  });
  return next;
}

export function GiftZone({
  data,
  loggedIn,
  imageHost,
}: {
  data: GiftZoneData;
  loggedIn: boolean;
  imageHost: string | null;
}) {
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const [lists, setLists] = useState(data.lists);
  const [cart, setCart] = useState<GiftCartLine[]>(data.cart);
  const [busy, setBusy] = useState(false);
  const [selected, setSelected] = useState(() => defaultSelection(data.lists));
  const memberLevel = initialLevel(data.benefits?.now_level.level_id ?? null);
  const [level, setLevel] = useState(memberLevel);
  const [type, setType] = useState<GiftTypeId>(() => initialGiftType(memberLevel, asRuleLists(data.lists)));
  const ruleLists = asRuleLists(lists);
  const names = loggedIn ? eligibleGiftNames(memberLevel, ruleLists) : [];

  const popupShown = useRef(false);
  useEffect(() => {
    if (popupShown.current || !loggedIn || names.length === 0) return;
    popupShown.current = true;
    void dialogs.alert({ title: infoPopupTitle(names), description: names.join('\n') });
  }, [loggedIn, names, dialogs]);

  function login() {
    void dialogs.alert({ title: t.loginFirst }).then(() => navigate(loginPathSavingHere()));
  }

  async function claim(giftId: number, productIds: number[]) {
    if (!loggedIn) return login();
    const gift = [...lists.birthday_gifts, ...lists.upgrade_gifts, ...lists.renewal_gifts].find(
      (g) => g.gift3_id === giftId,
    );
    if (gift?.gift3_type === GIFT_TYPE.birthday && gift.products.length === 0) {
      return void dialogs.alert({ description: t.birthdayNoProducts });
    }
    if (gift && !gift.is_eligible) return void dialogs.alert({ description: t.notEligible });
    const before = { lists, selected };
    setLists(withEffect(lists, giftId, productIds, 'claim'));
    setSelected({
      ...selected,
      ...Object.fromEntries(productIds.map((id) => [selectionKey(giftId, id), 0])),
    });
    setBusy(true);
    try {
      const lines = await claimGift(giftId, productIds);
      setCart(lines);
      const monthly = lists.monthly_gifts.find((g) => g.monthly_gift_id === giftId);
      if (monthly) dialogs.toast(t.remainingStock(Math.max(0, monthly.gift_stock - 1)), TOAST_MS);
      else dialogs.toast(t.claimed, TOAST_MS);
    } catch (error) {
      setLists(before.lists);
      setSelected(before.selected);
      await dialogs.alert({ description: refusalMessage(error, t.claimFailed) });
    } finally {
      setBusy(false);
    }
  }

  async function remove(
    giftId: number,
    productId: number | undefined,
    kind: 'monthly' | 'items' | 'cancel' = 'items',
  ) {
    const lines = cart.filter(
      (l) => l.gift3_id === giftId && (productId === undefined || l.p_id === productId),
    );
    if (cart.length === 0) return void dialogs.alert({ description: t.cartEmpty });
    if (lines.length === 0) {
      return void dialogs.alert({
        description: productId === undefined ? t.giftNotInCart : t.productNotInCart,
      });
    }
    const confirmation = removalConfirmation(
      lines.map((l) => ({ p_name: l.p_name, p_spec: productSpec(l.p_spec) ?? '' })),
    );
    const ok = await dialogs.confirm({
      title: confirmation.title,
      description: [...confirmation.lines, confirmation.footer].join('\n'),
    });
    if (!ok) return;
    const before = lists;
    setLists(
      withEffect(
        lists,
        giftId,
        lines.map((l) => l.p_id),
        'remove',
      ),
    );
    setBusy(true);
    try {
      setCart(await removeGift(giftId, productId));
      dialogs.toast(kind === 'monthly' ? t.monthlyRemoved : t.itemsRemoved, TOAST_MS);
    } catch {
      setLists(before);
      const failed = { monthly: t.monthlyRemoveFailed, items: t.itemRemoveFailed, cancel: t.cancelFailed }[
        kind
      ];
      await dialogs.alert({ description: failed });
    } finally {
      setBusy(false);
    }
  }

  async function restockNotice(productId: number) {
    if (!loggedIn) return login();
    try {
      const { addProductNotice } = await import('../../catalogue/product-calls');
      const status = await addProductNotice(productId);
      dialogs.toast(status === 'success' ? t.restockSet : t.restockAlreadySet, TOAST_MS);
    } catch {
      await dialogs.alert({ description: t.restockFailed });
    }
  }

  function pick(gift: MemberGift, productId: number, value: number) {
    const inCart = Object.fromEntries(
      cart.filter((l) => l.gift3_id === gift.gift3_id).map((l) => [l.p_id, l.quantity]),
    );
    const current = Object.fromEntries(
      gift.products.map((p) => [p.p_id, selected[selectionKey(gift.gift3_id, p.p_id)] ?? 0]),
    );
    const refusal = checkQuantityChange({
      gift: { ...gift, products: gift.products },
      productId,
      value,
      selected: current,
      inCart,
    });
    if (refusal) return void dialogs.alert({ description: refusal });
    setSelected({ ...selected, [selectionKey(gift.gift3_id, productId)]: value });
  }

  const actions: GiftActions = {
    loggedIn,
    cart,
    busy,
    imageHost,
    selected,
    onLogin: login,
    onClaim: (giftId, productIds) => void claim(giftId, productIds),
    onRemove: (giftId, productId, kind) => void remove(giftId, productId, kind),
    onRestockNotice: (productId) => void restockNotice(productId),
    onPick: pick,
  };

  return (
    <div data-testid="gift-zone">
      <TopNav />
      {lists.banner && (
        <img
          src={contentImageUrl(lists.banner, imageHost)}
          alt=""
          className="mb-6 w-full rounded-xl bg-sand object-cover"
        />
      )}
      <Greeting data={data} loggedIn={loggedIn} names={names} />
      <Selector
        label={t.tierSelector}
        testId="gift-tier-selector"
        options={GIFT_LEVELS.map((id) => ({ value: id as number, label: TIER_NAMES[id] ?? '' }))}
        value={level}
        onChange={(next) => {
          setLevel(next);
          setType(giftTypeAfterTierChange());
        }}
      />
      <Selector<GiftTypeId>
        label={t.typeSelector}
        testId="gift-type-selector"
        options={allowedGiftTypes(level).map((id) => ({ value: id, label: GIFT_TYPE_NAMES[id] ?? '' }))}
        value={type}
        onChange={setType}
      />
      <div className="mt-6" data-testid="gift-content" aria-busy={busy}>
        {type === GIFT_TYPE.monthly && <MonthlyGifts gifts={lists.monthly_gifts} level={level} a={actions} />}
        {type === GIFT_TYPE.birthday && (
          <BirthdayGifts gifts={lists.birthday_gifts} level={level} a={actions} />
        )}
        {type === GIFT_TYPE.upgrade && (
          <TierGifts gifts={lists.upgrade_gifts} level={level} type={type} a={actions} />
        )}
        {type === GIFT_TYPE.renewal && (
          <TierGifts gifts={lists.renewal_gifts} level={level} type={type} a={actions} />
        )}
      </div>
      <RichHtml
        html={lists.description || `<p>${t.defaultDescription}</p>`}
        testId="gift-description"
        className={`mt-8 border-t border-line pt-6 text-sm ${data.listFailed ? 'text-red-700' : ''}`}
      />
    </div>
  );
}
