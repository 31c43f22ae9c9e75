// The coupon typed on /my_cartlist, priced by check-coupon a moment after the shopper stops typing, so
// the breakdown and a wallet's payment sheet show what create-order will take (it checks again).
import { isApiError } from '@shop/contracts/client';
import { useEffect, useState } from 'react';
import { checkCoupon } from './checkout-data';

const TYPING_PAUSE_MS = 400;

export interface CouponCheck {
  code: string;
  asking: boolean;
  /** What the coupon takes off, once check-coupon has answered; null while asking or when it could not. */
  discount: number | null;
  /** Why the coupon does not apply (check-coupon's message beside coupon_code). */
  refusal: string | null;
}

/** The check of `code` against the cart priced as `pricedAt` (a new summary checks again); null without a code. */
export function useCouponCheck(code: string, pricedAt: unknown): CouponCheck | null {
  const [check, setCheck] = useState<CouponCheck | null>(null);
  useEffect(() => {
    if (!code || pricedAt === null) {
      setCheck(null);
      return;
    }
    let current = true;
    setCheck({ code, asking: true, discount: null, refusal: null });
    const timer = setTimeout(() => {
      checkCoupon(code).then(
        (discount) => current && setCheck({ code, asking: false, discount, refusal: null }),
        (error: unknown) =>
          current && setCheck({ code, asking: false, discount: null, refusal: refusalOf(error) }),
      );
    }, TYPING_PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [code, pricedAt]);
  return check;
}

function refusalOf(error: unknown): string | null {
  if (!isApiError(error) || error.status !== 422) return null;
  const errors = (error.data as { errors?: Record<string, string[]> } | undefined)?.errors;
  return errors?.coupon_code?.[0] ?? null;
}

/** The discount the breakdown may count: only for the code in the field, once checked. */
export function appliedDiscount(check: CouponCheck | null, code: string): number {
  return check && check.code === code && check.discount !== null ? check.discount : 0;
}
