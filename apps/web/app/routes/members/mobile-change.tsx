// /membercenter_mobile: a new mobile number, verified by a change-mobile code sent to that number.
import { getFormProps } from '@conform-to/react';
import { accountsCalls, OtpCode, TaiwanMobile } from '@shop/contracts';
import { memberPageTitles, profileMessages as p, accountPagesMessages as t } from '@shop/core';
import { useState } from 'react';
import { z } from 'zod';
import { FormError, SubmitButton } from '../../components/forms';
import { MobileCodeFields } from '../../features/accounts/form-controls';
import { loadMemberData } from '../../features/accounts/session';
import { useAccountForm } from '../../features/accounts/use-account-form';
import { MemberPageHeading } from '../../features/members/member-page-heading';
import { browserApi } from '../../lib/api.client';
import { PageLoading, privatePageMeta } from '../../lib/private-page';
import { LocalKey, storage } from '../../lib/storage';
import type { Route } from './+types/mobile-change';

export const meta: Route.MetaFunction = () => privatePageMeta(memberPageTitles.mobile);

/** The form names the number `mobile` so the send-code button finds it; the call takes member_mobile. */
const MobileChangeForm = z.strictObject({ mobile: TaiwanMobile, otp: OtpCode });

export async function clientLoader() {
  return { member: await loadMemberData() };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageLoading text={t.memberLoading} />;
}

export default function MobileChangePage({ loaderData }: Route.ComponentProps) {
  const [current, setCurrent] = useState(loaderData.member?.member_mobile ?? null);
  const [saved, setSaved] = useState(false);
  const { form, fields, busy } = useAccountForm('member-mobile', MobileChangeForm, async (value) => {
    setSaved(false);
    const { data } = await browserApi().send(accountsCalls.updateMember, {
      body: {
        member_mobile: value.mobile,
        otp: value.otp,
      },
    });
    storage.set(LocalKey.userData, data);
    setCurrent(data.member_mobile);
    setSaved(true);
  });
  return (
    <section>
      <MemberPageHeading title={memberPageTitles.mobile} />
      <form {...getFormProps(form)} className="grid max-w-md gap-4" data-testid="mobile-form">
        {current && <p className="text-sm text-ink-soft">{p.mobileCurrent(current)}</p>}
        <FormError errors={form.errors} id={form.errorId} />
        {saved && (
          <p
            role="status"
            data-testid="mobile-saved"
            className="rounded bg-sand px-3 py-2 text-sm text-accent-strong"
          >
            {p.mobileSaved}
          </p>
        )}
        <MobileCodeFields mobile={fields.mobile} otp={fields.otp} purpose="change-mobile" />
        <SubmitButton busy={busy}>{p.mobileSubmit}</SubmitButton>
      </form>
    </section>
  );
}
