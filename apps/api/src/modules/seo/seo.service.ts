import type { Database } from '@shop/db';
import * as repository from './seo.repository.ts';

interface SitemapEntry {
  path: string;
  lastmod?: Date;
}

/** Pages that are only ever the shop's own (storefront.md §2.2–2.3): never crawled. */
export const PRIVATE_PATH_PREFIXES = [
  '/my_cartlist',
  '/pay-finish/',
  '/payment/',
  '/member/',
  '/membercenter',
  '/couponlist',
  '/message_detail/',
  '/login',
  '/register',
  '/fblogin_callback',
  '/googlelogin_callback',
  '/linelogin_callback',
  '/linebinding-step',
  '/refresh_member_data',
  '/consultation1on1-booking',
  '/customer_routine_history_list',
  '/get_face_test_play_records',
  '/search/',
  '/share',
  '/lp-campaign-secret/',
  '/front-stage/',
];

/** Fixed public pages besides what the database lists: home, content indexes, promotion lists, the member programme. */
const STATIC_PATHS = [
  '/',
  '/news/news-list',
  '/skincare-advice',
  '/ingredient-dictionary',
  '/sale-events',
  '/match-pairs',
  '/add-on-purchases',
  '/gifts',
  '/buy-gifts',
  '/gift-activities',
  '/routine-kits',
  '/bonus-event',
  '/point-exchange',
  '/member-benefit',
  '/consultation1on1',
  '/CustomerRoutineFinder',
  '/beautypedia-ingredient-checker',
];

/** One address per shortcut list: the first spelling the rewrite table holds ('/hot-sale', not '/hot_sale'). */
function firstSpellings<Row extends { target: string | null }>(rows: readonly Row[]): Row[] {
  const seen = new Set<string | null>();
  return rows.filter((row) => !seen.has(row.target) && seen.add(row.target) !== undefined);
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Path segments are percent-encoded ('omega+complex' keeps its plus, which is legal in a path). */
function encodePath(path: string): string {
  return path
    .split('/')
    .map((segment) => encodeURIComponent(segment).replace(/%2B/g, '+'))
    .join('/');
}

async function sitemapEntries(db: Database, now: Date): Promise<SitemapEntry[]> {
  const s = await repository.selectSitemapSources(db, now);
  const entries: SitemapEntry[] = [
    ...STATIC_PATHS.map((path) => ({ path })),
    ...s.seriesRows.map((r) => ({ path: `/${r.slug}` })),
    ...s.categoryRows.map((r) => ({ path: `/${r.path}` })),
    ...firstSpellings(s.shortcutRows).map((r) => ({ path: `/${r.href}` })),
    ...s.saleEventRows.map((r) => ({ path: `/sale-events/${r.id}` })),
    ...s.matchPairRows.map((r) => ({ path: `/match-pairs/${r.id}` })),
    ...s.sellRows.map((r) => ({ path: `/${r.href}`, lastmod: r.lastmod })),
    ...s.newsRows.map((r) => ({ path: `/news/${r.id}`, lastmod: r.lastmod })),
    ...s.typeRows.map((r) => ({ path: `/skincare-advice/${r.rel2}` })),
    ...s.learnRows.map((r) => ({ path: `/skincare-advice/${r.rel2}/${r.rel3}`, lastmod: r.lastmod })),
    ...s.ingredientRows.map((r) => ({ path: `/ingredient-dictionary/${r.uid}` })),
    ...s.pageRows
      .filter((r) => r.noindex === 0 && r.http_status === 200)
      .map((r) => ({ path: `/${r.slug}`, lastmod: r.lastmod })),
  ];
  const seen = new Set<string>();
  return entries.filter((e) => !seen.has(e.path) && seen.add(e.path) !== undefined);
}

/** /sitemap.xml from the database: every public page a search engine should index. */
export async function renderSitemap(db: Database, origin: string, now = new Date()): Promise<string> {
  const urls = (await sitemapEntries(db, now)).map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString().slice(0, 10)}</lastmod>` : '';
    return `  <url><loc>${escapeXml(origin + encodePath(entry.path))}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** /robots.txt: member and utility pages and every noindex page are disallowed; the sitemap is named. */
export async function renderRobots(db: Database, origin: string): Promise<string> {
  const hidden = await repository.selectHiddenPages(db);
  const hiddenPaths = hidden.flatMap((page) =>
    [page.slug, ...page.aliases].map((slug) => `/${encodePath(slug)}`),
  );
  const disallowed = [...new Set([...PRIVATE_PATH_PREFIXES, ...hiddenPaths])];
  return [
    'User-agent: *',
    ...disallowed.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
