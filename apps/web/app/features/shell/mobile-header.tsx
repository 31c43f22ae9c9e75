import { shellMessages } from '@shop/core';
import { Menu, Search, User, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { ShellData } from '../../lib/shell-data';
import { useIsLoggedIn } from '../../lib/use-browser-state';
import { MessageBell } from '../accounts/message-bell';
import { CartBadge } from './cart-counter';
import { MobileSearchBar } from './mobile-search-bar';
import { SiteLogo } from './site-logo';

const loadDrawer = () => import('./mobile-drawer');
const MobileDrawer = lazy(loadDrawer);

const iconButton = 'inline-flex size-10 items-center justify-center rounded-full text-ink hover:bg-sand';

/** Mobile header below 1024 px (storefront.md §2.8): menu, search, logo, cart, user. */
export function MobileHeader({ shell }: { shell: ShellData }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const loggedIn = useIsLoggedIn();
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation closes the search bar
  useEffect(() => setSearchOpen(false), [pathname]);

  return (
    <header
      data-testid="mobile-header"
      className="sticky top-0 z-40 border-b border-line bg-surface lg:hidden"
    >
      <div className="grid h-14 grid-cols-[1fr_auto_1fr] items-center px-2">
        <div className="flex items-center">
          <button
            type="button"
            data-testid="drawer-open"
            aria-label={shellMessages.menuOpen}
            className={iconButton}
            onPointerEnter={() => void loadDrawer()}
            onClick={() => {
              setDrawerWanted(true);
              setDrawerOpen(true);
            }}
          >
            <Menu aria-hidden className="size-5" />
          </button>
          <button
            type="button"
            data-testid="mobile-search-toggle"
            aria-label={shellMessages.searchToggle}
            aria-expanded={searchOpen}
            className={iconButton}
            onClick={() => setSearchOpen((open) => !open)}
          >
            {searchOpen ? <X aria-hidden className="size-5" /> : <Search aria-hidden className="size-5" />}
          </button>
        </div>
        <SiteLogo />
        <div className="flex items-center justify-end">
          <MessageBell variant="mobile" />
          <CartBadge />
          <Link
            to={loggedIn ? '/membercenter' : '/login'}
            data-testid="mobile-user"
            aria-label={loggedIn ? shellMessages.myAccount : shellMessages.login}
            className={iconButton}
          >
            <User aria-hidden className="size-5" />
          </Link>
        </div>
      </div>
      {searchOpen && <MobileSearchBar />}
      {drawerWanted && (
        <Suspense fallback={null}>
          <MobileDrawer open={drawerOpen} onOpenChange={setDrawerOpen} shell={shell} />
        </Suspense>
      )}
    </header>
  );
}
