// Mega-menu and mobile-drawer rules (storefront.md §2.7, §2.8). Pure: they take the menu answers and
// return what to draw.
import { shellMessages } from '../messages/shell.ts';
import {
  CLIP_ELLIPSIS,
  MENU_IMAGE_SLOTS,
  PROMO_IMAGE_COUNT,
  SUBMENU_COLUMN_SIZE,
  SWIPE_CLOSE_PX,
} from './constants.ts';

/** Main menu ids the shell treats specially (storefront.md §9). */
export const MENU_ID = {
  siteExclusive: 6,
  skincareConcepts: 7,
  skinProblems: 10,
  news: 13,
  member: 14,
  products: 15,
  ingredients: 18,
  hotProducts: 20,
  encyclopedia: 22,
} as const;

/** The fields of a main menu item these rules read; image fields are read by name (mainmenu_image{N}…). */
export interface MenuItemLike {
  mainmenu_id: number;
  mainmenu_name: string;
  mainmenu_link: string | null;
  mainmenu_category_page_link: string | null;
}

export interface SubMenuLike {
  submenu_id: number;
  submenu_name: string;
  submenu_link: string;
  submenu_sort: number;
  submenu_open: number;
  submenu_show: number;
  mainmenu_id: number;
}

export interface MenuImage {
  slot: number;
  image: string;
  alt: string;
  title: string;
  subtitle: string;
  /** Shop path or absolute address; null when the slot has no link. */
  href: string | null;
}

export interface FixedLink {
  label: string;
  href: string;
}

export type PanelKind = 'tiles' | 'news' | 'submenu';

/** Cuts text to n characters and appends '...' when something was cut. */
export function clip(text: string, n: number): string {
  const chars = Array.from(text);
  return chars.length > n ? chars.slice(0, n).join('') + CLIP_ELLIPSIS : text;
}

