// The cart preview (storefront.md §2.8, §2.9, §8, §9): every block in the spec's order with its exact
// strings, priced per §9 and shown in the shopper's currency. Loaded the first time it opens.
import {
  type CartSummary,
  type Currency,
  cartCount,
  cartMessages,
  formatPrice,
  type PricedLine,
  productImageUrl,
  THRESHOLD_BAR_LIGHT_TEXT_ABOVE_PERCENT,
} from '@shop/core';
import { X } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useShellData } from '../../lib/shell-data';
import { LocalKey, storage } from '../../lib/storage';
import { useCurrency } from '../../lib/use-browser-state';
import {
  AddOnLines,
  AddOnOffers,
  ChoiceGiftPickers,
  GiftLines,
  KitLines,
  PreviewNotice,
  useDroppedOfferLines,
} from './offer-blocks';
import { loadCartSummary } from './preview-data';

const text = cartMessages.preview;
const PREVIEW_KEYS: readonly string[] = [
  LocalKey.cart,
  LocalKey.pointCart,
  LocalKey.evergreenTrailCart,
  LocalKey.memberGiftCart,
];
const CART_PAGE = '/my_cartlist';

export type PreviewVariant = 'desktop' | 'mobile';

/** Computed when the preview appears (not on /my_cartlist once known) and again when a cart changes. */
function useCartSummary(): CartSummary | null {
  const [summary, setSummary] = useState<CartSummary | null>(null);
  const { pathname } = useLocation();
  const onCartPage = pathname === CART_PAGE;
  // biome-ignore lint/correctness/useExhaustiveDependencies: recomputed when the preview appears only
  useEffect(() => {
    let live = true;
    const refresh = () =>
      loadCartSummary()
        .then((next) => live && setSummary(next))
        .catch((error) => console.error('[cart-preview] could not price the cart', error));
    if (!onCartPage || summary === null) void refresh();
    const stop = storage.subscribe((notice) => {
      if (notice.key === null || PREVIEW_KEYS.includes(notice.key)) void refresh();
    });
    return () => {
      live = false;
      stop();
    };
  }, [onCartPage]);
  return summary;
}

/** '總計: NT$ 2287' / '總計 NT$2287' in TWD; '總計: HKD 557' / '總計 HKD 557' on HKD pages. */
function totalLabel(twd: number, currency: Currency, mobile: boolean): string {
  if (currency === 'HKD') {
    const amount = formatPrice(twd, currency);
    return mobile ? text.mobileTotalHkd(amount) : text.desktopTotalHkd(amount);
  }
  return mobile ? text.mobileTotal(String(twd)) : text.desktopTotal(String(twd));
}

