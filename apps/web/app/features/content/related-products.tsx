// Products named by an article or an ingredient, as product tiles below the text.
import type { ListProduct } from '@shop/contracts';
import { ProductCard } from '../catalogue/product-card';

export function RelatedProducts({
  title,
  products,
  imageHost,
}: {
  title: string;
  products: readonly ListProduct[];
  imageHost: string | null;
}) {
  if (products.length === 0) return null;
  return (
    <section data-testid="related-products" aria-label={title} className="mt-14">
      <h2 className="mb-5 text-lg font-semibold">{title}</h2>
      <ul className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3">
        {products.map((product) => (
          <ProductCard
            key={product.p_id}
            imageHost={imageHost}
            product={{
              href: product.href,
              name: product.p_name,
              image: product.p_img,
              price: product.p_price,
              discountedPrice: product.discounted_price,
              commentsTotal: product.comments_total,
            }}
          />
        ))}
      </ul>
    </section>
  );
}
