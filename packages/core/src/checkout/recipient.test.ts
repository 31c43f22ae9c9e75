import { describe, expect, it } from 'vitest';
import { orderErrorMessages as m } from '../messages/checkout.ts';
import { type OrderChoices, orderChoiceErrors } from './order-choices.ts';
import { isParcelReceiverName, mobileE164, needsCardholderEmail } from './recipient.ts';

describe('isParcelReceiverName (ECPay ReceiverName)', () => {
  it('takes 2–5 Chinese characters or 4–10 English letters', () => {
    for (const name of ['林安', '林小安', '歐陽小安安', 'Anne', 'Amy Lin', 'Christophe'])
      expect(isParcelReceiverName(name)).toBe(true);
  });

  it('refuses shorter, longer, mixed, digits and symbols', () => {
    for (const name of ['林', '歐陽小安安安', 'Amy', 'Christopher', '林Amy', 'Amy2', 'A.Lin', '王 小明', ''])
      expect(isParcelReceiverName(name)).toBe(false);
  });
});

describe('mobileE164 (TapPay cardholder.phone_number)', () => {
  it('writes Taiwan and Hong Kong mobiles with their country codes', () => {
    expect(mobileE164('0912345678')).toBe('+886912345678');
    expect(mobileE164('0912-345-678')).toBe('+886912345678');
    expect(mobileE164('9123 4567')).toBe('+85291234567');
    expect(mobileE164('+85291234567')).toBe('+85291234567');
    expect(mobileE164('+886912345678')).toBe('+886912345678');
    expect(mobileE164('12345')).toBeNull();
  });

  it('card and wallets need a cardholder e-mail; LINE Pay and cash do not', () => {
    expect(['card', 'applepay', 'googlepay'].every((p) => needsCardholderEmail(p as 'card'))).toBe(true);
    expect(needsCardholderEmail('linepay')).toBe(false);
    expect(needsCardholderEmail('cod')).toBe(false);
  });
});

const seven: OrderChoices = {
  ship_method: 'seven',
  recipient: { name: '林小安', mobile: '0912345678', store_id: '241234' },
  invoice: { invoice_type: 'member' },
  pay_method: 'card',
};

describe('orderChoiceErrors: what the providers accept', () => {
  it('a 7-ELEVEN receiver name ECPay would refuse is refused beside the name field', () => {
    expect(orderChoiceErrors({ ...seven, recipient: { ...seven.recipient, name: '林' } })).toEqual({
      'recipient.name': m.receiverNameForParcel,
    });
    // Home delivery is not an ECPay parcel: any name.
    const home: OrderChoices = {
      ...seven,
      ship_method: 'home',
      recipient: {
        name: '林',
        mobile: '0912345678',
        zipcode: '100',
        city: '臺北市',
        district: '中正區',
        address: '1號',
      },
    };
    expect(orderChoiceErrors(home)).toEqual({});
  });

  it('card payment needs an e-mail: the recipient’s or the member’s', () => {
    expect(orderChoiceErrors(seven, { memberEmail: null })).toEqual({
      'recipient.email': m.cardholderEmailRequired,
    });
    expect(orderChoiceErrors(seven, { memberEmail: 'a@b.example' })).toEqual({});
    expect(
      orderChoiceErrors(
        { ...seven, recipient: { ...seven.recipient, email: 'a@b.example' } },
        { memberEmail: '' },
      ),
    ).toEqual({});
    expect(orderChoiceErrors({ ...seven, pay_method: 'linepay' }, { memberEmail: null })).toEqual({});
  });

  it('the zip code must be the chosen district’s', () => {
    const home: OrderChoices = {
      ...seven,
      ship_method: 'home',
      recipient: {
        name: '林小安',
        mobile: '0912345678',
        zipcode: 'ABC',
        city: '臺北市',
        district: '中正區',
        address: '1號',
      },
    };
    const zipcodeMatches = (city: string, district: string, zip: string) =>
      city === '臺北市' && district === '中正區' && zip === '100';
    expect(orderChoiceErrors(home, { zipcodeMatches })).toEqual({ 'recipient.zipcode': m.zipcodeMismatch });
    expect(
      orderChoiceErrors({ ...home, recipient: { ...home.recipient, zipcode: '100' } }, { zipcodeMatches }),
    ).toEqual({});
  });

  it('a company invoice on a 7-ELEVEN pickup asks where to mail the printed invoice', () => {
    const company = { invoice_type: 'company', tax_number: '53128701', invoice_title: '米瑞法生技' } as const;
    expect(orderChoiceErrors({ ...seven, invoice: company })).toEqual({
      'invoice.address': m.invoiceAddressRequired,
    });
    expect(
      orderChoiceErrors({ ...seven, invoice: { ...company, address: '台北市大安區復興南路一段390號' } }),
    ).toEqual({});
  });
});