export default function CartPreview({ variant, onClose }: { variant: PreviewVariant; onClose: () => void }) {
  const summary = useCartSummary();
  const currency = useCurrency();
  const notice = useDroppedOfferLines(summary);
  if (summary === null) {
    return (
      <p
        data-testid="cart-preview-loading"
        aria-live="polite"
        className="p-6 text-center text-sm text-ink-soft"
      >
        {text.loading}
      </p>
    );
  }
  const mobile = variant === 'mobile';
  const campaignGift = summary.canGetPinkBag202510CRM;
  if (!summary.cartHasProducts && !campaignGift) {
    // Nothing to check out: the phone preview offers 繼續逛逛 only, not an active 結帳.
    return (
      <div className="space-y-4 p-6 text-center text-sm text-ink-soft">
        <PreviewNotice notice={notice} />
        <p data-testid="cart-preview-empty">{text.empty}</p>
        {mobile && (
          <button
            type="button"
            data-testid="preview-continue"
            onClick={onClose}
            className="w-full rounded-full border border-ink px-4 py-2.5 font-semibold text-ink hover:bg-sand"
          >
            {text.continueShopping}
          </button>
        )}
      </div>
    );
  }
  const renderers = { Group, Line: SimpleLine };
  const total = totalLabel(summary.grandTotalPrice, currency, mobile);
  return (
    <div data-testid="cart-preview-body" className="flex max-h-[70vh] flex-col">
      <div className="flex-1 space-y-4 overflow-y-auto p-4">
        <PreviewNotice notice={notice} />
        <ThresholdBars summary={summary} />
        {summary.saleEventList.map((group) => (
          <Group
            key={`s${group.saleevent_id}`}
            testId="preview-sale-event"
            title={text.groupTitle(group.saleevent_name)}
          >
            {group.matchedItems.map((line) => (
              <ProductLine key={line.productId} line={line} currency={currency} />
            ))}
          </Group>
        ))}
        {summary.matchPairList.map((group) => (
          <Group
            key={`m${group.matchpair_id}`}
            testId="preview-match-pair"
            title={text.groupTitle(group.matchpair_name)}
          >
            {group.matchedProducts.a.map((line) => (
              <ProductLine key={`a${line.productId}`} line={line} currency={currency} zone={text.zoneA} />
            ))}
            {group.matchedProducts.b.map((line) => (
              <ProductLine key={`b${line.productId}`} line={line} currency={currency} zone={text.zoneB} />
            ))}
          </Group>
        ))}
        {summary.ps.products.length > 0 && (
          <ul data-testid="preview-regular" className="space-y-3">
            {summary.ps.products.map((line) => (
              <ProductLine key={line.productId} line={line} currency={currency} />
            ))}
          </ul>
        )}
        <KitLines summary={summary} currency={currency} r={renderers} />
        <AddOnLines summary={summary} currency={currency} r={renderers} />
        {summary.pointCartWithDetails.length > 0 && (
          <Group testId="preview-points" title={text.pointTitle}>
            {summary.pointCartWithDetails.map((item) => (
              <SimpleLine
                key={item.p_id}
                name={item.name}
                image={item.image}
                quantity={item.quantity}
                price={text.points(item.point * item.quantity)}
              />
            ))}
          </Group>
        )}
        {mobile && summary.evergreenTrailCartWithDetails.length > 0 && (
          <Group testId="preview-evergreen" title={summary.evergreenTrailActivityName}>
            {summary.evergreenTrailCartWithDetails.map((item) => (
              <SimpleLine
                key={item.productId}
                name={item.name}
                image={item.image}
                quantity={item.quantity}
                price={text.evergreenPrice}
              />
            ))}
          </Group>
        )}
        <GiftLines summary={summary} r={renderers} />
        {campaignGift && (
          <Group testId="preview-campaign-gift" title={text.campaignGiftTitle}>
            <SimpleLine
              name={summary.pinkBagName202510CRM}
              image={summary.pinkBagImg202510CRM}
              quantity={1}
              price={text.giftPrice}
            />
          </Group>
        )}
        <AddOnOffers summary={summary} currency={currency} />
        <ChoiceGiftPickers summary={summary} />
      </div>
      <div className="space-y-2 border-t border-line p-4 text-sm">
        <Breakdown summary={summary} currency={currency} />
        {mobile ? (
          <>
            <p data-testid="preview-total" className="font-semibold">
              {total}
            </p>
            {summary.pointCartTotalQuantity > 0 && (
              <p data-testid="preview-point-total">{text.mobilePoints(summary.pointCartTotalPoint)}</p>
            )}
          </>
        ) : (
          <div className="flex items-baseline justify-between">
            <p data-testid="preview-count">{text.desktopCount(cartCount(summary, false))}</p>
            <p data-testid="preview-total" className="font-semibold">
              {total}
            </p>
          </div>
        )}
        <p className="text-xs text-ink-soft">{text.noteActualAmount}</p>
        <p className="text-xs text-ink-soft">{text.noteEditAtCheckout}</p>
        <div className="flex gap-2 pt-1">
          <button
            type="button"
            data-testid="preview-continue"
            onClick={onClose}
            className="flex-1 rounded-full border border-ink px-4 py-2.5 font-semibold hover:bg-sand"
          >
            {text.continueShopping}
          </button>
          <Link
            to={CART_PAGE}
            data-testid="preview-checkout"
            onClick={onClose}
            className="flex-1 rounded-full bg-ink px-4 py-2.5 text-center font-semibold text-surface hover:bg-accent-strong"
          >
            {mobile ? text.checkoutMobile : text.checkoutDesktop}
          </Link>
        </div>
      </div>
    </div>
  );
}

/** The bars of promotions the cart takes part in: one no line of the cart counts toward is not shown. */
export function barsThatApply(summary: Pick<CartSummary, 'thresholdBars'>): CartSummary['thresholdBars'] {
  return summary.thresholdBars.filter((bar) => bar.eligibleSubtotal > 0);
}

/** What the lines add to, then each discount as its own line, so the lines and the total add up. */
export function breakdownRows(
  summary: Pick<CartSummary, 'thresholdBars' | 'merchandiseSubtotal' | 'routineKitTotal' | 'addMoneyTotal'>,
): { label: string; amount: number; minus: boolean }[] {
  const discounts = summary.thresholdBars.filter((bar) => bar.discount > 0);
  if (discounts.length === 0) return [];
  return [
    {
      label: text.subtotal,
      amount: summary.merchandiseSubtotal + summary.routineKitTotal + summary.addMoneyTotal,
      minus: false,
    },
    ...discounts.map((bar) => ({ label: bar.activity_title, amount: bar.discount, minus: true })),
  ];
}

