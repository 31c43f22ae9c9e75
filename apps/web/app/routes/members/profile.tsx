// /membercenter_modify: name, e-mail and (once) birthday, with the errors beside each field.
import { getFormProps } from '@conform-to/react';
import { accountsCalls, type Member, ProfileFormBody } from '@shop/contracts';
import {
  memberCenterMessages,
  memberPageTitles,
  profileMessages as p,
  accountPagesMessages as t,
} from '@shop/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormError, SubmitButton, TextField } from '../../components/forms';
import { loadMemberData } from '../../features/accounts/session';
import { useAccountForm } from '../../features/accounts/use-account-form';
import { MemberPageHeading } from '../../features/members/member-page-heading';
import { browserApi } from '../../lib/api.client';
import { PageLoading, privatePageMeta } from '../../lib/private-page';
import { LocalKey, storage } from '../../lib/storage';
import type { Route } from './+types/profile';

export const meta: Route.MetaFunction = () => privatePageMeta(memberPageTitles.modify);

export async function clientLoader() {
  return { member: await loadMemberData() };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageLoading text={t.memberLoading} />;
}

function ProfileForm({ member }: { member: Member }) {
  const [saved, setSaved] = useState(false);
  const birthdayLocked = member.member_birthday !== null;
  const { form, fields, busy } = useAccountForm(
    'member-modify',
    ProfileFormBody,
    async (value) => {
      setSaved(false);
      const { data } = await browserApi().send(accountsCalls.updateMember, { body: value });
      storage.set(LocalKey.userData, data);
      setSaved(true);
    },
    {
      member_name: member.member_name,
      member_account: member.member_account ?? undefined,
      member_birthday: member.member_birthday ?? undefined,
    },
  );
  return (
    <form {...getFormProps(form)} className="grid max-w-md gap-4" data-testid="profile-form">
      <FormError errors={form.errors} id={form.errorId} />
      {saved && (
        <p
          role="status"
          data-testid="profile-saved"
          className="rounded bg-sand px-3 py-2 text-sm text-accent-strong"
        >
          {p.profileSaved}
        </p>
      )}
      <TextField meta={fields.member_name} label={t.nameLabel} autoComplete="name" />
      <TextField meta={fields.member_account} label={t.emailLabel} type="email" autoComplete="email" />
      {birthdayLocked ? (
        <div>
          <p className="text-sm font-medium text-ink">{t.birthdayLabel}</p>
          <p className="mt-1 text-ink">{member.member_birthday}</p>
          <p className="mt-1 text-xs text-ink-faint">{p.birthdayLocked}</p>
        </div>
      ) : (
        <TextField meta={fields.member_birthday} label={t.birthdayLabel} type="date" hint={t.birthdayHint} />
      )}
      <div>
        <p className="text-sm font-medium text-ink">{t.mobileLabel}</p>
        <p className="mt-1 text-ink">
          {member.member_mobile}
          <Link to="/membercenter_mobile" className="ml-3 text-sm text-accent-strong underline">
            {memberPageTitles.mobile}
          </Link>
        </p>
      </div>
      <SubmitButton busy={busy}>{p.saveProfile}</SubmitButton>
    </form>
  );
}

export default function ProfilePage({ loaderData }: Route.ComponentProps) {
  return (
    <section>
      <MemberPageHeading title={memberPageTitles.modify} />
      {loaderData.member ? (
        <ProfileForm member={loaderData.member} />
      ) : (
        <p className="text-ink-soft">{memberCenterMessages.historyLoading}</p>
      )}
    </section>
  );
}
