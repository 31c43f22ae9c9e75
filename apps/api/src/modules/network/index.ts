export { networkRoutes } from './network.routes.ts';
