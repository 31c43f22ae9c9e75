// The three gift layouts of the zone (member-area §2.5, §4): monthly, birthday, upgrade/renewal (sections
// A and B, or the fallback grid). Pure views: every decision comes from packages/core/src/gifts.
import type { GiftCartLine, MemberGift, MemberGiftProduct, MonthlyGift } from '@shop/contracts';
import {
  birthdayAction,
  type GiftTypeId,
  giftMaximum,
  giftPlaceholder,
  giftReceived,
  giftRemaining,
  gridButton,
  monthlyButton,
  productPicker,
  productSpec,
  splitSections,
  stripGiftPrefix,
  giftZoneMessages as t,
  upgradeBottom,
} from '@shop/core';
import type { ReactNode } from 'react';
import { contentImageUrl } from '../../../lib/media';

export interface GiftActions {
  loggedIn: boolean;
  cart: readonly GiftCartLine[];
  busy: boolean;
  imageHost: string | null;
  selected: Readonly<Record<string, number>>;
  onLogin(): void;
  onClaim(giftId: number, productIds: number[]): void;
  onRemove(giftId: number, productId?: number, kind?: 'monthly' | 'items' | 'cancel'): void;
  onRestockNotice(productId: number): void;
  onPick(gift: MemberGift, productId: number, value: number): void;
}

export const selectionKey = (giftId: number, productId: number) => `${giftId}:${productId}`;

/** What every view of one gift reads: the gift, the tier and kind shown, and the page's actions. */
interface GiftView {
  gift: MemberGift;
  level: number;
  type: GiftTypeId;
  a: GiftActions;
}

const BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-full px-6 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-strong disabled:cursor-not-allowed';
const PRIMARY = `${BUTTON} bg-ink text-white hover:bg-ink/85 disabled:bg-line disabled:text-ink-soft`;
const SECONDARY = `${BUTTON} border border-ink text-ink hover:bg-sand disabled:border-line disabled:text-ink-soft`;

/** A gift's main button, its state from the core rules (data-status for the tests). */
function StateButton({
  testId,
  state,
  busy,
  secondary,
  onClick,
}: {
  testId: string;
  state: { status: string; label: string; enabled: boolean };
  busy: boolean;
  secondary: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      data-testid={testId}
      data-status={state.status}
      disabled={!state.enabled || busy}
      className={secondary ? SECONDARY : PRIMARY}
      onClick={onClick}
    >
      {state.label}
    </button>
  );
}

function cartQuantity(cart: readonly GiftCartLine[], giftId: number, productId?: number): number {
  return cart
    .filter((l) => l.gift3_id === giftId && (productId === undefined || l.p_id === productId))
    .reduce((n, l) => n + l.quantity, 0);
}

export function Placeholder({ type, count }: { type: GiftTypeId; count: number }) {
  const placeholder = giftPlaceholder(type, count);
  if (!placeholder) return null;
  return (
    <div data-testid="gift-placeholder" className="rounded-xl bg-sand px-6 py-12 text-center">
      <p className="text-lg font-medium text-ink">{placeholder.title}</p>
      <p className="mt-2 text-sm text-ink-soft">{placeholder.body}</p>
    </div>
  );
}

function ProductImage({ product, imageHost }: { product: MemberGiftProduct; imageHost: string | null }) {
  return (
    <img
      src={contentImageUrl(product.p_img, imageHost)}
      alt=""
      width={240}
      height={240}
      loading="lazy"
      className="aspect-square w-full rounded-lg bg-sand object-cover"
    />
  );
}

function ProductName({
  product,
  level,
  type,
}: {
  product: MemberGiftProduct;
  level: number;
  type: GiftTypeId;
}) {
  const spec = productSpec(product.p_spec);
  return (
    <p className="text-sm font-medium text-ink">
      {stripGiftPrefix(product.p_name, level, type)}
      {spec && <span className="ml-1 text-ink-soft">({spec})</span>}
    </p>
  );
}

