export { shellRoutes } from './shell.routes.ts';
