// The analyzer's standard add to cart (member-area-and-tools.md §5 'Skin analyzer add to cart'):
// checked against the open-products list just fetched, in the spec's order.
import { skinAnalyzerMessages as m } from '@shop/core';

export interface StockedProduct {
  p_id: number;
  p_name: string;
  stock: number;
}

/**
 * null when the product may go into the cart, else the message: not in the open products 商品不存在;
 * stock 0 「{name}」已售完; units already in the cart + 1 over the stock 「{name}」已超過購買上限.
 */
export function standardAddProblem(
  productId: number,
  openProducts: readonly StockedProduct[],
  inCart: number,
): string | null {
  const product = openProducts.find((p) => p.p_id === productId);
  if (!product) return m.productMissing;
  if (product.stock <= 0) return m.soldOut(product.p_name);
  if (inCart + 1 > product.stock) return m.overLimit(product.p_name);
  return null;
}
