// /membercenter and /member/membercenter: a placeholder of the member center (the real one comes with
// the member area) so the guard's round trip has a page to land on. Rendered in the browser only:
// the token lives in localStorage (ARCHITECTURE §5).
import { pagesMessages, shellMessages, accountPagesMessages as t } from '@shop/core';
import { loadMemberData } from '../../features/accounts/session';
import { useLogout } from '../../features/accounts/use-logout';
import { storedAuthToken } from '../../lib/storage';
import type { Route } from './+types/member-center';

export const meta: Route.MetaFunction = () => [
  { title: pagesMessages.titleWithBrand(t.memberCenterTitle, shellMessages.brandName) },
  { name: 'robots', content: 'noindex, nofollow' },
];

/** Without a token the page shows nothing: the access guard is sending the guest to /login. */
export async function clientLoader() {
  return { member: storedAuthToken() ? await loadMemberData() : null };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <p className="px-4 py-16 text-center text-ink-soft">{t.memberLoading}</p>;
}

export default function MemberCenter({ loaderData }: Route.ComponentProps) {
  const logout = useLogout();
  const { member } = loaderData;
  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-2xl font-semibold tracking-widest text-ink">{t.memberCenterTitle}</h1>
      <p className="mt-1 text-sm text-ink-soft">{t.myAccount}</p>
      <div className="mt-8 flex items-center justify-between gap-4 rounded-lg border border-line bg-surface p-6">
        {member ? (
          <p data-testid="member-name" className="text-lg text-ink">
            {t.memberGreeting(member.member_name)}
          </p>
        ) : (
          <p className="text-ink-soft">{t.memberLoading}</p>
        )}
        <button
          type="button"
          data-testid="member-logout"
          onClick={() => void logout()}
          className="shrink-0 rounded border border-ink px-4 py-2 text-sm text-ink hover:bg-sand"
        >
          {t.logout}
        </button>
      </div>
    </section>
  );
}
