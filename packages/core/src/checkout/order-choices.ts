// The checks of a checkout's delivery, recipient, invoice and payment choices: the /my_cartlist form runs
// them in the browser and create-order runs them again, so both say the same words beside the same field.
import { TAIWAN_MOBILE_PATTERN } from '../accounts/rules.ts';
import { orderErrorMessages as m } from '../messages/checkout.ts';
import { isPayMethodAllowed, isStorePickup, type PayMethod, type ShipMethod } from './delivery.ts';
import { type InvoiceChoice, validateInvoiceChoice } from './invoice.ts';
import { isParcelReceiverName, needsCardholderEmail } from './recipient.ts';

export interface OrderChoices {
  ship_method: ShipMethod;
  recipient: {
    name?: string | undefined;
    mobile: string;
    email?: string | undefined;
    zipcode?: string | undefined;
    city?: string | undefined;
    district?: string | undefined;
    address?: string | undefined;
    store_id?: string | undefined;
  };
  invoice: InvoiceChoice & { address?: string | undefined };
  pay_method: PayMethod;
}

/** What only the server (or the signed-in page) knows: the member's own e-mail, the zip code table. */
export interface OrderChoiceContext {
  /** The member's e-mail, the cardholder e-mail when the recipient gives none (TapPay needs one). */
  memberEmail?: string | null | undefined;
  /** True when the zip code belongs to the county and district (the API's packaged table). */
  zipcodeMatches?: ((county: string, district: string, zipcode: string) => boolean) | undefined;
}

/** Field errors keyed by the body's path ('recipient.mobile', 'invoice.tax_number', 'pay_method'); empty when valid. */
export function orderChoiceErrors(
  choices: OrderChoices,
  context: OrderChoiceContext = {},
): Record<string, string> {
  const errors: Record<string, string> = {};
  const r = choices.recipient;
  const ship = choices.ship_method;
  if (ship !== 'hk' && !TAIWAN_MOBILE_PATTERN.test(r.mobile))
    errors['recipient.mobile'] = m.recipientMobileInvalid;
  if (ship === 'home' && !(r.zipcode && r.city && r.district && r.address?.trim()))
    errors['recipient.address'] = m.addressRequired;
  if (ship === 'hk' && !r.address?.trim()) errors['recipient.address'] = m.addressRequired;
  if (isStorePickup(ship) && !r.store_id) errors['recipient.store_id'] = m.storeRequired;
  // ECPay's ReceiverName rule is the same for 7-ELEVEN, 全家 and 萊爾富 (Express/Create).
  if (isStorePickup(ship) && r.name !== undefined && !isParcelReceiverName(r.name))
    errors['recipient.name'] = m.receiverNameForParcel;
  const zipcode = zipcodeError(choices, context);
  if (zipcode) errors['recipient.zipcode'] = zipcode;
  if ('memberEmail' in context && needsCardholderEmail(choices.pay_method)) {
    if (!r.email?.trim() && !context.memberEmail?.trim())
      errors['recipient.email'] = m.cardholderEmailRequired;
  }
  // A company invoice is printed and mailed (ECPay: Print=1 needs CustomerAddr): to the delivery address,
  // or for a 7-ELEVEN pickup to the invoice address asked for beside the tax number.
  if (isStorePickup(ship) && choices.invoice.invoice_type === 'company' && !choices.invoice.address?.trim())
    errors['invoice.address'] = m.invoiceAddressRequired;
  for (const [field, message] of Object.entries(validateInvoiceChoice(choices.invoice)))
    errors[`invoice.${field}`] = message;
  if (!isPayMethodAllowed(choices.pay_method, ship)) errors.pay_method = m.payMethodNotForShip;
  return errors;
}

function zipcodeError(choices: OrderChoices, context: OrderChoiceContext): string | null {
  const r = choices.recipient;
  if (choices.ship_method !== 'home' || !r.zipcode || !r.city || !r.district || !context.zipcodeMatches)
    return null;
  return context.zipcodeMatches(r.city, r.district, r.zipcode) ? null : m.zipcodeMismatch;
}

/**
 * The most points or shopping credit (1 point = NT$ 1) one may use: the balance, and no more than what is
 * left to pay after the other one.
 */
export function usableBalance(balance: number | null, due: number, otherUsed: number): number {
  return Math.max(0, Math.min(balance ?? 0, due - otherUsed));
}

/** A submit attempt: the same form state keeps its Idempotency-Key, so a retried submit never makes two orders. */
export interface SubmitAttempt {
  fingerprint: string;
  key: string;
}

export function attemptFor(
  previous: SubmitAttempt | null,
  fingerprint: string,
  newKey: () => string,
): SubmitAttempt {
  return previous?.fingerprint === fingerprint ? previous : { fingerprint, key: newKey() };
}
