// Issue 23: the checkout form and the profile form say every problem on the first submit.
import { accountValidationMessages, orderErrorMessages as m } from '@shop/core';
import { describe, expect, it } from 'vitest';
import { ProfileFormBody } from './accounts.ts';
import { CheckoutFormFields } from './checkout.ts';

const pathsOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('CheckoutFormFields', () => {
  it('gives the address and mobile errors with a blank name, as Conform sends blanks (undefined)', () => {
    const result = CheckoutFormFields.safeParse({
      ship_method: 'home',
      recipient: { name: undefined, mobile: undefined, address: undefined },
      invoice: { invoice_type: 'member' },
      pay_method: 'sandbox',
    });
    const errors = pathsOf(result);
    expect(errors['recipient.mobile']).toBe(m.recipientMobileInvalid);
    expect(errors['recipient.address']).toBe(m.addressRequired);
    expect(Object.keys(errors)).toContain('recipient.name');
  });
});

describe('ProfileFormBody', () => {
  it('refuses a cleared name instead of leaving it out of update-member', () => {
    const errors = pathsOf(ProfileFormBody.safeParse({ member_account: 'a@example.com' }));
    expect(Object.keys(errors)).toEqual(['member_name']);
    expect(ProfileFormBody.safeParse({ member_name: '  ' }).error?.issues[0]?.message).toBe(
      accountValidationMessages.nameRequired,
    );
  });
});
