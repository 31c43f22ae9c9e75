// Every error on the first submit (issue 23). Conform's zod coercion turns a blank field into undefined,
// which zod refuses by type; zod then skips the object's refinements, so the delivery, mobile and invoice
// checks (orderChoiceErrors) were said only on the next submit, once the blank was filled. They are run
// here on the submitted text as well and added beside their fields when zod did not get to them.
import { type OrderChoiceContext, type OrderChoices, orderChoiceErrors } from '@shop/core';

const textOf = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The choices as typed, or null when the form gave no delivery or payment choice to check against. */
function choicesOf(payload: Record<string, unknown>): OrderChoices | null {
  const ship = textOf(payload.ship_method);
  const pay = textOf(payload.pay_method);
  if (!ship || !pay) return null;
  const recipient = (payload.recipient ?? {}) as Record<string, unknown>;
  const invoice = (payload.invoice ?? {}) as Record<string, unknown>;
  return {
    ship_method: ship as OrderChoices['ship_method'],
    pay_method: pay as OrderChoices['pay_method'],
    recipient: {
      name: textOf(recipient.name) ?? '',
      mobile: textOf(recipient.mobile) ?? '',
      email: textOf(recipient.email),
      zipcode: textOf(recipient.zipcode),
      city: textOf(recipient.city),
      district: textOf(recipient.district),
      address: textOf(recipient.address),
      store_id: textOf(recipient.store_id),
    },
    invoice: Object.fromEntries(
      Object.entries(invoice).map(([key, value]) => [key, textOf(value)]),
    ) as unknown as OrderChoices['invoice'],
  };
}

/** Adds the choice checks' errors a failed submission lacks; a field zod already spoke for keeps its own. */
export function withChoiceErrors<S extends { status?: string | undefined; payload: Record<string, unknown> }>(
  submission: S,
  context: OrderChoiceContext,
): S {
  const errors = (submission as { error?: Record<string, string[] | null> | null }).error;
  // A blur's validation has no status (only a submit has one), but its errors are there all the same.
  if (submission.status === 'success' || !errors) return submission;
  const choices = choicesOf(submission.payload);
  if (!choices) return submission;
  for (const [path, message] of Object.entries(orderChoiceErrors(choices, context)))
    if (!errors[path]?.length) errors[path] = [message];
  return submission;
}
