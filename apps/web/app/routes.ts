// The storefront's route table (storefront.md §2.2), one explicit list.
import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  // Pages with the full site chrome: header, mega-menu, footer (storefront.md §2.1 'default').
  layout('routes/layouts/default.tsx', [
    // ── pages: home (index), /search/:keyword ──
    index('routes/shell/home.tsx'),
    route('search/:keyword', 'routes/search/search-results.tsx'),
    // ── catalogue, content, member … routes go here ──
    // ── pages: catch-all 404 ('*') stays last ──
    route('*', 'routes/shell/not-found.tsx'),
  ]),

  // Pages without site chrome (storefront.md §2.1 'onlybody').
  layout('routes/layouts/onlybody.tsx', [
    // ── /linebinding-step1, /linebinding-step2, /beautypedia-ingredient-checker-onlybody, /RoutineKit ──
  ]),
] satisfies RouteConfig;
