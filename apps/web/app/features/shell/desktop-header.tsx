import { accountPagesMessages, GLOBAL_SITE_URL, shellMessages } from '@shop/core';
import { Globe } from 'lucide-react';
import { Link } from 'react-router';
import type { ShellData } from '../../lib/shell-data';
import { useIsLoggedIn } from '../../lib/use-browser-state';
import { MessageBell } from '../accounts/message-bell';
import { useLogout } from '../accounts/use-logout';
import { CartCounter } from './cart-counter';
import { CurrencySelect } from './currency-select';
import { MegaMenu } from './mega-menu';
import { SearchBox } from './search-box';
import { SiteLogo } from './site-logo';

/** Desktop header, 1024 px and wider (storefront.md §2.5). */
export function DesktopHeader({ shell }: { shell: ShellData }) {
  return (
    <header className="hidden lg:block" data-testid="desktop-header">
      {/* Present but hidden, as the spec has it. */}
      <div hidden data-testid="top-message-bar" className="bg-ink py-2 text-center text-xs text-white">
        {shellMessages.topMessage}
      </div>
      <div className="border-b border-line bg-sand/60 text-xs text-ink-soft">
        <div className="mx-auto flex h-9 max-w-7xl items-center justify-between px-6">
          <a href={GLOBAL_SITE_URL} className="inline-flex items-center gap-1.5 hover:text-accent-strong">
            <Globe aria-hidden className="size-3.5" />
            {shellMessages.globalSite}
          </a>
          <div className="flex items-center gap-5">
            <AccountLinks />
            <CurrencySelect />
          </div>
        </div>
      </div>
      <div className="bg-surface">
        <div className="mx-auto flex h-24 max-w-7xl items-center justify-between gap-8 px-6">
          <SiteLogo withTagline />
          <div className="flex flex-1 items-center justify-end gap-4">
            <SearchBox imageHost={shell.imageHost} />
            <CartCounter />
          </div>
        </div>
      </div>
      <MegaMenu shell={shell} />
    </header>
  );
}

function AccountLinks() {
  const loggedIn = useIsLoggedIn();
  const logout = useLogout();
  const link = 'hover:text-accent-strong';
  if (loggedIn) {
    return (
      <span className="flex items-center gap-3" data-testid="member-links">
        <Link to="/membercenter" data-testid="account-link" className={link}>
          {shellMessages.myAccount}
        </Link>
        <span aria-hidden className="h-3 w-px bg-line" />
        <button type="button" data-testid="logout-link" className={link} onClick={() => void logout()}>
          {accountPagesMessages.logout}
        </button>
        <MessageBell variant="desktop" />
      </span>
    );
  }
  return (
    <span className="flex items-center gap-3" data-testid="guest-links">
      <Link to="/login" className={link}>
        {shellMessages.login}
      </Link>
      <span aria-hidden className="h-3 w-px bg-line" />
      <Link to="/register" className={link}>
        {shellMessages.register}
      </Link>
    </span>
  );
}
