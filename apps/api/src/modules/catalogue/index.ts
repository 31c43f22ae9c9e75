export { catalogueRoutes } from './catalogue.routes.ts';
export {
  listProductsByIds,
  openProductsByIds,
  otherProductsOfSeries,
  placesOfProduct,
  promoProductsById,
} from './product-cards.ts';