export function MonthlyGifts({ gifts, level, a }: { gifts: MonthlyGift[]; level: number; a: GiftActions }) {
  const shown = gifts.filter((g) => g.member_level.includes(String(level)));
  if (shown.length === 0) return <Placeholder type={4} count={0} />;
  return (
    <div className="grid gap-6">
      {shown.map((gift) => {
        const inCart = cartQuantity(a.cart, gift.monthly_gift_id) > 0;
        const button = monthlyButton({ loggedIn: a.loggedIn, gift, inCart });
        const banner = contentImageUrl(gift.monthly_gift_banner_pc, a.imageHost);
        const bannerMobile = contentImageUrl(gift.monthly_gift_banner_mobile, a.imageHost);
        return (
          <article
            key={gift.monthly_gift_id}
            data-testid="monthly-gift"
            className="overflow-hidden rounded-xl border border-line bg-white"
          >
            <a
              href={banner}
              target="_blank"
              rel="noreferrer"
              aria-label={t.openImage(gift.monthly_gift_name)}
            >
              <picture>
                <source media="(max-width: 575px)" srcSet={bannerMobile} />
                <img
                  src={banner}
                  alt={gift.monthly_gift_name}
                  className="aspect-[3/1] w-full bg-sand object-cover"
                />
              </picture>
            </a>
            <div className="grid gap-2 p-5">
              <h3 className="text-lg font-semibold text-ink">{gift.monthly_gift_name}</h3>
              {gift.monthly_gift_subtitle && (
                <p className="text-sm text-ink-soft">{gift.monthly_gift_subtitle}</p>
              )}
              <p className="text-sm text-ink">{gift.monthly_gift_desc}</p>
              <div className="mt-2">
                <StateButton
                  testId="monthly-gift-button"
                  state={button}
                  busy={a.busy}
                  secondary={button.status === 'in_cart'}
                  onClick={() =>
                    button.status === 'in_cart'
                      ? a.onRemove(gift.monthly_gift_id, undefined, 'monthly')
                      : a.onClaim(gift.monthly_gift_id, [gift.p_id])
                  }
                />
              </div>
            </div>
          </article>
        );
      })}
    </div>
  );
}

/** The gifts of one kind at the tier shown, each as a card; the placeholder when there is none. */
function LevelGifts({
  gifts,
  level,
  type,
  children,
}: {
  gifts: MemberGift[];
  level: number;
  type: GiftTypeId;
  children: (gift: MemberGift) => ReactNode;
}) {
  const shown = gifts.filter((g) => g.level_id === level);
  if (shown.length === 0) return <Placeholder type={type} count={0} />;
  return <div className="grid gap-6">{shown.map((gift) => children(gift))}</div>;
}

/** A gift's card: title and subtitle, then its body; with an image, the image stands in a column beside. */
function GiftCard({
  gift,
  testId,
  image,
  children,
}: {
  gift: MemberGift;
  testId: string;
  image?: ReactNode;
  children: ReactNode;
}) {
  const title = <h3 className="text-lg font-semibold text-ink">{gift.gift3_title}</h3>;
  if (image === undefined) {
    return (
      <article data-testid={testId} className="rounded-xl border border-line bg-white p-5">
        {title}
        {gift.gift3_subtitle && <p className="mb-4 text-sm text-ink-soft">{gift.gift3_subtitle}</p>}
        {children}
      </article>
    );
  }
  return (
    <article
      data-testid={testId}
      className="grid gap-5 rounded-xl border border-line bg-white p-5 md:grid-cols-[240px_1fr]"
    >
      {image}
      <div className="grid content-start gap-2">
        {title}
        {gift.gift3_subtitle && <p className="text-sm text-ink-soft">{gift.gift3_subtitle}</p>}
        {children}
      </div>
    </article>
  );
}

