export { trackingRoutes } from './tracking.routes.ts';
