// The product page (storefront.md §2.2 '/{category}/{subcategory}/{id}' and '/{href}').
import { analyticsItem, catalogueMessages, errorMessages, thresholdLevelText } from '@shop/core';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Breadcrumb } from '../../components/breadcrumbs/list-breadcrumb';
import { HydrateApart } from '../../components/hydrate-apart';
import { LearnCard } from '../../components/learn-card';
import { Price } from '../../components/ui/price';
import { useCurrency } from '../../lib/use-browser-state';
import { reportAnalytics } from '../tracking/analytics';
import type { CommentsPage } from './comments-data';
import { ProductComments } from './product-comments';
import { ProductGallery } from './product-gallery';
import { ProductPurchase } from './product-purchase';
import type { ProductPageData } from './product-view';
import { Stars } from './stars';

const { product: text } = catalogueMessages;

export function ProductPage({
  data,
  comments,
  imageHost,
}: {
  data: ProductPageData;
  comments: CommentsPage;
  imageHost: string | null;
}) {
  const { product, crumbs, thresholds, activities, learns } = data;
  const name = product.name.trim() || errorMessages.productLoading;
  const inStock = product.stock > 0;
  const currency = useCurrency();
  useEffect(() => {
    const price = product.discountedPrice || product.price;
    const item = analyticsItem({ id: product.pId, name: product.name, price }, product.href);
    reportAnalytics('view_item', { items: [item], value: price });
  }, [product.pId, product.name, product.price, product.discountedPrice, product.href]);
  return (
    <article
      data-testid="product-page"
      data-product-id={product.pId}
      className="mx-auto max-w-6xl space-y-12 px-4 py-6 md:py-10"
    >
      <Breadcrumb crumbs={crumbs} />
      <div className="grid gap-8 md:grid-cols-2 md:gap-12">
        <ProductGallery images={product.images} name={name} imageHost={imageHost} />
        <div className="space-y-5">
          <h1 data-testid="product-name" className="text-2xl leading-snug font-semibold md:text-3xl">
            {name}
          </h1>
          {product.commentsTotal > 0 && product.rating !== null && (
            <a href="#comments" className="inline-flex items-center gap-2 text-sm text-ink-soft">
              <Stars value={product.rating} />
              {catalogueMessages.comments.count(product.commentsTotal)}
            </a>
          )}
          {product.spec && (
            <p className="text-sm text-ink-soft">
              <span className="mr-2 text-ink-faint">{text.spec}</span>
              <span data-testid="product-spec">{product.spec}</span>
            </p>
          )}
          <div data-testid="product-price">
            <Price price={product.price} discountedPrice={product.discountedPrice} className="text-2xl" />
          </div>
          <p className="text-xs text-ink-faint">{inStock ? text.inStock : text.soldOut}</p>
          <ProductPurchase productId={product.pId} inStock={inStock} />

          {thresholds.length > 0 && (
            <section data-testid="threshold-discounts" className="space-y-2 rounded-xl bg-accent-soft p-4">
              <h2 className="text-sm font-semibold">{text.thresholdTitle}</h2>
              {thresholds.map((activity) => (
                <div key={activity.id} className="text-sm">
                  <p className="font-medium">{activity.title}</p>
                  <ul className="mt-1 list-inside list-disc text-ink-soft">
                    {activity.levels.map((level) => (
                      <li key={`${level.threshold}-${level.kind}`}>{thresholdLevelText(level, currency)}</li>
                    ))}
                  </ul>
                </div>
              ))}
            </section>
          )}

          {activities.length > 0 && (
            <section data-testid="product-activities" className="space-y-2">
              <h2 className="text-sm font-semibold">{text.activitiesTitle}</h2>
              <ul className="space-y-1.5">
                {activities.map((activity) => (
                  <li key={activity.key} className="flex items-start gap-2 text-sm">
                    <span className="shrink-0 rounded bg-blush-soft px-2 py-0.5 text-xs text-blush">
                      {activity.label}
                    </span>
                    {activity.path ? (
                      <Link to={activity.path} className="hover:text-accent-strong">
                        {activity.title}
                      </Link>
                    ) : (
                      <span>{activity.title}</span>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </div>

      {/* Below the first screen: hydrated in its own pass, laid out when scrolled near. */}
      <HydrateApart>
        <ProductDetails product={product} comments={comments} learns={learns} imageHost={imageHost} />
      </HydrateApart>
    </article>
  );
}

/** Description sections, usage, ingredients, comments and related articles. */
function ProductDetails({
  product,
  comments,
  learns,
  imageHost,
}: {
  product: ProductPageData['product'];
  comments: CommentsPage;
  learns: ProductPageData['learns'];
  imageHost: string | null;
}) {
  return (
    <div className="render-when-near grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div className="space-y-8">
        {product.sections.map((section) => (
          <section key={section.key} aria-labelledby={`section-${section.key}`}>
            <h2
              id={`section-${section.key}`}
              className="mb-3 border-b border-line pb-2 text-lg font-semibold"
            >
              {section.title}
            </h2>
            {/* Sanitized on write by the API (issue 4 'HTML from the database'). */}
            <div
              className="prose-shop text-sm leading-relaxed"
              dangerouslySetInnerHTML={{ __html: section.html }}
            />
          </section>
        ))}
        {product.usage && !product.sections.some((section) => section.key === 'sell_application') && (
          <section>
            <h2 className="mb-3 border-b border-line pb-2 text-lg font-semibold">{text.usage}</h2>
            <p className="whitespace-pre-line text-sm leading-relaxed">{product.usage}</p>
          </section>
        )}
        {product.ingredients && (
          <section>
            <h2 className="mb-3 border-b border-line pb-2 text-lg font-semibold">{text.ingredients}</h2>
            <p className="text-xs leading-relaxed text-ink-soft">{product.ingredients}</p>
          </section>
        )}
        <ProductComments
          sellId={product.sellId}
          first={comments}
          rating={product.rating}
          imageHost={imageHost}
        />
      </div>
      {learns.length > 0 && (
        <aside data-testid="related-learns" aria-labelledby="related-title" className="space-y-4">
          <h2 id="related-title" className="text-lg font-semibold">
            {text.relatedArticles}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
            {learns.map((learn) => (
              <LearnCard key={learn.learn_id} learn={learn} imageHost={imageHost} />
            ))}
          </ul>
        </aside>
      )}
    </div>
  );
}
