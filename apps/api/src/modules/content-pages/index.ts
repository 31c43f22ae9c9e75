export { contentPageRoutes } from './content-pages.routes.ts';
