// Coupon code (create-order checks it; its error comes back beside the field), the member's usable coupons
// (get-coupons; one tap fills the code), points and shopping credit (購物金), each
// bounded by the balance the cart summary gives and by what is left to pay.
import type { FieldMetadata } from '@conform-to/react';
import { type CartSummary, formatPrice, cartlistMessages as t } from '@shop/core';
import { useEffect, useState } from 'react';
import { FieldError, TextField } from '../../components/forms';
import { inputClass } from './checkout-parts';
import type { CouponCheck } from './coupon-check';
import { UsableCoupons } from './usable-coupons';

type Field = FieldMetadata<string | number | undefined>;

export function DiscountsSection(props: {
  coupon: FieldMetadata<string | undefined>;
  points: Field;
  credit: Field;
  couponCode: string;
  /** check-coupon's answer for the code in the field. */
  couponCheck: CouponCheck | null;
  onCouponCode: (code: string) => void;
  /** A coupon picked from the member's list: its code goes into the field. */
  onChooseCoupon: (code: string) => void;
  pointsText: string;
  creditText: string;
  onPoints: (text: string) => void;
  onCredit: (text: string) => void;
  summary: CartSummary | null;
  /** The point balance left after the point items of this order. */
  pointsLeft: number;
  bounds: { points: number; credit: number };
}) {
  const { summary, bounds } = props;
  return (
    <div className="space-y-5">
      <div onInput={(event) => props.onCouponCode((event.target as HTMLInputElement).value.trim())}>
        <TextField
          meta={props.coupon}
          label={t.couponLabel}
          placeholder={t.couponPlaceholder}
          hint={t.couponHint}
          autoComplete="off"
        />
        <CouponCheckLine check={props.couponCheck} code={props.couponCode} />
      </div>
      <UsableCoupons
        total={summary?.grandTotalPrice ?? 0}
        chosen={props.couponCode}
        onChoose={props.onChooseCoupon}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <BalanceField
          field={props.points}
          label={t.pointsLabel}
          hint={t.pointsHint(props.pointsLeft, bounds.points)}
          text={props.pointsText}
          onText={props.onPoints}
          max={bounds.points}
        />
        <BalanceField
          field={props.credit}
          label={t.creditLabel}
          hint={t.creditHint(summary?.creditBalance ?? 0, bounds.credit)}
          text={props.creditText}
          onText={props.onCredit}
          max={bounds.credit}
        />
      </div>
    </div>
  );
}

/** What check-coupon said of the code in the field: asking, the discount, or why it does not apply. */
function CouponCheckLine({ check, code }: { check: CouponCheck | null; code: string }) {
  if (!check || check.code !== code) return null;
  const text = check.asking
    ? t.couponChecking
    : check.discount !== null
      ? t.couponApplied(formatPrice(check.discount))
      : check.refusal;
  if (!text) return null;
  return (
    <p
      data-testid="coupon-check"
      aria-live="polite"
      className={`mt-1 text-sm ${check.refusal ? 'text-blush' : 'text-ink-soft'}`}
    >
      {text}
    </p>
  );
}

function BalanceField(props: {
  field: Field;
  label: string;
  hint: string;
  text: string;
  onText: (text: string) => void;
  max: number;
}) {
  const { field, max, text, onText } = props;
  const hintId = `${field.id}-hint`;
  const capId = `${field.id}-cap`;
  // More than may be used is capped as it is typed, and said (issue 23: it used to show 應付金額 $0).
  const [capped, setCapped] = useState(false);
  useEffect(() => {
    if (Number(text) > max) {
      onText(String(max));
      setCapped(true);
    }
  }, [text, max, onText]);
  return (
    <div>
      <label htmlFor={field.id} className="text-sm font-medium text-ink">
        {props.label}
      </label>
      <div className="flex items-start gap-2">
        <input
          id={field.id}
          name={field.name}
          type="number"
          inputMode="numeric"
          min={0}
          max={props.max}
          step={1}
          value={text}
          onChange={(event) => {
            const typed = event.target.value;
            const over = Number(typed) > max;
            setCapped(over);
            onText(over ? String(max) : typed);
          }}
          aria-invalid={field.errors ? true : undefined}
          aria-describedby={`${field.errors ? `${field.errorId} ` : ''}${capId} ${hintId}`}
          className={inputClass}
        />
        <button
          type="button"
          onClick={() => props.onText(String(props.max))}
          disabled={props.max === 0}
          className="mt-1 shrink-0 rounded border border-ink px-3 py-2.5 text-sm hover:bg-sand disabled:border-line disabled:text-ink-faint"
        >
          {t.useAll}
        </button>
      </div>
      <FieldError id={field.errorId} name={field.name} errors={field.errors} />
      <p id={capId} role="status" data-testid={`${field.name}-cap`} className="mt-1 text-sm text-blush">
        {capped ? t.overBalance(max) : ''}
      </p>
      <p id={hintId} className="mt-1 text-xs text-ink-soft">
        {props.hint}
      </p>
    </div>
  );
}
