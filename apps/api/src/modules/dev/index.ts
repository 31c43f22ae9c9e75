export { devRoutes } from './dev.routes.ts';
