// The trail above a content page (news, articles, FAQ, consultations); list and product pages use list-breadcrumb.
import { catalogueMessages } from '@shop/core';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import type { Crumb } from '../../lib/seo';

/** The visible trail; the last crumb is the page itself. */
export function Breadcrumb({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label={catalogueMessages.breadcrumbLabel} className="mb-6 text-sm text-ink-soft">
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map((crumb, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-1">
              {last ? (
                <span aria-current="page" className="line-clamp-1 text-ink">
                  {crumb.name}
                </span>
              ) : (
                <>
                  <Link to={crumb.path} className="hover:text-accent-strong">
                    {crumb.name}
                  </Link>
                  <ChevronRight aria-hidden className="size-3.5" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
