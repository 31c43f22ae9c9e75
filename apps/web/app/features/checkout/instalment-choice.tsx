// The installment choice under the card fields (docs/decisions/090-card-installments.md): 一次付清 or one
// of the installments the shop's TapPay merchant has, each with its per-month amount (the remainder on
// the first month, as the issuers bill it).
import { formatPrice, instalmentPlan, instalmentMessages as m } from '@shop/core';
import { useId } from 'react';

export function InstalmentChoice({
  instalments,
  amount,
  value,
  onChange,
}: {
  /** The installments get-pay-method-list offers; none: nothing is shown. */
  instalments: readonly number[];
  /** The amount due, integer TWD. */
  amount: number;
  value: number;
  onChange: (instalment: number) => void;
}) {
  const name = useId();
  if (instalments.length === 0) return null;
  const options = [0, ...instalments];
  return (
    <fieldset className="mt-4" data-testid="instalment-choice">
      <legend className="mb-2 text-sm font-semibold text-ink">{m.legend}</legend>
      <div className="grid gap-2">
        {options.map((count) => {
          const plan = count === 0 ? null : instalmentPlan(amount, count);
          const label = plan ? m.option(count, formatPrice(plan.first), formatPrice(plan.monthly)) : m.once;
          return (
            <label
              key={count}
              className="flex min-h-[44px] cursor-pointer items-center gap-2 text-sm text-ink"
            >
              <input
                type="radio"
                name={name}
                // Sent beside the checkout form, not as one of its fields: owned by no form, so the form's
                // validation and its sync of named fields leave it alone.
                form={`${name}-none`}
                value={count}
                checked={value === count}
                onChange={() => onChange(count)}
                className="size-4 accent-ink"
              />
              {label}
            </label>
          );
        })}
      </div>
      <p className="mt-2 text-xs text-ink-faint">{m.note}</p>
    </fieldset>
  );
}
