export { lineBindingRoutes } from './line-binding.routes.ts';
