// The paths of the content pages (storefront.md §2.2). routes.ts declares one route per path from
// these lists, so the table stays explicit and the pages can validate what they are handed.

/** Every FAQ page: /qa/{page}. q5-3 is the privacy policy. */
export const FAQ_PAGES = [
  'q1-1',
  ...['q2-1', 'q2-2', 'q2-3', 'q2-4', 'q2-5', 'q2-6', 'q2-7', 'q2-8'],
  'q3-1',
  'q3-2',
  ...['q4-1', 'q4-2', 'q4-3', 'q4-4', 'q4-5', 'q4-6', 'q4-7'],
  'q5-1',
  ...['q5-3', 'q5-4', 'q5-5', 'q5-6', 'q5-7'],
  'q7-1',
  'q8-1',
  'q9-1',
] as const;

/** The anchors of /qa/q1-1: element ids the page-start scroll looks for (storefront.md §2.4). */
export const FAQ_ANCHORS = ['shipping', 'refund', 'pc-point', 'ingredients'] as const;

/**
 * /about_{name} and /about-{name}: the route table spelling with '_' and the link spelling with '-'.
 * 'us' and 'beautypedia' are the spec's own; the rest are the about pages the CMS holds.
 */
export const ABOUT_NAMES = ['us', 'beautypedia', 'lab', 'formula', 'sustainability'] as const;

/** CMS pages with one spelling (the route table's). */
export const SINGLE_CONTENT_PAGES = [
  'advisory-board',
  'team',
  'for-men',
  'day-c-night-a',
  'body_event_2025',
  'co-fitness-2509',
  'lp-campaign-tb',
] as const;

/** Utility pages: always robots noindex. */
export const UTILITY_PAGES = ['hidden-export', 'noindex', 'delete404'] as const;

/** The {campaign} of /{campaign}-lp-campaign-tb and of /{campaign}Test pages the CMS holds. */
export const LANDING_CAMPAIGNS = ['glow'] as const;

/** /lp-campaign-secret/{campaign}-2509 and -2507. */
export const SECRET_CAMPAIGN_SUFFIXES = ['-2509', '-2507'] as const;

const CAMPAIGN_NAME = /^[a-z0-9][a-z0-9-]{0,40}$/i;

/** Whether /lp-campaign-secret/{segment} is a well-formed secret campaign address. */
export function isSecretCampaignSegment(segment: string): boolean {
  const suffix = SECRET_CAMPAIGN_SUFFIXES.find((s) => segment.endsWith(s));
  return suffix !== undefined && CAMPAIGN_NAME.test(segment.slice(0, -suffix.length));
}

/** Slugs are the path without its slashes at either end; the API knows each page's other spellings. */
export function slugOfPath(path: string): string {
  return path.replace(/^\/+/, '').replace(/\/+$/, '');
}

/** The news subcategory segment carries '@news': '/news/{category}/{subcategory}@news'. */
export const NEWS_CATEGORY_SUFFIX = '@news';

/** /news/{category}/{subcategory}@news */
export function newsCategoryPath(category: string, subcategory: string): string {
  return `/news/${encodeURIComponent(category)}/${encodeURIComponent(subcategory)}${NEWS_CATEGORY_SUFFIX}`;
}
