/** TWD amounts are divided by this to display HKD (storefront.md §9). */
export const HKD_PER_TWD_DIVISOR = 4.10516;

export const CURRENCIES = ['TWD', 'HKD'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'TWD';

/** The shop's one way to write a TWD price: NT$1,880 (docs/decisions/059-one-price-format.md). */
export const TWD_PRICE_PREFIX = 'NT$';
export const HKD_PRICE_PREFIX = 'HKD ';

/** Whole HKD for a TWD amount, rounded half up. */
export function toHkd(twd: number): number {
  return Math.round(twd / HKD_PER_TWD_DIVISOR);
}

/** Thousands separators: 1880 → '1,880', -1200 → '-1,200'. */
export function groupThousands(amount: number): string {
  const whole = Math.round(amount);
  const digits = Math.abs(whole)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return whole < 0 ? `-${digits}` : digits;
}

/**
 * The storefront's one price formatter: 'NT$1,880' in TWD, 'HKD 458' in HKD (storefront.md §9's prefix,
 * thousands separated). Strings the spec writes out itself ('總計: NT$ {grandTotalPrice}', gift lines
 * 'NT$ 0', the member center's '$buytotal2025 / $next_level.min_cash') keep the spec's form
 * (docs/decisions/059-one-price-format.md).
 */
export function formatPrice(twd: number, currency: Currency = DEFAULT_CURRENCY): string {
  return currency === 'HKD'
    ? `${HKD_PRICE_PREFIX}${groupThousands(toHkd(twd))}`
    : `${TWD_PRICE_PREFIX}${groupThousands(twd)}`;
}

/** The stored or queried currency; anything but exactly 'HKD' is TWD. */
export function parseCurrency(value: unknown): Currency {
  return value === 'HKD' ? 'HKD' : DEFAULT_CURRENCY;
}

/**
 * The cookie that repeats the shopper's `Currency` choice (localStorage, storefront.md §4.5) so the
 * server can render the first paint in it: same name, a year long, the whole site.
 */
export const CURRENCY_COOKIE = 'Currency';
export const CURRENCY_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The currency a request's Cookie header names; TWD without one. */
export function currencyFromCookieHeader(header: string | null | undefined): Currency {
  if (!header) return DEFAULT_CURRENCY;
  for (const part of header.split(';')) {
    const [name, value] = part.split('=', 2);
    if (name?.trim() === CURRENCY_COOKIE) return parseCurrency(value?.trim());
  }
  return DEFAULT_CURRENCY;
}

/** The Set-Cookie / document.cookie text that stores a currency choice. */
export function currencyCookie(currency: Currency): string {
  return `${CURRENCY_COOKIE}=${currency}; Path=/; Max-Age=${CURRENCY_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}