function Breakdown({ summary, currency }: { summary: CartSummary; currency: Currency }) {
  const rows = breakdownRows(summary);
  if (rows.length === 0) return null;
  return (
    <dl data-testid="preview-breakdown" aria-label={text.totalsLabel} className="space-y-1">
      {rows.map((row) => (
        <div key={row.label} data-testid="preview-breakdown-row" className="flex justify-between gap-3">
          <dt className="text-ink-soft">{row.label}</dt>
          <dd className={row.minus ? 'text-accent-strong' : ''}>
            {row.minus ? `−${formatPrice(row.amount, currency)}` : formatPrice(row.amount, currency)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function ThresholdBars({ summary }: { summary: CartSummary }) {
  const currency = useCurrency();
  const bars = barsThatApply(summary);
  if (bars.length === 0) return null;
  return (
    <ul data-testid="preview-thresholds" className="space-y-2">
      {bars.map((bar) => {
        const light = bar.percentage > THRESHOLD_BAR_LIGHT_TEXT_ABOVE_PERCENT;
        const label = `${bar.percentage}% ${bar.statusTextByCurrency?.[currency] ?? bar.statusText}`;
        return (
          <li key={bar.activity_id} className="space-y-1">
            <p className="text-xs font-semibold">{bar.activity_title}</p>
            <div className="h-6 overflow-hidden rounded-full bg-sand">
              {/* Above 55 % the white text sits on the filled part; below it the text goes under the bar. */}
              <div
                className="flex h-full items-center justify-center overflow-hidden bg-ink"
                style={{ width: `${bar.percentage}%` }}
              >
                {light && <span className="truncate px-2 text-xs text-white">{label}</span>}
              </div>
            </div>
            {!light && <p className="text-xs text-ink">{label}</p>}
          </li>
        );
      })}
    </ul>
  );
}

function Group({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <section data-testid={testId} className="space-y-2">
      <h3 className="text-sm font-semibold text-ink">{title}</h3>
      <ul className="space-y-3">{children}</ul>
    </section>
  );
}

function Thumb({ image, name }: { image: string; name: string }) {
  const { imageHost } = useShellData();
  return (
    <img
      src={productImageUrl(image, imageHost ?? '')}
      alt={name}
      width={56}
      height={56}
      loading="lazy"
      className="size-14 shrink-0 rounded-lg bg-sand object-cover"
    />
  );
}

function ProductLine({ line, currency, zone }: { line: PricedLine; currency: Currency; zone?: string }) {
  const name = line.p_name.trim() || cartMessages.productLoading;
  return (
    <li data-testid="preview-line" data-product-id={line.productId} className="flex gap-3">
      <Thumb image={line.p_img} name={name} />
      <div className="min-w-0 flex-1 text-sm">
        <p className="line-clamp-2">
          {zone && (
            <span data-testid="preview-zone" className="mr-1 rounded bg-sand px-1.5 text-xs">
              {zone}
            </span>
          )}
          {name}
        </p>
        <p className="mt-1 flex items-baseline gap-2">
          <span className="text-ink-soft">{text.quantity(line.quantity)}</span>
          <span data-testid="preview-line-price" className="font-semibold">
            {formatPrice(line.amount, currency)}
          </span>
          {line.struck !== null && (
            <s data-testid="preview-line-struck" className="text-xs text-ink-soft">
              {formatPrice(line.struck, currency)}
            </s>
          )}
        </p>
      </div>
    </li>
  );
}

function SimpleLine(props: {
  name: string;
  image: string;
  quantity: number;
  price: string;
  struck?: string | null;
  badge?: string;
  detail?: string;
  testId?: string;
}) {
  const name = props.name.trim() || cartMessages.productLoading;
  return (
    <li data-testid="preview-line" data-line={props.testId} className="flex gap-3">
      <Thumb image={props.image} name={name} />
      <div className="min-w-0 flex-1 text-sm">
        <p className="line-clamp-2">
          {props.badge && (
            <span data-testid="preview-badge" className="mr-1 rounded bg-sand px-1.5 text-xs">
              {props.badge}
            </span>
          )}
          {name}
        </p>
        {props.detail && <p className="line-clamp-2 text-xs text-ink-soft">{props.detail}</p>}
        <p className="mt-1 flex items-baseline gap-2">
          <span className="text-ink-soft">{text.quantity(props.quantity)}</span>
          <span data-testid="preview-line-price" className="font-semibold">
            {props.price}
          </span>
          {props.struck && (
            <s data-testid="preview-line-struck" className="text-xs text-ink-soft">
              {props.struck}
            </s>
          )}
        </p>
      </div>
    </li>
  );
}

/** The phone preview's frame: title '購物車預覽' and a close button. */
export function MobilePreviewFrame({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  return (
    <>
      <div className="flex items-center justify-between border-b border-line px-4 py-3">
        <h2 id="mobile-cart-preview-title" className="text-base font-semibold">
          {text.mobileTitle}
        </h2>
        <button
          type="button"
          data-testid="cart-preview-close"
          aria-label={text.close}
          onClick={onClose}
          className="inline-flex size-9 items-center justify-center rounded-full hover:bg-sand"
        >
          <X aria-hidden className="size-5" />
        </button>
      </div>
      {children}
    </>
  );
}
