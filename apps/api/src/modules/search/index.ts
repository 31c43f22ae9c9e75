export { SEARCH_KEEP_MS, searchRoutes } from './search.routes.ts';
