// The storefront's route table (storefront.md §2.2), one explicit list.
import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';
import {
  ABOUT_NAMES,
  FAQ_PAGES,
  LANDING_CAMPAIGNS,
  SINGLE_CONTENT_PAGES,
  UTILITY_PAGES,
} from './features/content/content-paths';
import { MEMBER_PAGES, memberRouteId } from './features/members/member-paths';

/** A page of the CMS table; one module serves every path, so each route gets its own id. */
const cmsPage = (path: string) => route(path, 'routes/content/content-page.tsx', { id: `cms:${path}` });

/** storefront.md §2.2 product series pages; they resolve through the rewrite lists like /{href}. */
const SERIES_PATHS = [
  'exfoliate',
  'clinical',
  'c-plus',
  'boost',
  'resist-oily',
  'resist-dry',
  'clear',
  'skin-balancing',
  'skin-recovery',
  'calm',
  'omega+complex',
] as const;
/** Shortcut list pages linked from the menus, both spellings of /hot-sale, and the all-products page. */
const SHORTCUT_PATHS = [
  'new-products',
  'hot-sale',
  'hot_sale',
  'monthly-campaign',
  'skin_care_products',
] as const;
/** One module decides every catalogue path: series, shortcuts, categories, /{href} products, else 404. */
const SHOP_PATH = 'routes/catalogue/shop-path.tsx';

