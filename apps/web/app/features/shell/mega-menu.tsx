import { MEGA_MENU_CLOSE_DELAY_MS, MENU_ID, menuItemHref, shellMessages, visibleTopItems } from '@shop/core';
import { ChevronDown, Newspaper } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { ShellData } from '../../lib/shell-data';

const loadPanel = () => import('./mega-menu-panel');
const MegaMenuPanel = lazy(loadPanel);

const barLink =
  'relative inline-flex h-12 items-center px-4 text-[15px] tracking-wide text-ink transition-colors hover:text-accent-strong data-[active=true]:text-accent-strong';
const activeLine =
  'after:absolute after:inset-x-4 after:bottom-0 after:h-0.5 after:scale-x-0 after:bg-accent after:transition-transform data-[active=true]:after:scale-x-100';

/**
 * Desktop mega-menu (storefront.md §2.7). Hovering an item makes it active; leaving the menu area
 * (bar and panel) clears it after 150 ms. By keyboard (issue 23) a panel opens from its item's toggle
 * button (Enter, Space or a click), never on focus alone; it closes when the focus leaves the menu and on
 * Escape, which gives the focus back to the toggle. A closed panel is not in the page, so its links are
 * never in the tab order.
 */
export function MegaMenu({ shell }: { shell: ShellData }) {
  const [activeId, setActiveId] = useState<number | null>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const { pathname } = useLocation();
  const items = visibleTopItems(shell.mainMenu);
  const active =
    activeId === MENU_ID.news
      ? shell.mainMenu.find((item) => item.mainmenu_id === MENU_ID.news)
      : items.find((item) => item.mainmenu_id === activeId);

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = window.setTimeout(() => setActiveId(null), MEGA_MENU_CLOSE_DELAY_MS);
  };
  const activate = (id: number) => {
    cancelClose();
    void loadPanel();
    setActiveId(id);
  };

  // The open panel sits in the DOM right after its own bar item (it is drawn below the whole bar), so
  // Tab walks from an item into its panel's links before the next item: every panel is reachable.
  const panelOf = (id: number) =>
    id === activeId && (
      <Suspense fallback={null}>
        <MegaMenuPanel
          menuId={id}
          item={active ?? null}
          subMenu={shell.subMenu}
          news={shell.news}
          onNavigate={() => setActiveId(null)}
        />
      </Suspense>
    );

  const nav = useRef<HTMLElement>(null);
  const toggle = (id: number) => (id === activeId ? setActiveId(null) : activate(id));
  useEffect(() => {
    if (activeId === null) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const inside = nav.current?.contains(document.activeElement) ?? false;
      const trigger = nav.current?.querySelector<HTMLElement>(
        `[data-menu-id="${activeId}"] [data-menu-trigger]`,
      );
      setActiveId(null);
      if (inside) trigger?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [activeId]);

  /** The toggle of an item that is a link: the link navigates, this opens its panel. */
  const toggleButton = (id: number, name: string) => (
    <button
      type="button"
      data-menu-trigger=""
      aria-expanded={id === activeId}
      aria-label={shellMessages.openSubmenu(name)}
      onClick={() => toggle(id)}
      className="relative -ml-3 inline-flex h-12 w-6 items-center justify-center text-ink-faint hover:text-accent-strong"
    >
      <ChevronDown aria-hidden className="size-3.5" />
    </button>
  );

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation closes the panel
  useEffect(() => setActiveId(null), [pathname]);

  return (
    <nav
      ref={nav}
      aria-label={shellMessages.mainMenuLabel}
      data-testid="mega-menu"
      className="relative border-t border-line bg-surface"
      onMouseEnter={cancelClose}
      onMouseLeave={scheduleClose}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setActiveId(null);
      }}
    >
      <ul className="mx-auto flex max-w-7xl items-center justify-center px-6">
        {items.map((item) => {
          const href = menuItemHref(item);
          const isActive = item.mainmenu_id === activeId;
          const common = {
            'data-active': isActive,
            'data-event-name': `mega_menu_${item.mainmenu_id}`,
            className: `${barLink} ${activeLine}`,
          };
          return (
            <li
              key={item.mainmenu_id}
              data-testid="mega-menu-item"
              data-menu-id={item.mainmenu_id}
              onMouseEnter={() => activate(item.mainmenu_id)}
              className="flex items-center"
            >
              {href ? (
                <>
                  <Link to={href} {...common}>
                    {item.mainmenu_name}
                  </Link>
                  {toggleButton(item.mainmenu_id, item.mainmenu_name)}
                </>
              ) : (
                <button
                  type="button"
                  data-menu-trigger=""
                  aria-expanded={isActive}
                  onClick={() => toggle(item.mainmenu_id)}
                  {...common}
                >
                  {item.mainmenu_name}
                </button>
              )}
              {panelOf(item.mainmenu_id)}
            </li>
          );
        })}
        {shell.news.length > 0 && (
          // The news item (13) stays out of the bar; its carousel panel opens from this fixed entry.
          <li
            data-testid="mega-menu-news"
            data-menu-id={MENU_ID.news}
            className="ml-2 flex items-center border-l border-line pl-2"
            onMouseEnter={() => activate(MENU_ID.news)}
          >
            <Link
              to="/news/news-list"
              data-active={activeId === MENU_ID.news}
              data-event-name="mega_menu_news"
              className={`${barLink} ${activeLine} gap-1.5`}
            >
              <Newspaper aria-hidden className="size-4" />
              {shellMessages.latestNews}
            </Link>
            {toggleButton(MENU_ID.news, shellMessages.latestNews)}
            {panelOf(MENU_ID.news)}
          </li>
        )}
      </ul>
    </nav>
  );
}
