import type { ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, type ShouldRevalidateFunction } from 'react-router';
import type { Route } from './+types/root';
import appCss from './app.css?url';
import { DialogProvider } from './components/ui/dialogs';
import { AccountBehaviours } from './features/accounts/account-behaviours';
import { CartLoadCheck } from './features/cart/cart-load-check';
import { ErrorScreen } from './features/shell/error-screen';
import { PageBehaviours } from './features/shell/page-behaviours';
import { loadShellData } from './features/shell/shell-data';
import { InlineStylesheet } from './lib/inline-stylesheet';
import './lib/load-context';

// Production pages carry the stylesheet inline (<InlineStylesheet>); the dev server links it for HMR.
export const links: Route.LinksFunction = () =>
  import.meta.env.DEV ? [{ rel: 'stylesheet', href: appCss }] : [];

/** Menus, submenus and news for the header, mega-menu, drawer and footer. */
export async function loader({ context }: Route.LoaderArgs) {
  return loadShellData(context.api, { appVersion: context.appVersion, imageHost: context.imageHost });
}

// The shell's menus do not depend on the URL: load them once, again only after a form submission.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod ? defaultShouldRevalidate : false;

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="zh-Hant-TW">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#fbf9f6" />
        <Meta />
        <Links />
        {!import.meta.env.DEV && <InlineStylesheet href={appCss} />}
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <DialogProvider>
      <PageBehaviours />
      <AccountBehaviours />
      <CartLoadCheck />
      <Outlet />
    </DialogProvider>
  );
}

/** Errors the layouts do not catch (storefront.md §2.11). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorScreen error={error} />;
}
