import { CURRENCIES, shellMessages } from '@shop/core';
import { chooseCurrency, useCurrency } from '../../lib/use-browser-state';

/** TWD / HKD; a change saves the choice and reloads the page (storefront.md §2.5, §4.5). */
export function CurrencySelect() {
  const currency = useCurrency();
  return (
    <label className="inline-flex items-center gap-1.5">
      <span className="sr-only">{shellMessages.currencyLabel}</span>
      <select
        data-testid="currency-select"
        value={currency}
        onChange={(event) => chooseCurrency(event.target.value)}
        className="cursor-pointer rounded border border-line bg-surface px-2 py-0.5 text-xs text-ink"
      >
        {CURRENCIES.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </select>
    </label>
  );
}