/** A menu link as a path: absolute addresses stay, others become '/{link}'; empty → null. */
export function toShopPath(link: string | null | undefined): string | null {
  const value = link?.trim();
  if (!value) return null;
  if (/^https?:\/\//i.test(value)) return value;
  return `/${value.replace(/^\/+/, '')}`;
}

/** Items shown in the desktop bar: every item except news (13). */
export function visibleTopItems<T extends MenuItemLike>(items: readonly T[]): T[] {
  return items.filter((item) => item.mainmenu_id !== MENU_ID.news);
}

/** /{category page link}, else /{link}, else nowhere; the ingredients item (18) has its category link cleared. */
export function menuItemHref(item: MenuItemLike): string | null {
  const categoryLink = item.mainmenu_id === MENU_ID.ingredients ? null : item.mainmenu_category_page_link;
  return toShopPath(categoryLink) ?? toShopPath(item.mainmenu_link);
}

export function panelKind(menuId: number): PanelKind {
  if (menuId === MENU_ID.hotProducts) return 'tiles';
  if (menuId === MENU_ID.news) return 'news';
  return 'submenu';
}

/** Whether the panel lists submenu columns (the encyclopedia panel has fixed links instead). */
export function hasSubmenuColumns(menuId: number): boolean {
  return panelKind(menuId) === 'submenu' && menuId !== MENU_ID.encyclopedia;
}

const links = shellMessages.fixedLinks;
const FIXED_LINKS: Readonly<Record<number, readonly FixedLink[]>> = {
  [MENU_ID.products]: [
    { label: links.newProducts, href: '/new-products' },
    { label: links.hotSale, href: '/hot-sale' },
    { label: links.monthlyCampaign, href: '/monthly-campaign' },
  ],
  [MENU_ID.encyclopedia]: [
    { label: links.aboutBeautypedia, href: '/about-beautypedia' },
    { label: links.ingredientChecker, href: '/beautypedia-ingredient-checker' },
    { label: links.ingredientDictionary, href: '/ingredient-dictionary' },
    { label: links.skincareAdvice, href: '/skincare-advice' },
    { label: links.advisoryBoard, href: '/advisory-board' },
  ],
};

/** Fixed links of the products (15) and encyclopedia (22) panels; none for other items. */
export function fixedLinks(menuId: number): readonly FixedLink[] {
  return FIXED_LINKS[menuId] ?? [];
}

/** The drawer's shortcuts: the products panel's fixed links. */
export const DRAWER_SHORTCUTS = FIXED_LINKS[MENU_ID.products]!;

export function isSubmenuShown(submenu: SubMenuLike): boolean {
  return submenu.submenu_show === 1 && submenu.submenu_open === 1;
}

/** Shown submenus of one main menu item, highest submenu_sort first (ties keep their order). */
export function sortedSubmenus<T extends SubMenuLike>(submenus: readonly T[], menuId: number): T[] {
  return submenus
    .filter((s) => s.mainmenu_id === menuId && isSubmenuShown(s))
    .sort((a, b) => b.submenu_sort - a.submenu_sort);
}

/** The panel's submenu links cut into columns of 6. */
export function submenuColumns<T extends SubMenuLike>(
  submenus: readonly T[],
  menuId: number,
  size = SUBMENU_COLUMN_SIZE,
): T[][] {
  const sorted = sortedSubmenus(submenus, menuId);
  const columns: T[][] = [];
  for (let i = 0; i < sorted.length; i += size) columns.push(sorted.slice(i, i + size));
  return columns;
}

export function hasNewBadge(submenu: Pick<SubMenuLike, 'submenu_name'>): boolean {
  return submenu.submenu_name === shellMessages.newBadgeSubmenuName;
}

function field(item: MenuItemLike, name: string): string {
  const value = (item as unknown as Record<string, unknown>)[name];
  return typeof value === 'string' ? value.trim() : '';
}

/** The filled image slots of an item, in slot order; `mobile` prefers mainmenu_mobile_image{N}. */
export function menuImages(item: MenuItemLike, options: { mobile?: boolean } = {}): MenuImage[] {
  const images: MenuImage[] = [];
  for (let slot = 1; slot <= MENU_IMAGE_SLOTS; slot++) {
    const desktop = field(item, `mainmenu_image${slot}`);
    const image = (options.mobile && field(item, `mainmenu_mobile_image${slot}`)) || desktop;
    if (!image) continue;
    images.push({
      slot,
      image,
      alt: field(item, `mainmenu_image${slot}_alt`),
      title: field(item, `mainmenu_image${slot}_title`),
      subtitle: field(item, `mainmenu_image${slot}_subtitle`),
      href: toShopPath(field(item, `mainmenu_image${slot}_link`)),
    });
  }
  return images;
}

/**
 * The 2 promo images beside a panel. The encyclopedia item (22) has its image titles blanked and
 * replaced by the dictionary / checker labels.
 */
export function promoImages(item: MenuItemLike): MenuImage[] {
  const images = menuImages(item).slice(0, PROMO_IMAGE_COUNT);
  if (item.mainmenu_id !== MENU_ID.encyclopedia) return images;
  return images.map((image, i) => ({ ...image, title: shellMessages.encyclopediaImageLabels[i] ?? '' }));
}

export interface DrawerSection<S extends SubMenuLike = SubMenuLike> {
  menuId: number;
  title: string;
  links: S[];
  tiles: MenuImage[];
}

const sections = shellMessages.drawerSections;
/** The drawer's accordion sections, in order (storefront.md §2.8). */
export const DRAWER_SECTIONS: readonly { menuId: number; title: string }[] = [
  { menuId: MENU_ID.products, title: sections.products },
  { menuId: MENU_ID.ingredients, title: sections.ingredients },
  { menuId: MENU_ID.siteExclusive, title: sections.siteExclusive },
  { menuId: MENU_ID.member, title: sections.member },
  { menuId: MENU_ID.skincareConcepts, title: sections.concepts },
  { menuId: MENU_ID.skinProblems, title: sections.problems },
];

/** Menus whose submenus the drawer may show. */
export const DRAWER_SUBMENU_MENU_IDS: readonly number[] = [6, 15, 18, 14, 7, 10, 13];

export function isDrawerSubmenu(submenu: SubMenuLike): boolean {
  return isSubmenuShown(submenu) && DRAWER_SUBMENU_MENU_IDS.includes(submenu.mainmenu_id);
}

/** Each drawer section with its submenu links and the mobile image tiles of the matching main menu. */
export function drawerSections<S extends SubMenuLike>(
  mainMenu: readonly MenuItemLike[],
  subMenu: readonly S[],
): DrawerSection<S>[] {
  const shown = subMenu.filter(isDrawerSubmenu);
  return DRAWER_SECTIONS.map(({ menuId, title }) => {
    const item = mainMenu.find((m) => m.mainmenu_id === menuId);
    return {
      menuId,
      title,
      links: sortedSubmenus(shown, menuId),
      tiles: item ? menuImages(item, { mobile: true }) : [],
    };
  });
}

/** A horizontal move to the left of more than 50 px closes the drawer. */
export function isCloseSwipe(startX: number, endX: number): boolean {
  return startX - endX > SWIPE_CLOSE_PX;
}
