import type { injectionPoints, legacyRedirects, rewrites } from '../src/schema/index.ts';
import { SERIES } from './catalogue.ts';

type RewriteRow = Omit<typeof rewrites.$inferInsert, 'rewrite_id'>;
type LegacyRedirectRow = typeof legacyRedirects.$inferInsert;
type InjectionPointRow = typeof injectionPoints.$inferInsert;

/**
 * Rewrites besides the one per sell page (those are made from the inserted sells):
 * each series page is a product_type list keyed by its slug, the shortcut pages are sell_type lists.
 */
export const EXTRA_REWRITES: RewriteRow[] = [
  ...SERIES.map((s): RewriteRow => ({ href: s.slug, target_type: 'product_type', target_path: s.slug })),
  { href: 'skin_care_products', target_type: 'product_type', target_path: 'all' },
  { href: 'new-products', target_type: 'sell_type', target_path: 'new' },
  { href: 'hot-sale', target_type: 'sell_type', target_path: 'hot' },
  { href: 'hot_sale', target_type: 'sell_type', target_path: 'hot' },
  { href: 'monthly-campaign', target_type: 'sell_type', target_path: 'campaign' },
  { href: 'about-us', target_type: 'page', target_path: 'about_us' },
  { href: 'about-beautypedia', target_type: 'page', target_path: 'about_beautypedia' },
];

/** Old .php pages and where they live now; news.php's id query is handled by the storefront (spec 2.4). */
export const LEGACY_REDIRECTS: LegacyRedirectRow[] = [
  { php_file: 'index.php', target_path: '/' },
  { php_file: 'gift3-5.php', target_path: '/gift3-5' },
  { php_file: 'member_2025.php', target_path: '/member-benefit' },
  { php_file: 'news.php', target_path: '/news/news-list' },
  { php_file: 'about.php', target_path: '/about-us' },
  { php_file: 'contact.php', target_path: '/contact-us' },
  { php_file: 'faq.php', target_path: '/qa' },
  { php_file: 'privacy.php', target_path: '/qa/q5-3' },
  { php_file: 'products.php', target_path: '/skin_care_products' },
  { php_file: 'new_products.php', target_path: '/new-products' },
  { php_file: 'hot.php', target_path: '/hot-sale' },
  { php_file: 'learn.php', target_path: '/skincare-advice' },
  { php_file: 'ingredient.php', target_path: '/ingredient-dictionary' },
  { php_file: 'member.php', target_path: '/membercenter' },
  { php_file: 'login.php', target_path: '/login' },
  { php_file: 'register.php', target_path: '/register' },
  { php_file: 'cart.php', target_path: '/my_cartlist' },
  { php_file: 'point.php', target_path: '/pc-point' },
];

export const INJECTION_POINTS: InjectionPointRow[] = [
  {
    id: 'home-notice',
    path: '[data-injection-target="home-notice"]',
    target_element: 'div',
    style:
      'margin:12px auto;max-width:1200px;padding:10px 16px;border-radius:8px;background:#fff6e8;color:#8a4b08;font-size:14px;text-align:center;',
    current_content:
      '<p class="injected-notice">全館單件免運・今日下單明日到貨（週末及國定假日除外）｜<a href="/qa/q1-1#shipping">配送說明</a></p>',
    active: 1,
  },
];
