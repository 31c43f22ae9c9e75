import { memberCenterMessages, memberPageTitles } from '@shop/core';
import { NavLink, useMatches } from 'react-router';
import { MEMBER_PAGES, memberPageKeyOfRouteId, memberPagePath } from './member-paths';

const NAV_PAGES = MEMBER_PAGES.filter((page) => page.nav);

/** Member navigation: a column on desktop, a row that scrolls sideways on a phone. */
export function MemberNav() {
  const matches = useMatches();
  const currentKey = memberPageKeyOfRouteId(matches[matches.length - 1]?.id ?? '');
  return (
    <nav aria-label={memberCenterMessages.heading} className="md:w-52 md:shrink-0" data-testid="member-nav">
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 text-sm md:mx-0 md:flex-col md:gap-0 md:px-0">
        {NAV_PAGES.map((page) => (
          <li key={page.key} className="shrink-0">
            <NavLink
              to={memberPagePath(page.key)}
              aria-current={page.key === currentKey ? 'page' : undefined}
              className="block whitespace-nowrap rounded-full border border-line px-4 py-2 text-ink hover:bg-sand aria-[current=page]:border-ink aria-[current=page]:bg-ink aria-[current=page]:text-surface md:rounded-none md:border-0 md:border-b md:px-3 md:py-3"
            >
              {memberPageTitles[page.key]}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
