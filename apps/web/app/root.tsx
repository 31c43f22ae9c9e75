import { currencyFromCookieHeader } from '@shop/core';
import type { ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, type ShouldRevalidateFunction } from 'react-router';
import type { Route } from './+types/root';
import appCss from './app.css?url';
import { useMarkPageHydrated } from './components/hydrate-apart';
import { DialogProvider } from './components/ui/dialogs';
import { AccountBehaviours } from './features/accounts/account-behaviours';
import { CartLoadCheck } from './features/cart/cart-load-check';
import { ErrorScreen, errorMeta } from './features/shell/error-screen';
import { PageBehaviours } from './features/shell/page-behaviours';
import { ThirdPartyServices } from './features/tracking/third-party-services';
import { Tracking } from './features/tracking/tracking';
import { useCspNonce } from './lib/csp-nonce';
import { InlineStylesheet } from './lib/inline-stylesheet';
import { SCRIPT_START } from './lib/script-start';
import { loadShellData } from './lib/shell-data';
import './lib/load-context';

// Production pages carry the stylesheet inline (<InlineStylesheet>); the dev server links it for HMR.
export const links: Route.LinksFunction = () =>
  import.meta.env.DEV ? [{ rel: 'stylesheet', href: appCss }] : [];

/** Menus, submenus and news for the header, mega-menu, drawer and footer. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return loadShellData(context.api, {
    appVersion: context.appVersion,
    imageHost: context.imageHost,
    shop: context.shop,
    thirdPartyTags: context.thirdPartyTags,
    currency: currencyFromCookieHeader(request.headers.get('cookie')),
  });
}

// The shell's menus do not depend on the URL: load them once, again only after a form submission.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod ? defaultShouldRevalidate : false;

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useCspNonce();
  useMarkPageHydrated();
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
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        {!import.meta.env.DEV && (
          // Releases the held scripts (lib/script-start: our own constant, no shopper input).
          <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: SCRIPT_START }} />
        )}
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
      <Tracking />
      <ThirdPartyServices />
      <Outlet />
    </DialogProvider>
  );
}

/** Errors the layouts do not catch (storefront.md §2.11). */
/** Only the error screen's title: a page below names itself, and its meta wins over this one. */
export const meta: Route.MetaFunction = ({ error }) => (error ? errorMeta(error) : []);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorScreen error={error} />;
}
