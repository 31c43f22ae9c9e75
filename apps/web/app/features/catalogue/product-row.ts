// Product rows of list and promotion answers (storefront.md §3 'Product') as product cards.
import type { ProductCardData } from './product-card';
import { num, type Row, str } from './read';

export type CardItem = ProductCardData & { key: string | number; pId: number; stock: number };

export function toCardItem(row: Row): CardItem {
  const price = num(row.p_price);
  return {
    key: num(row.sell_id ?? row.p_id, 0) || str(row.href),
    pId: num(row.p_id),
    href: str(row.href ?? row.url),
    name: str(row.sell_name ?? row.p_name),
    image: str(row.sell_image ?? row.p_img),
    price,
    discountedPrice: num(row.discounted_price ?? row.discount_price, price),
    commentsTotal: row.comments_total === undefined ? undefined : num(row.comments_total),
    rating: typeof row.rating === 'number' ? row.rating : row.rating === null ? null : undefined,
    stock: num(row.stock, 1),
    productId: num(row.p_id),
  };
}
