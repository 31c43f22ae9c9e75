// The price breakdown of /my_cartlist, from get-cart-summary (never browser prices), and '送出訂單'.
// Desktop: a sticky card beside the form. Phones: the card sits after the form and a bar with the total and
// the button stays at the bottom of the screen.
import { formatPrice, type OrderQuote, skinTestMessages, cartlistMessages as t } from '@shop/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The pages the submit sentence names (the FAQ's 服務條款 and 隱私權政策). */
export const TERMS_PATH = '/qa/q5-4';
export const PRIVACY_PATH = '/qa/q5-3';

function Row({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-ink-soft">{label}</dt>
      <dd data-testid={testId} className="text-ink">
        {value}
      </dd>
    </div>
  );
}

export function OrderSummary(props: {
  /** quoteOrder's figures, the ones create-order stores; null while the cart is priced. */
  quote: OrderQuote | null;
  couponCode: string;
  units: number;
  /** Points the point-zone items of this order cost (debited when the order is placed). */
  exchangePoints?: number;
  submit: ReactNode;
  status: ReactNode;
}) {
  const { quote } = props;
  return (
    <aside
      aria-labelledby="order-summary-title"
      className="rounded-2xl border border-line bg-surface p-5 lg:sticky lg:top-28"
    >
      <h2 id="order-summary-title" className="text-lg font-semibold text-ink">
        {t.summaryTitle}
      </h2>
      {quote === null ? (
        <p className="mt-4 text-sm text-ink-soft">{t.summaryLoading}</p>
      ) : (
        <dl className="mt-4 space-y-2 text-sm" data-testid="order-summary">
          <Row label={t.merchandise} value={formatPrice(quote.merchandise)} testId="sum-merchandise" />
          {quote.discount > 0 && (
            <Row label={t.thresholdDiscount} value={`− ${formatPrice(quote.discount)}`} />
          )}
          {quote.addons > 0 && <Row label={t.addOnTotal} value={formatPrice(quote.addons)} />}
          {quote.handlingFee > 0 && (
            <Row
              label={skinTestMessages.trial.handlingFee}
              value={formatPrice(quote.handlingFee)}
              testId="sum-handling-fee"
            />
          )}
          <Row
            label={t.freight}
            value={quote.freight === 0 ? t.freightFree : formatPrice(quote.freight)}
            testId="sum-freight"
          />
          {props.couponCode && (
            <Row
              label={t.coupon}
              value={quote.coupon > 0 ? `− ${formatPrice(quote.coupon)}` : t.couponAtSubmit}
              testId="sum-coupon"
            />
          )}
          {quote.points > 0 && <Row label={t.pointsUsed} value={`− ${formatPrice(quote.points)}`} />}
          {quote.credit > 0 && <Row label={t.creditUsed} value={`− ${formatPrice(quote.credit)}`} />}
          {(props.exchangePoints ?? 0) > 0 && (
            <Row
              label={t.exchangePoints}
              value={t.pointsOf(props.exchangePoints ?? 0)}
              testId="sum-exchange-points"
            />
          )}
          <div className="flex items-baseline justify-between border-t border-line pt-3">
            <dt className="font-semibold text-ink">
              {t.total}
              <span className="ml-2 text-xs font-normal text-ink-soft">{t.totalItems(props.units)}</span>
            </dt>
            <dd data-testid="sum-total" className="text-xl font-bold text-blush">
              {formatPrice(quote.amountDue)}
            </dd>
          </div>
        </dl>
      )}
      <div className="mt-5 hidden lg:block">{props.submit}</div>
      {props.status}
      <p className="mt-3 text-xs text-ink-soft" data-testid="submit-note">
        {t.submitNoteParts[0]}
        <Link to={TERMS_PATH} target="_blank" className="underline hover:text-ink">
          {t.termsLink}
        </Link>
        {t.submitNoteParts[1]}
        <Link to={PRIVACY_PATH} target="_blank" className="underline hover:text-ink">
          {t.privacyLink}
        </Link>
        {t.submitNoteParts[2]}
      </p>
    </aside>
  );
}

/** The phone's bottom bar: the total and the same submit. */
export function MobileSubmitBar(props: { quote: OrderQuote | null; submit: ReactNode }) {
  return (
    <div className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-surface/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgba(0,0,0,0.06)] backdrop-blur lg:hidden">
      <div className="flex items-center gap-3">
        <div className="flex-1">
          <p className="text-xs text-ink-soft">{t.total}</p>
          <p className="text-lg font-bold text-blush" data-testid="bar-total">
            {props.quote ? formatPrice(props.quote.amountDue) : '…'}
          </p>
        </div>
        <div className="w-44">{props.submit}</div>
      </div>
    </div>
  );
}
