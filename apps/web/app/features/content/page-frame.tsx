// The frame of a tool page (the routine finder, the ingredient checker, the consultation booking): its
// breadcrumb, one H1 and a line under it, then the page itself.
import type { ReactNode } from 'react';
import { Breadcrumb } from '../../components/breadcrumbs/page-breadcrumb';
import type { Crumb } from './seo';

export function PageFrame({
  crumbs,
  title,
  intro,
  children,
}: {
  crumbs: readonly Crumb[];
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 md:py-12">
      <Breadcrumb crumbs={crumbs} />
      <header className="mb-6">
        <h1 className="text-2xl font-semibold tracking-wide text-ink">{title}</h1>
        <p className="mt-2 text-sm text-ink-soft">{intro}</p>
      </header>
      {children}
    </div>
  );
}