function BirthdayGift({ gift, level, a }: Omit<GiftView, 'type'>) {
  const inCart = cartQuantity(a.cart, gift.gift3_id) > 0;
  const action = birthdayAction({ loggedIn: a.loggedIn, gift, inCart, deadline: gift.eligible_period });
  const first = gift.products[0];
  // A birthday gift has no picker: its products go together (default quantity 1, §4), again after a removal.
  const chosen = gift.products.filter((p) => (a.selected[selectionKey(gift.gift3_id, p.p_id)] ?? 1) > 0);
  const picked = chosen.length > 0 ? chosen : gift.products;
  function act() {
    if (action.status === 'not_logged_in') return a.onLogin();
    if (action.status === 'restock_notice' && first) return a.onRestockNotice(first.p_id);
    if (action.status === 'in_cart') return a.onRemove(gift.gift3_id, undefined, 'items');
    return a.onClaim(
      gift.gift3_id,
      picked.map((p) => p.p_id),
    );
  }
  return (
    <GiftCard
      gift={gift}
      testId="birthday-gift"
      image={first ? <ProductImage product={first} imageHost={a.imageHost} /> : null}
    >
      {gift.products.map((p) => (
        <ProductName key={p.p_id} product={p} level={level} type={1} />
      ))}
      {gift.gift3_content && <p className="text-sm text-ink">{gift.gift3_content}</p>}
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <StateButton
          testId="birthday-gift-button"
          state={action}
          busy={a.busy}
          secondary={action.status === 'in_cart' || action.status === 'restock_notice'}
          onClick={act}
        />
        {action.deadlineText && <span className="text-sm text-ink-soft">{action.deadlineText}</span>}
      </div>
    </GiftCard>
  );
}

export function BirthdayGifts({ gifts, level, a }: { gifts: MemberGift[]; level: number; a: GiftActions }) {
  return (
    <LevelGifts gifts={gifts} level={level} type={1}>
      {(gift) => <BirthdayGift key={gift.gift3_id} gift={gift} level={level} a={a} />}
    </LevelGifts>
  );
}

function Picker({ gift, product, level, type, a }: GiftView & { product: MemberGiftProduct }) {
  const state = productPicker({ loggedIn: a.loggedIn, eligible: gift.is_eligible, product });
  const name = stripGiftPrefix(product.p_name, level, type);
  if (state.kind === 'label') return <span className="text-sm text-ink-soft">{state.label}</span>;
  const value = a.selected[selectionKey(gift.gift3_id, product.p_id)] ?? 0;
  return (
    <select
      aria-label={t.quantityLabel(name)}
      data-testid="gift-quantity"
      value={product.is_claimed ? 1 : value}
      disabled={state.disabled || a.busy}
      onChange={(event) => a.onPick(gift, product.p_id, Number(event.target.value))}
      className="min-h-11 rounded border border-line bg-white px-3 text-sm text-ink disabled:bg-sand"
    >
      {Array.from({ length: state.max + 1 }, (_, n) => String(n)).map((n) => (
        <option key={n} value={n}>
          {n}
        </option>
      ))}
    </select>
  );
}

function ProductCard(props: GiftView & { product: MemberGiftProduct; children?: ReactNode }) {
  return (
    <li
      className="grid content-start gap-2 rounded-lg border border-line bg-white p-3"
      data-testid="gift-product"
    >
      <ProductImage product={props.product} imageHost={props.a.imageHost} />
      <ProductName product={props.product} level={props.level} type={props.type} />
      <Picker {...props} />
      {props.children}
    </li>
  );
}

function Section({ title, wide, children }: { title: string | null; wide: boolean; children: ReactNode }) {
  return (
    <section className="min-w-0 flex-1">
      {title && <h4 className="mb-3 font-semibold text-ink">{title}</h4>}
      <ul className={`grid grid-cols-2 gap-3 ${wide ? 'lg:grid-cols-3' : ''}`}>{children}</ul>
    </section>
  );
}

