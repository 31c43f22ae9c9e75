// Card installments (分期付款) through TapPay pay-by-prime's `instalment` (docs/decisions/090-card-installments.md).

/** The numbers of installments a merchant may have from its acquiring bank and checkout offers. */
export const CARD_INSTALMENTS = [3, 6, 12] as const;
export type CardInstalment = (typeof CARD_INSTALMENTS)[number];

export function isCardInstalment(value: number): value is CardInstalment {
  return (CARD_INSTALMENTS as readonly number[]).includes(value);
}

/**
 * What each month is charged: the total split into whole dollars, the remainder on the first month, as
 * Taiwanese card issuers bill an installment purchase (首期 carries the 餘數). NT$1,000 in 3: 334, then 333.
 */
export function instalmentPlan(total: number, count: number): { first: number; monthly: number } {
  const monthly = Math.floor(total / count);
  return { first: total - monthly * (count - 1), monthly };
}
