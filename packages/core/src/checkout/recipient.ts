// What the providers accept of a recipient (docs/decisions/055-what-providers-accept.md): the 7-ELEVEN parcel's
// receiver name (ECPay logistics), the cardholder's phone and e-mail (TapPay pay-by-prime).
import { hongKongMobileE164, TAIWAN_MOBILE_PATTERN } from '../accounts/rules.ts';
import type { PayMethod } from './delivery.ts';

/**
 * ECPay logistics Express/Create, ReceiverName (全方位物流服務 API 技術文件, 物流訂單建立): 2 to 5 Chinese
 * characters or 4 to 10 English letters, no digits or symbols. Latin names may hold single spaces between
 * words ("Amy Lin"), counted in the 10.
 */
const PARCEL_NAME_CJK = /^[\u3400-\u4dbf\u4e00-\u9fff]{2,5}$/;
const PARCEL_NAME_LATIN = /^(?=.{4,10}$)[A-Za-z]+(?: [A-Za-z]+)*$/;

export function isParcelReceiverName(name: string): boolean {
  const trimmed = name.trim();
  return PARCEL_NAME_CJK.test(trimmed) || PARCEL_NAME_LATIN.test(trimmed);
}

/** Pay methods charged through TapPay pay-by-prime, whose cardholder needs an e-mail. */
export const CARDHOLDER_PAY_METHODS = [
  'card',
  'applepay',
  'googlepay',
  'jkopay',
] as const satisfies readonly PayMethod[];

export function needsCardholderEmail(pay: PayMethod): boolean {
  return (CARDHOLDER_PAY_METHODS as readonly PayMethod[]).includes(pay);
}

const TAIWAN_COUNTRY_CODE = '+886';
const E164_PATTERN = /^\+[1-9]\d{6,14}$/;

/**
 * A recipient's mobile in E.164 (TapPay's cardholder.phone_number): '0912345678' → '+886912345678', a Hong
 * Kong mobile → '+852…', an E.164 number as it is; null for anything else.
 */
export function mobileE164(typed: string): string | null {
  const compact = typed.replace(/[\s-]/g, '');
  if (TAIWAN_MOBILE_PATTERN.test(compact)) return `${TAIWAN_COUNTRY_CODE}${compact.slice(1)}`;
  return hongKongMobileE164(compact) ?? (E164_PATTERN.test(compact) ? compact : null);
}
