export {
  listProductsByIds,
  openProductsByIds,
  otherProductsOfSeries,
  placesOfProduct,
  promoProductsById,
} from './product-cards.ts';
