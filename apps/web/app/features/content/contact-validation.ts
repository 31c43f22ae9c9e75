// The contact form checks its fields with the call's body schema (contentPageCalls.contactUs.body is
// ContactUsFields) through Conform before sending, and says what is wrong beside each field in the
// shop's words (the browser's bubbles are off: noValidate).
import { parseWithZod } from '@conform-to/zod/v4';
import { ContactUsFields } from '@shop/contracts';
import { contentMessages } from '@shop/core';
import { z } from 'zod';

const m = contentMessages.contact;
const MESSAGE_MAX = 2000;
const NAME_MAX = 50;

/** The order the fields appear in, so errors are listed as the form shows them. */
export const CONTACT_FIELD_ORDER = [
  'contact_name',
  'contact_phone',
  'contact_email',
  'contact_type',
  'ordermain_sn',
  'contact_content',
] as const;

type ContactField = (typeof CONTACT_FIELD_ORDER)[number];
type Issue = z.core.$ZodIssue;

/** The call's text fields, plus the files that travel beside them in the same multipart body. */
const ContactForm = ContactUsFields.extend({ file: z.unknown() });

const isContactField = (name: unknown): name is ContactField =>
  CONTACT_FIELD_ORDER.includes(name as ContactField);

/** An empty field (Conform sends it as undefined, or trimmed to nothing) is missing; anything else is wrong. */
const isMissing = (issue: Issue) => issue.code === 'invalid_type' || issue.code === 'too_small';

function messageFor(field: ContactField, issue: Issue): string {
  switch (field) {
    case 'contact_name':
      return issue.code === 'too_big' ? m.nameTooLong(NAME_MAX) : m.required(m.name);
    case 'contact_phone':
      return m.mobileInvalid;
    case 'contact_email':
      return isMissing(issue) ? m.required(m.email) : m.emailInvalid;
    case 'contact_type':
      return m.required(m.subject);
    case 'ordermain_sn':
      return m.orderNumberInvalid;
    case 'contact_content':
      return issue.code === 'too_big' ? m.messageTooLong(MESSAGE_MAX) : m.required(m.message);
  }
}

/** One Chinese message per invalid field. */
function formatError(issues: Issue[]): string[] {
  const [issue] = issues;
  const field = issue?.path[0];
  return issue && isContactField(field) ? [messageFor(field, issue)] : [m.serverFields];
}

/** The Conform submission of the form's data, validated with the call's schema. */
export function parseContactForm(formData: FormData) {
  return parseWithZod(formData, { schema: ContactForm, formatError });
}

/** Chinese messages per invalid field, in form order; empty when the call's schema takes the values. */
export function contactFieldErrors(values: Record<ContactField, string>): Record<string, string[]> {
  const formData = new FormData();
  for (const [name, value] of Object.entries(values)) formData.set(name, value);
  const submission = parseContactForm(formData);
  const errors = submission.status === 'error' ? (submission.error ?? {}) : {};
  const result: Record<string, string[]> = {};
  for (const field of CONTACT_FIELD_ORDER) {
    const messages = errors[field];
    if (messages) result[field] = messages;
  }
  return result;
}
