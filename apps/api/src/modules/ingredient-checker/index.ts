export { ingredientCheckerRoutes } from './ingredient-checker.routes.ts';
