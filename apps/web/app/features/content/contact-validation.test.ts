import { contentMessages } from '@shop/core';
import { describe, expect, it } from 'vitest';
import { contactFieldErrors } from './contact-validation';

const m = contentMessages.contact;
const empty = {
  contact_name: '',
  contact_phone: '',
  contact_email: '',
  contact_type: 'product',
  ordermain_sn: '',
  contact_content: '',
};

describe('contactFieldErrors', () => {
  it('names every missing required field in the shop words, in form order', () => {
    const errors = contactFieldErrors(empty);
    expect(Object.keys(errors)).toEqual(['contact_name', 'contact_email', 'contact_content']);
    expect(errors.contact_name).toEqual(['請填寫姓名']);
    expect(errors.contact_email).toEqual([m.required(m.email)]);
    expect(errors.contact_content).toEqual(['請填寫留言內容']);
  });

  it('tells a wrong e-mail and order number apart from a missing one', () => {
    const errors = contactFieldErrors({
      ...empty,
      contact_name: '林小安',
      contact_email: 'not-an-address',
      ordermain_sn: '單號!',
      contact_content: '請問',
    });
    expect(errors).toEqual({ contact_email: [m.emailInvalid], ordermain_sn: [m.orderNumberInvalid] });
  });

  it('takes a complete form', () => {
    expect(
      contactFieldErrors({
        ...empty,
        contact_name: '林小安',
        contact_email: 'an@example.com',
        contact_content: '請問',
      }),
    ).toEqual({});
  });
});
