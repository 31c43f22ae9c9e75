import { shellMessages } from '@shop/core';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { HydrateApart } from '../../components/hydrate-apart';
import { ChatButton } from '../../features/shell/chat-button';
import { ErrorScreen, errorMeta } from '../../features/shell/error-screen';
import { SiteFooter } from '../../features/shell/site-footer';
import { SiteHeader } from '../../features/shell/site-header';
import type { Route } from './+types/default';

function Chrome({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        data-testid="skip-link"
        className="sr-only z-50 rounded-full bg-ink px-5 py-2 text-sm text-surface focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {shellMessages.skipToContent}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <HydrateApart>
        <SiteFooter />
        <ChatButton />
      </HydrateApart>
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
