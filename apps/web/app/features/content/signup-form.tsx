// The campaign sign-up form of SignupDialog: name, mobile verified by a code sent for purpose campaign,
// optional e-mail, checked in the browser by the contract's schema and sent through the call table.
// Success and an earlier sign-up of the same number replace the form with a message; other refusals
// show the API's Chinese message above the form and under the fields at fault.

import { getFormProps, getInputProps } from '@conform-to/react';
import { CampaignErrorCode, CampaignSignupBody, campaignCalls } from '@shop/contracts';
import { contentMessages } from '@shop/core';
import { Dialog } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { FormError, SubmitButton, TextField } from '../../components/forms';
import { browserApi } from '../../lib/api.client';
import { describeFailure } from '../accounts/account-api';
import { MobileCodeFields } from '../accounts/form-controls';
import { useAccountForm } from '../accounts/use-account-form';

const m = contentMessages.signup;

type Outcome = 'form' | 'done' | 'duplicate';

export default function SignupForm({ campaign }: { campaign: string }) {
  const [outcome, setOutcome] = useState<Outcome>('form');
  const { form, fields, busy } = useAccountForm('campaign-signup', CampaignSignupBody, async (value) => {
    try {
      await browserApi().send(campaignCalls.signup, { body: value });
      setOutcome('done');
    } catch (error) {
      if (describeFailure(error).code === CampaignErrorCode.alreadySignedUp) setOutcome('duplicate');
      else throw error;
    }
  });

  if (outcome !== 'form') return <Outcome outcome={outcome} />;

  return (
    <form {...getFormProps(form)} className="grid gap-4" data-testid="signup-form">
      <FormError errors={form.errors} id={form.errorId} />
      <input
        {...getInputProps(fields.campaign, { type: 'hidden' })}
        key={fields.campaign.key}
        defaultValue={campaign}
      />
      <TextField meta={fields.name} label={m.name} autoComplete="name" />
      <MobileCodeFields mobile={fields.mobile} otp={fields.otp} purpose="campaign" />
      <TextField meta={fields.email} label={m.emailOptional} type="email" autoComplete="email" />
      <SubmitButton busy={busy}>{m.submit}</SubmitButton>
    </form>
  );
}

/** The end of the sign-up: the message, read out, and a button to close that takes the focus. */
function Outcome({ outcome }: { outcome: 'done' | 'duplicate' }) {
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => close.current?.focus(), []);
  const done = outcome === 'done';
  return (
    <div className="grid gap-4">
      <div
        data-testid={done ? 'signup-success' : 'signup-duplicate'}
        role="status"
        className="rounded-lg bg-accent-soft p-4 text-sm text-ink"
      >
        {!done && <p className="mb-1 font-medium">{m.duplicateTitle}</p>}
        <p>{done ? m.success : m.errors.alreadySignedUp}</p>
      </div>
      <Dialog.Close
        ref={close}
        className="w-full rounded bg-ink py-3 text-base font-medium text-white hover:opacity-90"
      >
        {m.done}
      </Dialog.Close>
    </div>
  );
}
