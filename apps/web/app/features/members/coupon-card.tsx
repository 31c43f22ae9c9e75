// A coupon as a ticket: the value on the left, name, minimum spend and validity on the right.
import type { MemberCoupon, OpenCoupon } from '@shop/contracts';
import { balanceMessages as m, withThousands } from '@shop/core';
import type { ReactNode } from 'react';
import { dateOf } from './balance-parts';

type CouponView = Pick<
  MemberCoupon & OpenCoupon,
  'coupon_code' | 'coupon_name' | 'coupon_kind' | 'coupon_value' | 'min_spend' | 'ends_at'
>;

export const couponValue = (coupon: CouponView) =>
  coupon.coupon_kind === 'amount'
    ? m.amountOff(withThousands(coupon.coupon_value))
    : m.rateOff(coupon.coupon_value);

export function CouponCard({
  coupon,
  dimmed = false,
  testId,
  children,
}: {
  coupon: CouponView;
  dimmed?: boolean;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <li
      data-testid={testId}
      data-code={coupon.coupon_code}
      className="flex items-stretch overflow-hidden rounded-lg border border-line bg-surface"
    >
      <div
        className={`grid w-24 shrink-0 place-items-center px-2 text-center text-lg font-semibold sm:w-32 ${dimmed ? 'bg-sand text-ink-soft' : 'bg-blush-soft text-blush'}`}
      >
        {couponValue(coupon)}
      </div>
      <div className="min-w-0 flex-1 px-4 py-3">
        <p className="font-medium text-ink">{coupon.coupon_name}</p>
        <p className="text-sm text-ink-soft">
          {coupon.min_spend > 0 ? m.minSpend(withThousands(coupon.min_spend)) : m.noMinSpend}
        </p>
        <p className="text-xs text-ink-soft">
          {m.couponCode} {coupon.coupon_code} ・ {m.validUntil(dateOf(coupon.ends_at))}
        </p>
        {children}
      </div>
    </li>
  );
}
