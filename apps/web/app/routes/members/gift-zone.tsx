// /gift3_5, /gift3-5 and /member/gift3_5: the member gift claim zone (member-area §2.5). Open to guests;
// rendered in the browser, where the member's token lives (ARCHITECTURE §5).
import { memberPageTitles, pagesMessages, shellMessages, giftZoneMessages as t } from '@shop/core';
import { loadGiftZone } from '../../features/members/gift-zone/gift-calls';
import { GiftZone } from '../../features/members/gift-zone/gift-zone';
import { MemberPageHeading } from '../../features/members/member-page-heading';
import { useShellData } from '../../lib/shell-data';
import { useIsLoggedIn } from '../../lib/use-browser-state';
import type { Route } from './+types/gift-zone';

export const meta: Route.MetaFunction = () => [
  { title: pagesMessages.titleWithBrand(memberPageTitles.giftZone, shellMessages.brandName) },
];

export async function clientLoader() {
  return loadGiftZone();
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <p role="status" className="px-4 py-16 text-center text-ink-soft">
      {t.loading}
    </p>
  );
}

export default function GiftZonePage({ loaderData }: Route.ComponentProps) {
  const loggedIn = useIsLoggedIn();
  const { imageHost } = useShellData();
  return (
    <section>
      <MemberPageHeading title={memberPageTitles.giftZone} />
      <GiftZone
        key={loggedIn ? 'member' : 'guest'}
        data={loaderData}
        loggedIn={loggedIn}
        imageHost={imageHost}
      />
    </section>
  );
}
