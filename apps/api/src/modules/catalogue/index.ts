export { listProductsPage } from './catalogue.service.ts';
export {
  listProductsByIds,
  openProductsByIds,
  otherProductsOfSeries,
  placesOfProduct,
  promoProductsById,
} from './product-cards.ts';
export type { FirstSell, ListScope } from './product-list.repository.ts';
