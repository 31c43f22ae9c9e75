// The contact form checks its fields with the call's body schema (contentPageCalls.contactUs.body is
// ContactUsFields) before sending, and says what is
// wrong beside each field in the shop's words (the browser's bubbles are off: noValidate).
import { ContactUsFields } from '@shop/contracts';
import { contentMessages } from '@shop/core';

const m = contentMessages.contact;
const MESSAGE_MAX = 2000;
const NAME_MAX = 50;

/** The order the fields appear in, so the first invalid one is the one scrolled to. */
export const CONTACT_FIELD_ORDER = [
  'contact_name',
  'contact_phone',
  'contact_email',
  'contact_type',
  'ordermain_sn',
  'contact_content',
] as const;

type ContactField = (typeof CONTACT_FIELD_ORDER)[number];

function messageFor(field: ContactField, value: string): string {
  switch (field) {
    case 'contact_name':
      return value.trim() === '' ? m.required(m.name) : m.nameTooLong(NAME_MAX);
    case 'contact_phone':
      return m.mobileInvalid;
    case 'contact_email':
      return value.trim() === '' ? m.required(m.email) : m.emailInvalid;
    case 'contact_type':
      return m.required(m.subject);
    case 'ordermain_sn':
      return m.orderNumberInvalid;
    case 'contact_content':
      return value.trim() === '' ? m.required(m.message) : m.messageTooLong(MESSAGE_MAX);
  }
}

/** The text fields of the form as the call takes them (files travel beside them). */
export function contactValues(form: FormData): Record<ContactField, string> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  return Object.fromEntries(CONTACT_FIELD_ORDER.map((name) => [name, text(name)])) as Record<
    ContactField,
    string
  >;
}

/** Chinese messages per invalid field, in form order; empty when the call's schema takes the values. */
export function contactFieldErrors(values: Record<ContactField, string>): Record<string, string[]> {
  const result = ContactUsFields.safeParse(values);
  if (result.success) return {};
  const invalid = new Set(result.error.issues.map((issue) => String(issue.path[0])));
  const errors: Record<string, string[]> = {};
  for (const field of CONTACT_FIELD_ORDER) {
    if (invalid.has(field)) errors[field] = [messageFor(field, values[field])];
  }
  return errors;
}