/** An upgrade or renewal gift: sections A and B (side by side only when both exist) and the bottom area. */
function SectionedGift({ gift, level, type, a }: GiftView) {
  const { a: inA, b: inB } = splitSections(gift.products);
  const both = inA.length > 0 && inB.length > 0;
  const inCart = cartQuantity(a.cart, gift.gift3_id);
  const selected = gift.products.reduce(
    (n, p) => n + (a.selected[selectionKey(gift.gift3_id, p.p_id)] ?? 0),
    0,
  );
  const remaining = giftRemaining(giftMaximum(gift), inCart, selected);
  const bottom = upgradeBottom({
    loggedIn: a.loggedIn,
    eligible: gift.is_eligible,
    received: giftReceived(gift),
    anyInCart: inCart > 0,
    selected,
    remaining,
  });
  const card = (p: MemberGiftProduct) => (
    <ProductCard key={p.p_id} gift={gift} product={p} level={level} type={type} a={a} />
  );
  function act() {
    if (bottom.status === 'not_logged_in') return a.onLogin();
    if (bottom.status === 'in_cart') return a.onRemove(gift.gift3_id, undefined, 'items');
    a.onClaim(
      gift.gift3_id,
      gift.products
        .filter((p) => (a.selected[selectionKey(gift.gift3_id, p.p_id)] ?? 0) > 0)
        .map((p) => p.p_id),
    );
  }
  return (
    <>
      <div className={both ? 'flex flex-col gap-6 md:flex-row' : ''}>
        {inA.length > 0 && (
          <Section title={both ? gift.gift3_a_title || t.sectionA : null} wide={!both}>
            {inA.map(card)}
          </Section>
        )}
        {inB.length > 0 && (
          <Section title={gift.gift3_b_title || t.sectionB} wide={!both}>
            {inB.map(card)}
          </Section>
        )}
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3 border-t border-line pt-4">
        <StateButton
          testId="gift-bottom-button"
          state={bottom}
          busy={a.busy}
          secondary={bottom.status === 'in_cart'}
          onClick={act}
        />
        {bottom.showRemaining && (
          <span className="text-sm text-ink-soft" data-testid="gift-remaining">
            {t.bottom.remaining(remaining)}
            {gift.eligible_period && ` ${t.birthday.deadline(gift.eligible_period)}`}
          </span>
        )}
      </div>
    </>
  );
}

/** The fallback grid: one claim per product. */
function GridGift({ gift, level, type, a }: GiftView) {
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-3">
      {gift.products.map((p) => {
        const selected = a.selected[selectionKey(gift.gift3_id, p.p_id)] ?? 0;
        const button = gridButton({ eligible: gift.is_eligible, product: p, selected });
        return (
          <ProductCard key={p.p_id} gift={gift} product={p} level={level} type={type} a={a}>
            {button.status === 'received' && <span className="text-sm text-ink-soft">{button.label}</span>}
            {button.status === 'claim' && (
              <button
                type="button"
                data-testid="grid-claim"
                disabled={a.busy}
                className={PRIMARY}
                onClick={() => a.onClaim(gift.gift3_id, [p.p_id])}
              >
                {button.label}
              </button>
            )}
            {button.status === 'in_cart' && (
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  disabled={a.busy}
                  className={SECONDARY}
                  onClick={() => a.onRemove(gift.gift3_id, p.p_id, 'items')}
                >
                  {button.label}
                </button>
                <button
                  type="button"
                  disabled={a.busy}
                  className={`${BUTTON} text-ink-soft underline`}
                  onClick={() => a.onRemove(gift.gift3_id, p.p_id, 'cancel')}
                >
                  {button.cancelLabel}
                </button>
              </div>
            )}
          </ProductCard>
        );
      })}
    </ul>
  );
}

export function TierGifts({ gifts, level, type, a }: Omit<GiftView, 'gift'> & { gifts: MemberGift[] }) {
  return (
    <LevelGifts gifts={gifts} level={level} type={type}>
      {(gift) => (
        <GiftCard key={gift.gift3_id} gift={gift} testId="tier-gift">
          {gift.products.some((p) => p.pivot?.gift3p_type != null) ? (
            <SectionedGift gift={gift} level={level} type={type} a={a} />
          ) : (
            <GridGift gift={gift} level={level} type={type} a={a} />
          )}
        </GiftCard>
      )}
    </LevelGifts>
  );
}
