import { parseWithZod } from '@conform-to/zod/v4';
import { CheckoutFormFields } from '@shop/contracts';
import { orderErrorMessages as m } from '@shop/core';
import { describe, expect, it } from 'vitest';
import { withChoiceErrors } from './choice-errors';

function formData(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

describe('withChoiceErrors', () => {
  it('says the address and the mobile on the first submit even with the name left blank', () => {
    const data = formData({
      'recipient.name': '',
      'recipient.mobile': '0912',
      'recipient.email': 'a@example.com',
      'recipient.city': '',
      'recipient.district': '',
      'recipient.zipcode': '',
      'recipient.address': '',
      ship_method: 'home',
      'invoice.invoice_type': 'member',
      pay_method: 'sandbox',
      points: '0',
      credit: '0',
    });
    const plain = parseWithZod(data, { schema: CheckoutFormFields });
    // What the page had before: zod stopped at the blank name.
    expect(Object.keys(plain.status === 'error' ? (plain.error ?? {}) : {})).toEqual(['recipient.name']);
    const submission = withChoiceErrors(parseWithZod(data, { schema: CheckoutFormFields }), {});
    const errors = submission.status === 'error' ? (submission.error ?? {}) : {};
    expect(errors['recipient.address']).toEqual([m.addressRequired]);
    expect(errors['recipient.mobile']).toEqual([m.recipientMobileInvalid]);
    expect(errors['recipient.name']).toHaveLength(1);
  });
});

describe('withChoiceErrors on a blur', () => {
  it('adds the field’s own check when a blur validates it (no status), e.g. a 發票抬頭 past 60 characters', () => {
    const data = formData({
      'recipient.name': '林小安',
      'recipient.mobile': '',
      ship_method: 'home',
      'invoice.invoice_type': 'company',
      'invoice.tax_number': '53128701',
      'invoice.invoice_title': '米'.repeat(70),
      pay_method: 'sandbox',
      __intent__: JSON.stringify({ type: 'validate', payload: { name: 'invoice.invoice_title' } }),
    });
    const submission = withChoiceErrors(parseWithZod(data, { schema: CheckoutFormFields }), {});
    const errors = (submission as { error?: Record<string, string[] | null> }).error ?? {};
    expect(errors['invoice.invoice_title']).toEqual(['發票抬頭最多 60 個字']);
  });
});
