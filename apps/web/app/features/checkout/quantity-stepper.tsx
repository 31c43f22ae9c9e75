// The quantity stepper of /my_cartlist's lines (products, kits, add-ons).
import { cartlistMessages as t } from '@shop/core';
import { Minus, Plus } from 'lucide-react';

/** − n + for one line; minus at 1 removes the line (§4.3), plus stops at `max`. */
export function QuantityStepper(props: {
  name: string;
  quantity: number;
  max: number;
  onSet: (quantity: number) => void;
}) {
  const { name, quantity, max, onSet } = props;
  const button =
    'inline-flex size-9 items-center justify-center text-ink hover:bg-sand disabled:text-ink-faint disabled:hover:bg-transparent';
  return (
    <div className="inline-flex items-center rounded-full border border-line">
      <button
        type="button"
        className={`${button} rounded-l-full`}
        aria-label={t.decrease(name)}
        onClick={() => onSet(quantity - 1)}
      >
        <Minus aria-hidden className="size-4" />
      </button>
      <output
        aria-label={t.quantityOf(name)}
        className="w-8 text-center text-sm"
        data-testid="cartlist-quantity"
      >
        {quantity}
      </output>
      <button
        type="button"
        className={`${button} rounded-r-full`}
        aria-label={t.increase(name)}
        disabled={quantity >= max}
        onClick={() => onSet(quantity + 1)}
      >
        <Plus aria-hidden className="size-4" />
      </button>
    </div>
  );
}
