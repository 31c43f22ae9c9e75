// The member's usable coupons at checkout (get-coupons with the cart's total): one tap puts a coupon's
// code in the coupon field; one whose minimum spend the cart has not met says how much is missing.
import { balanceCalls, type MemberCoupon } from '@shop/contracts';
import { cartlistMessages as t, withThousands } from '@shop/core';
import { useEffect, useState } from 'react';
import { browserApi } from '../../lib/api.client';
import { couponValue } from '../members/coupon-card';

type Loaded = MemberCoupon[] | 'loading' | 'failed';

function useUsableCoupons(total: number): Loaded {
  const [coupons, setCoupons] = useState<Loaded>('loading');
  useEffect(() => {
    let current = true;
    browserApi()
      .send(balanceCalls.coupons, { query: { status: 'usable', total } })
      .then(
        (answer) => current && setCoupons(answer.coupons),
        () => current && setCoupons('failed'),
      );
    return () => {
      current = false;
    };
  }, [total]);
  return coupons;
}

export function UsableCoupons(props: { total: number; chosen: string; onChoose: (code: string) => void }) {
  const coupons = useUsableCoupons(props.total);
  return (
    <section
      data-testid="usable-coupons"
      aria-label={t.myCoupons}
      className="rounded-lg bg-sand/60 px-3 py-2"
    >
      <h3 className="text-xs font-medium text-ink">{t.myCoupons}</h3>
      {coupons === 'loading' && <p className="mt-1 text-xs text-ink-soft">{t.myCouponsLoading}</p>}
      {coupons === 'failed' && <p className="mt-1 text-xs text-ink-soft">{t.myCouponsFailed}</p>}
      {Array.isArray(coupons) && coupons.length === 0 && (
        <p className="mt-1 text-xs text-ink-soft">{t.myCouponsNone}</p>
      )}
      {Array.isArray(coupons) && coupons.length > 0 && (
        <ul className="mt-2 space-y-2">
          {coupons.map((coupon) => (
            <CouponChoice
              key={coupon.coupon_id}
              coupon={coupon}
              total={props.total}
              inUse={coupon.coupon_code === props.chosen}
              onChoose={props.onChoose}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function CouponChoice(props: {
  coupon: MemberCoupon;
  total: number;
  inUse: boolean;
  onChoose: (code: string) => void;
}) {
  const { coupon } = props;
  const fits = coupon.fits_total !== false;
  return (
    <li className="flex items-center justify-between gap-3 rounded-md bg-surface px-3 py-2 text-sm">
      <div className="min-w-0">
        <p className="font-medium text-accent-strong">{couponValue(coupon)}</p>
        <p className="truncate text-xs text-ink-soft">
          {coupon.coupon_name}
          {!fits && `・${t.couponNotYet(withThousands(Math.max(0, coupon.min_spend - props.total)))}`}
        </p>
      </div>
      <button
        type="button"
        className="shrink-0 rounded-full border border-accent px-3 py-1 text-xs text-accent-strong disabled:border-line disabled:text-ink-soft"
        disabled={!fits || props.inUse}
        aria-pressed={props.inUse}
        onClick={() => props.onChoose(coupon.coupon_code)}
      >
        {props.inUse ? t.couponInUse : t.useCoupon}
      </button>
    </li>
  );
}
