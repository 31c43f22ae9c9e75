// Panels of the desktop mega-menu (storefront.md §2.7); loaded on the first hover of the bar.
import type { MainMenuItem, SubMenuItem } from '@shop/contracts';
import {
  fixedLinks,
  hasNewBadge,
  hasSubmenuColumns,
  menuImages,
  panelKind,
  promoImages,
  shellMessages,
  submenuColumns,
  toShopPath,
} from '@shop/core';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import type { ShellNews } from '../../lib/shell-data';
import { MenuTile } from './menu-tile';
import { NewsCarousel } from './news-carousel';

interface MegaMenuPanelProps {
  menuId: number;
  item: MainMenuItem | null;
  subMenu: SubMenuItem[];
  news: ShellNews[];
  onNavigate: () => void;
}

export default function MegaMenuPanel({ menuId, item, subMenu, news, onNavigate }: MegaMenuPanelProps) {
  const kind = panelKind(menuId);
  const body =
    kind === 'news' ? (
      news.length > 0 && <NewsCarousel news={news} />
    ) : kind === 'tiles' ? (
      item && <TilesPanel item={item} />
    ) : (
      <SubmenuPanel menuId={menuId} item={item} subMenu={subMenu} />
    );
  if (!body) return null;
  return (
    // Links inside close the panel; the panel is part of the menu area for hovering.
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: delegation only
    <div
      data-testid="mega-menu-panel"
      data-panel-kind={kind}
      data-menu-id={menuId}
      className="absolute inset-x-0 top-full z-40 border-t border-line bg-surface shadow-panel"
      onClick={(event) => {
        if ((event.target as HTMLElement).closest('a')) onNavigate();
      }}
    >
      <div className="mx-auto max-w-7xl px-10 py-8">{body}</div>
    </div>
  );
}

function TilesPanel({ item }: { item: MainMenuItem }) {
  const tiles = menuImages(item);
  if (tiles.length === 0) return null;
  return (
    <ul className="grid grid-cols-6 gap-5" data-testid="menu-tiles">
      {tiles.map((tile) => (
        <li key={tile.slot}>
          <MenuTile tile={tile} />
        </li>
      ))}
    </ul>
  );
}

function SubmenuPanel({
  menuId,
  item,
  subMenu,
}: {
  menuId: number;
  item: MainMenuItem | null;
  subMenu: SubMenuItem[];
}) {
  const columns = hasSubmenuColumns(menuId) ? submenuColumns(subMenu, menuId) : [];
  const links = fixedLinks(menuId);
  const promos = item ? promoImages(item) : [];
  if (columns.length === 0 && links.length === 0 && promos.length === 0) return null;
  return (
    <div className="flex gap-10">
      {links.length > 0 && (
        <ul data-testid="menu-fixed-links" className="w-48 shrink-0 space-y-3 border-r border-line pr-8">
          {links.map((link) => (
            <li key={link.href}>
              <Link
                to={link.href}
                className="group flex items-center justify-between text-sm font-medium hover:text-accent-strong"
              >
                {link.label}
                <ChevronRight aria-hidden className="size-4 text-ink-faint group-hover:text-accent" />
              </Link>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-1 gap-10">
        {columns.map((column) => (
          <ul key={column[0]!.submenu_id} data-testid="submenu-column" className="min-w-36 space-y-3">
            {column.map((submenu) => (
              <li key={submenu.submenu_id} data-testid="submenu-link">
                <Link
                  to={toShopPath(submenu.submenu_link) ?? '/'}
                  data-event-name={`submenu_${submenu.submenu_id}`}
                  className="inline-flex items-center gap-2 text-sm text-ink-soft hover:text-accent-strong"
                >
                  {submenu.submenu_name}
                  {hasNewBadge(submenu) && (
                    <span
                      data-testid="new-badge"
                      className="rounded-full bg-blush px-1.5 text-[10px] leading-4 font-semibold text-white uppercase"
                    >
                      {shellMessages.newBadge}
                    </span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        ))}
      </div>
      {promos.length > 0 && (
        <ul data-testid="menu-promos" className="grid w-[26rem] shrink-0 grid-cols-2 gap-5">
          {promos.map((tile) => (
            <li key={tile.slot}>
              <MenuTile tile={tile} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
