export { catalogueRoutes } from './catalogue.routes.ts';
export {
  listProductsByIds,
  openProductsByIds,
  otherProductsOfSeries,
  placesOfProduct,
  promoProductsById,
  ratingOf,
  starsOf,
} from './product-cards.ts';
