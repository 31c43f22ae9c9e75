import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { ErrorScreen, errorMeta } from '../../features/shell/error-screen';
import { SiteFooter } from '../../features/shell/site-footer';
import { SiteHeader } from '../../features/shell/site-header';
import type { Route } from './+types/default';

function Chrome({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

/** Full site chrome: header with menus, the page, footer (storefront.md §2.1 'default'). */
export default function DefaultLayout() {
  return (
    <Chrome>
      <Outlet />
    </Chrome>
  );
}

/** A page error keeps the header and footer around the error screen (storefront.md §2.11). */
/** Only the error screen's title: a page below names itself, and its meta wins over this one. */
export const meta: Route.MetaFunction = ({ error }) => (error ? errorMeta(error) : []);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <Chrome>
      <ErrorScreen error={error} />
    </Chrome>
  );
}
