// What the footer links to (storefront.md §2.10); labels come from the message catalogue.
import {
  DRAWER_SHORTCUTS,
  type FixedLink,
  lineAddFriendUrl,
  MENU_ID,
  type PayMethod,
  type ShopIdentity,
  type SubMenuLike,
  shellMessages,
  sortedSubmenus,
  toShopPath,
} from '@shop/core';

const m = shellMessages;

export const FOOTER_BENEFITS = [
  { key: 'freeShipping', label: m.footerBenefits.freeShipping, href: '/qa/q1-1#shipping' },
  { key: 'satisfaction', label: m.footerBenefits.satisfaction, href: '/qa/q1-1#refund' },
  { key: 'points', label: m.footerBenefits.points, href: '/pc-point' },
  { key: 'consultation', label: m.footerBenefits.consultation, href: '/consultation1on1' },
  {
    key: 'ingredientChecker',
    label: m.footerBenefits.ingredientChecker,
    href: '/beautypedia-ingredient-checker',
  },
] as const;

export interface FooterColumn {
  key: string;
  title: string;
  links: readonly FixedLink[];
}

const links = m.footerLinks;

/** Links of a main menu's shown submenus, highest sort first (the series and site-exclusive columns). */
function submenuLinks(subMenu: readonly SubMenuLike[], menuId: number): FixedLink[] {
  return sortedSubmenus(subMenu, menuId).map((s) => ({
    label: s.submenu_name,
    href: toShopPath(s.submenu_link) ?? '/',
  }));
}

function uniqueByHref(list: readonly FixedLink[]): FixedLink[] {
  return list.filter((link, i) => list.findIndex((other) => other.href === link.href) === i);
}

/** The link columns: product series (menu 15) and site-exclusive (menu 6) follow the menus; the rest are fixed. */
export function footerColumns(subMenu: readonly SubMenuLike[]): FooterColumn[] {
  return [
    { key: 'series', title: m.footerColumns.series, links: submenuLinks(subMenu, MENU_ID.products) },
    {
      key: 'siteExclusive',
      title: m.footerColumns.siteExclusive,
      links: uniqueByHref([...DRAWER_SHORTCUTS, ...submenuLinks(subMenu, MENU_ID.siteExclusive)]),
    },
    {
      key: 'about',
      title: m.footerColumns.about,
      links: [
        { label: links.aboutUs, href: '/about-us' },
        { label: links.team, href: '/team' },
        { label: links.advisoryBoard, href: '/advisory-board' },
        { label: links.beautypedia, href: '/about-beautypedia' },
        { label: links.skincareAdvice, href: '/skincare-advice' },
        { label: links.newsList, href: '/news/news-list' },
      ],
    },
    {
      key: 'service',
      title: m.footerColumns.service,
      links: [
        { label: links.faq, href: '/qa' },
        { label: links.shipping, href: '/qa/q1-1#shipping' },
        { label: links.refund, href: '/qa/q1-1#refund' },
        { label: links.pointRules, href: '/qa/q1-1#pc-point' },
        { label: links.privacy, href: '/qa/q5-3' },
        { label: links.consultation, href: '/consultation1on1' },
      ],
    },
  ];
}

/** The shop's own social accounts, from its settings (issue 23: they pointed at the platforms' home pages). */
export function socialLinksOf(shop: ShopIdentity) {
  return [
    { label: 'Facebook', short: 'f', href: shop.facebookUrl },
    { label: 'Instagram', short: 'IG', href: shop.instagramUrl },
    { label: 'LINE', short: 'LINE', href: lineAddFriendUrl(shop.lineId) },
    { label: 'YouTube', short: 'YT', href: shop.youtubeUrl },
  ] as const;
}

export const PAYMENT_BADGES = [
  'VISA',
  'Mastercard',
  'JCB',
  'LINE Pay',
  'JKO Pay',
  'Apple Pay',
  'Google Pay',
  'ATM',
] as const;
export type PaymentBrand = (typeof PAYMENT_BADGES)[number];

/** The marks each pay method stands for; the sandbox and cash on pickup have none. */
const BRANDS_OF_PAY_METHOD: Partial<Record<PayMethod, readonly PaymentBrand[]>> = {
  card: ['VISA', 'Mastercard', 'JCB'],
  linepay: ['LINE Pay'],
  jkopay: ['JKO Pay'],
  applepay: ['Apple Pay'],
  googlepay: ['Google Pay'],
  atm: ['ATM'],
};

/** The footer's marks: only those of the pay methods the server offers (get-pay-method-list), in badge order. */
export function paymentBrandsOf(payMethods: readonly PayMethod[]): PaymentBrand[] {
  const shown = new Set(payMethods.flatMap((pay) => BRANDS_OF_PAY_METHOD[pay] ?? []));
  return PAYMENT_BADGES.filter((brand) => shown.has(brand));
}
