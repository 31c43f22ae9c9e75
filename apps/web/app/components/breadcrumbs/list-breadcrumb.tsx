// The page path above a list or product page (get-from-brand-crumbs on product pages).
import { catalogueMessages } from '@shop/core';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import type { Crumb } from '../../lib/seo';

export function Breadcrumb({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav
      aria-label={catalogueMessages.breadcrumbLabel}
      data-testid="breadcrumb"
      className="text-xs text-ink-soft"
    >
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map((crumb, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={`${crumb.path} ${crumb.name}`} className="inline-flex items-center gap-1">
              {last ? (
                <span aria-current="page" className="text-ink">
                  {crumb.name}
                </span>
              ) : (
                <>
                  <Link to={crumb.path} className="hover:text-accent-strong">
                    {crumb.name}
                  </Link>
                  <ChevronRight aria-hidden className="size-3" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
