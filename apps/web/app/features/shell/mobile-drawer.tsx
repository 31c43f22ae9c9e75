// The mobile menu drawer (storefront.md §2.8); loaded when the hamburger is first pressed.
import {
  CURRENCIES,
  DRAWER_SHORTCUTS,
  drawerSections,
  fixedLinks,
  isCloseSwipe,
  latestNews,
  MENU_ID,
  shellMessages,
  toShopPath,
} from '@shop/core';
import { ChevronDown, FlaskConical, X } from 'lucide-react';
import { Accordion, Dialog } from 'radix-ui';
import { type PointerEvent, type TouchEvent, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { useReturnFocus } from '../../components/ui/return-focus';
import type { ShellData } from '../../lib/shell-data';
import { chooseCurrency, useCurrency } from '../../lib/use-browser-state';
import { MenuTile } from './menu-tile';
import { SiteLogo } from './site-logo';

const INGREDIENT_TOOL_HREFS = ['/beautypedia-ingredient-checker', '/ingredient-dictionary'];
const ingredientTools = fixedLinks(MENU_ID.encyclopedia).filter((link) =>
  INGREDIENT_TOOL_HREFS.includes(link.href),
);

interface MobileDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  shell: ShellData;
}

export default function MobileDrawer({ open, onOpenChange, shell }: MobileDrawerProps) {
  const sections = useMemo(
    () => drawerSections(shell.mainMenu, shell.subMenu),
    [shell.mainMenu, shell.subMenu],
  );
  const news = useMemo(() => latestNews(shell.news), [shell.news]);
  const swipe = useSwipeToClose(() => onOpenChange(false));
  const returnFocus = useReturnFocus();

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <Dialog.Content
          data-testid="mobile-drawer"
          aria-describedby={undefined}
          {...returnFocus}
          className="fixed inset-y-0 left-0 z-50 flex w-[86vw] max-w-sm touch-pan-y flex-col bg-canvas shadow-panel outline-none data-[state=closed]:animate-drawer-out data-[state=open]:animate-drawer-in"
          onClick={(event) => {
            if ((event.target as HTMLElement).closest('a')) onOpenChange(false);
          }}
          {...swipe}
        >
          <div className="flex h-14 shrink-0 items-center justify-between border-b border-line bg-surface px-4">
            <Dialog.Title asChild>
              <div>
                <SiteLogo />
              </div>
            </Dialog.Title>
            <Dialog.Close
              data-testid="drawer-close"
              aria-label={shellMessages.menuClose}
              className="inline-flex size-10 items-center justify-center rounded-full hover:bg-sand"
            >
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>

          <div className="flex-1 overflow-y-auto overscroll-contain pb-10">
            <ul data-testid="drawer-shortcuts" className="grid grid-cols-3 gap-2 p-4">
              {DRAWER_SHORTCUTS.map((link) => (
                <li key={link.href}>
                  <Link
                    to={link.href}
                    className="block rounded-xl bg-surface py-3 text-center text-sm font-medium shadow-sm hover:text-accent-strong"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>

            <Accordion.Root type="single" collapsible className="border-y border-line bg-surface">
              {sections.map((section) => (
                <Accordion.Item
                  key={section.menuId}
                  value={String(section.menuId)}
                  data-testid="drawer-section"
                  data-menu-id={section.menuId}
                  className="border-b border-line last:border-b-0"
                >
                  <Accordion.Header>
                    <Accordion.Trigger
                      data-testid="drawer-section-trigger"
                      className="group flex w-full items-center justify-between px-5 py-4 text-left text-[15px] font-medium"
                    >
                      {section.title}
                      <ChevronDown
                        aria-hidden
                        className="size-4 text-ink-faint transition-transform group-data-[state=open]:rotate-180"
                      />
                    </Accordion.Trigger>
                  </Accordion.Header>
                  <Accordion.Content data-testid="drawer-section-content" className="px-5 pb-5">
                    {section.links.length > 0 && (
                      <ul className="grid grid-cols-2 gap-x-4 gap-y-3">
                        {section.links.map((submenu) => (
                          <li key={submenu.submenu_id}>
                            <Link
                              to={toShopPath(submenu.submenu_link) ?? '/'}
                              data-testid="drawer-link"
                              className="text-sm text-ink-soft hover:text-accent-strong"
                            >
                              {submenu.submenu_name}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    )}
                    {section.tiles.length > 0 && (
                      <ul className="mt-4 grid grid-cols-2 gap-3">
                        {section.tiles.map((tile) => (
                          <li key={tile.slot}>
                            <MenuTile tile={tile} compact />
                          </li>
                        ))}
                      </ul>
                    )}
                  </Accordion.Content>
                </Accordion.Item>
              ))}
            </Accordion.Root>

            <section data-testid="drawer-ingredient-tools" className="m-4 rounded-2xl bg-accent-soft p-4">
              <h2 className="flex items-center gap-2 text-sm font-semibold text-accent-strong">
                <FlaskConical aria-hidden className="size-4" />
                {shellMessages.ingredientTools}
              </h2>
              <ul className="mt-3 grid grid-cols-2 gap-2">
                {ingredientTools.map((link) => (
                  <li key={link.href}>
                    <Link
                      to={link.href}
                      className="block rounded-lg bg-surface px-3 py-2 text-center text-sm hover:text-accent-strong"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>

            {news.length > 0 && (
              <section data-testid="drawer-news" className="px-5 py-2">
                <h2 className="text-sm font-semibold">{shellMessages.latestNews}</h2>
                <ul className="mt-2 divide-y divide-line">
                  {news.map((item) => (
                    <li key={item.news_id}>
                      <Link
                        to={`/news/${item.news_id}`}
                        data-testid="drawer-news-link"
                        className="block truncate py-2.5 text-sm text-ink-soft hover:text-accent-strong"
                      >
                        {item.news_title}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            )}

            <DrawerCurrency />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function DrawerCurrency() {
  const currency = useCurrency();
  return (
    <section data-testid="drawer-currency" className="px-5 py-4">
      <h2 className="text-sm font-semibold">{shellMessages.currencyLabel}</h2>
      <div className="mt-2 grid grid-cols-2 gap-2">
        {CURRENCIES.map((code) => (
          <button
            key={code}
            type="button"
            data-testid={`drawer-currency-${code}`}
            aria-pressed={currency === code}
            className="rounded-full border border-line bg-surface py-2 text-sm aria-pressed:border-accent-strong aria-pressed:bg-accent-strong aria-pressed:text-white"
            onClick={() => {
              if (code !== currency) chooseCurrency(code);
            }}
          >
            {shellMessages.currencyNames[code]}
          </button>
        ))}
      </div>
    </section>
  );
}

/** A left swipe of more than 50 px closes the drawer; pointer and touch events both count. */
function useSwipeToClose(close: () => void) {
  const startX = useRef<number | null>(null);
  const end = (x: number) => {
    if (startX.current !== null && isCloseSwipe(startX.current, x)) close();
    startX.current = null;
  };
  return {
    onPointerDown: (event: PointerEvent) => {
      startX.current = event.clientX;
    },
    onPointerUp: (event: PointerEvent) => end(event.clientX),
    onTouchStart: (event: TouchEvent) => {
      startX.current = event.touches[0]?.clientX ?? null;
    },
    onTouchEnd: (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      if (touch) end(touch.clientX);
    },
  };
}
