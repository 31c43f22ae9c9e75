export { contentRoutes } from './content.routes.ts';
