export { sellPageRoutes } from './sell-pages.routes.ts';
