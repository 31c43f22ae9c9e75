import { catalogueMessages, memberCenterMessages } from '@shop/core';
import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A member page's breadcrumb (home link › 會員專區 › page) and title. */
export function MemberPageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="mb-6">
      <nav aria-label={catalogueMessages.breadcrumbLabel} className="mb-3 text-sm text-ink-soft">
        <ol className="flex flex-wrap items-center gap-1">
          <li className="flex items-center gap-1">
            <Link to="/" className="hover:text-accent-strong">
              {memberCenterMessages.home}
            </Link>
            <ChevronRight aria-hidden className="size-3.5" />
          </li>
          {title !== memberCenterMessages.heading && (
            <li className="flex items-center gap-1">
              <Link to="/membercenter" className="hover:text-accent-strong">
                {memberCenterMessages.heading}
              </Link>
              <ChevronRight aria-hidden className="size-3.5" />
            </li>
          )}
          <li aria-current="page" className="text-ink">
            {title}
          </li>
        </ol>
      </nav>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-wide text-ink">{title}</h1>
        {children}
      </div>
    </header>
  );
}
