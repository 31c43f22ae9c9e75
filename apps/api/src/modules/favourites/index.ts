export { favouriteRoutes } from './favourites.routes.ts';