export default [
  // Pages with the full site chrome: header, mega-menu, footer (storefront.md §2.1 'default').
  layout('routes/layouts/default.tsx', [
    // ── pages: home (index), /search/:keyword ──
    index('routes/shell/home.tsx'),
    route('search/:keyword', 'routes/search/search-results.tsx'),
    // ── content: news, skincare advice, ingredient dictionary, FAQ, about, campaign and utility pages ──
    // (explicit paths, ahead of the catalogue's /{category} and /{href} routes)
    route('news/news-list', 'routes/content/news-list.tsx'),
    route('news/:id', 'routes/content/news-detail.tsx'),
    route('news/:category/:subcategory', 'routes/content/news-category.tsx'), // /news/{category}/{subcategory}@news
    route('skincare-advice', 'routes/content/skincare-advice.tsx'),
    route('skincare-advice/:category', 'routes/content/skincare-advice-category.tsx'),
    route('skincare-advice/:category/:article', 'routes/content/skincare-article.tsx'),
    route('ingredient-dictionary', 'routes/content/ingredient-dictionary.tsx'),
    route('ingredient-dictionary/:uid', 'routes/content/ingredient-detail.tsx'),
    route('qa', 'routes/content/faq-index.tsx'),
    ...FAQ_PAGES.map((page) => route(`qa/${page}`, 'routes/content/faq-page.tsx', { id: `qa:${page}` })),
    route('contact-us', 'routes/content/contact-us.tsx'),
    // /about_{name} (route-table spelling) and /about-{name} (link spelling): /about_us, /about-us …
    ...ABOUT_NAMES.flatMap((name) => [cmsPage(`about_${name}`), cmsPage(`about-${name}`)]),
    // /advisory-board, /team, /for-men, /day-c-night-a, /body_event_2025, /co-fitness-2509, /lp-campaign-tb
    ...SINGLE_CONTENT_PAGES.map(cmsPage),
    // /{campaign}-lp-campaign-tb and /{campaign}Test for the campaigns the CMS holds
    ...LANDING_CAMPAIGNS.flatMap((campaign) => [
      cmsPage(`${campaign}-lp-campaign-tb`),
      cmsPage(`${campaign}Test`),
    ]),
    cmsPage('lp-campaign-secret/:campaign'), // /lp-campaign-secret/{campaign}-2509 and -2507
    // /hidden-export, /noindex, /delete404 (robots noindex)
    ...UTILITY_PAGES.map(cmsPage),
    // ── catalogue, member … routes go here ──
    // ── accounts: login, register, forgotten password ──
    route('login', 'routes/accounts/login.tsx'),
    route('register', 'routes/accounts/register.tsx'),
    route('forgot-password', 'routes/accounts/forgot-password.tsx'),
    // ── members: every member page in both readings (member-area §2.1), inside the member navigation ──
    layout(
      'routes/members/member-layout.tsx',
      MEMBER_PAGES.flatMap((page) =>
        page.paths.map((path) =>
          route(path, `routes/members/${page.module}`, { id: memberRouteId(page.key, path) }),
        ),
      ),
    ),
    // ── catalogue: series, shortcut lists, banner and tag pages ──
    ...SERIES_PATHS.map((slug) => route(slug, SHOP_PATH, { id: `series-${slug}` })),
    ...SHORTCUT_PATHS.map((slug) => route(slug, SHOP_PATH, { id: `shortcut-${slug}` })),
    route('ProductBanner', 'routes/catalogue/product-banner.tsx'),
    route('Awoopage_tag', 'routes/catalogue/tag-page.tsx'),
    // ── promotions (paths ours: the spec shows none) ──
    route('sale-events', 'routes/promotions/sale-events.tsx'),
    route('sale-events/:id', 'routes/promotions/sale-event.tsx'),
    route('match-pairs', 'routes/promotions/match-pairs.tsx'),
    route('match-pairs/:id', 'routes/promotions/match-pair.tsx'),
    route('add-on-purchases', 'routes/promotions/add-on-purchases.tsx'),
    route('gifts', 'routes/promotions/gifts.tsx'),
    route('buy-gifts', 'routes/promotions/buy-gifts.tsx'),
    route('gift-activities', 'routes/promotions/gift-activities.tsx'),
    route('routine-kits', 'routes/promotions/routine-kits.tsx'),
    route('bonus-event', 'routes/promotions/bonus-event.tsx'),
    route('point-exchange', 'routes/promotions/point-exchange.tsx'),
    route('pc-point', 'routes/promotions/pc-point.tsx'),
    // ── skincare tools: the one-on-one consultation and its booking (member-area §2.11) ──
    route('consultation1on1', 'routes/consultations/consultation.tsx'),
    route('consultation1on1-booking', 'routes/consultations/consultation-booking.tsx'),
    // ── skincare tools: the routine finder (member-area §2.8); its history is a member page ──
    route('CustomerRoutineFinder', 'routes/routine-finder/routine-finder.tsx'),
    // ── skincare tools: the skin analyzer, both spellings of its path (member-area §2.1, §2.7) ──
    route('SkinAnalyzer', 'routes/skin-analyzer/skin-analyzer.tsx', { id: 'skin-analyzer' }),
    route('skin-analyzer', 'routes/skin-analyzer/skin-analyzer.tsx', { id: 'skin-analyzer-link' }),
    // ── skincare tools: the body skin test (member-area §2.10); its plays are saved for members ──
    route('body-skin-checkup', 'routes/skin-tests/body-skin-checkup.tsx'),
    // ── skincare tools: the ingredient checker and its shared reports (member-area §2.9) ──
    route('beautypedia-ingredient-checker', 'routes/ingredient-checker/ingredient-checker.tsx'),
    route('share', 'routes/ingredient-checker/share.tsx'),
    // ── checkout: cart and checkout in one page (login required), and the order completion every
    //    payment ends on ──
    route('my_cartlist', 'routes/checkout/cartlist.tsx'),
    route('pay-finish/:ordersn', 'routes/checkout/pay-finish.tsx'),
    // ── pages: catch-all ('*') stays last: /{category}, /{category}/{subcategory},
    //    /{category}/{subcategory}/{id} and /{href} through the rewrite lists, else the 404 page ──
    route('*', SHOP_PATH, { id: 'shop-path' }),
  ]),

  // Pages without site chrome (storefront.md §2.1 'onlybody').
  layout('routes/layouts/onlybody.tsx', [
    // ── /linebinding-step1, /linebinding-step2, /beautypedia-ingredient-checker-onlybody, /RoutineKit ──
    // ── promotions: the routine kits without chrome (member-area §2.1, /RoutineKit; canonical /routine-kits) ──
    route('RoutineKit', 'routes/promotions/routine-kits.tsx', { id: 'routine-kit-onlybody' }),
    // ── skincare tools: the ingredient checker without chrome (member-area §2.1) ──
    route(
      'beautypedia-ingredient-checker-onlybody',
      'routes/ingredient-checker/ingredient-checker-onlybody.tsx',
    ),
    // ── accounts: social-login callbacks, LINE binding, member data refresh ──
    route('fblogin_callback', 'routes/accounts/social-callback.tsx', { id: 'fblogin-callback' }),
    route('googlelogin_callback', 'routes/accounts/social-callback.tsx', { id: 'googlelogin-callback' }),
    route('linelogin_callback', 'routes/accounts/social-callback.tsx', { id: 'linelogin-callback' }),
    route('linebinding-step1', 'routes/accounts/line-binding-step1.tsx'),
    route('linebinding-step2', 'routes/accounts/line-binding-step2.tsx'),
    route('refresh_member_data', 'routes/accounts/refresh-member-data.tsx'),
    // ── checkout: LINE Pay's confirmUrl ──
    route('payment/linepay_success', 'routes/checkout/linepay-success.tsx'),
  ]),
] satisfies RouteConfig;
