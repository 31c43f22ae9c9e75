// Series pages, shortcut lists, /{category}, /{category}/{subcategory}, /{category}/{subcategory}/{id}
// and /{href} product pages (storefront.md §2.2). What a path shows is decided in one place
// (resolveShopPath); a path it does not know answers the 404 page exactly as the '*' route did.
import { catalogueMessages, isNarrowed, productImageUrl } from '@shop/core';
import { redirect } from 'react-router';
import { JsonLd } from '../../features/catalogue/json-ld';
import { ListPage } from '../../features/catalogue/list-page';
import { ProductPage } from '../../features/catalogue/product-page';
import { breadcrumbJsonLd, pageMeta, plainText, productJsonLd } from '../../features/catalogue/seo';
import { resolveShopPath, shopPathOf } from '../../features/catalogue/shop-path.server';
import { productPath } from '../../lib/links';
import { itemListJsonLd } from '../../lib/seo';
import { useShellData } from '../../lib/shell-data';
import NotFound, { loader as notFoundLoader, meta as notFoundMeta } from '../shell/not-found';
import type { Route } from './+types/shop-path';

export const meta: Route.MetaFunction = (args) => {
  const { data } = args;
  if (!data || !('kind' in data)) return notFoundMeta();
  if (data.kind === 'list') {
    const { view } = data;
    return pageMeta({
      title: view.title,
      description:
        view.description ||
        catalogueMessages.productCount(view.narrowing?.paging.total ?? view.products.length),
      // A sorted, filtered or later page is a variation of the plain list: canonical to it, not indexed.
      noindex: view.narrowing ? isNarrowed(view.narrowing.query) : false,
      origin: data.origin,
      path: data.canonical,
      image:
        (data.image ?? view.products[0]?.image)
          ? productImageUrl(data.image ?? view.products[0]!.image)
          : null,
    });
  }
  const { product } = data.data;
  return pageMeta({
    title: product.seoTitle || product.name || catalogueMessages.productLoading,
    description: product.seoDescription || plainText(product.sections[0]?.html ?? product.name),
    origin: data.origin,
    path: data.canonical,
    image: productImageUrl(product.images[0]),
    type: 'product',
  });
};

export async function loader(args: Route.LoaderArgs) {
  const { request, context } = args;
  const path = shopPathOf(request.url);
  const resolved = await resolveShopPath(context.api, path, new URL(request.url).searchParams);
  const origin = new URL(request.url).origin;
  if (resolved.kind === 'redirect') throw redirect(resolved.to, 301);
  if (resolved.kind === 'none') return notFoundLoader(args);
  return { ...resolved, origin, path: `/${path}` };
}

export default function ShopPath(props: Route.ComponentProps) {
  const { loaderData } = props;
  const { imageHost } = useShellData();
  if (!('kind' in loaderData)) return <NotFound loaderData={loaderData} />;
  if (loaderData.kind === 'list') {
    const { view, origin } = loaderData;
    const items = view.products.map((product) => ({ name: product.name, path: productPath(product.href) }));
    return (
      <>
        <JsonLd data={breadcrumbJsonLd(view.crumbs, origin)} />
        <JsonLd data={itemListJsonLd(items, origin)} />
        <ListPage view={view} imageHost={imageHost} />
      </>
    );
  }
  const { data, comments, origin } = loaderData;
  const { product } = data;
  const url = new URL(loaderData.canonical, origin).href;
  return (
    <>
      <JsonLd
        data={productJsonLd({
          name: product.name || catalogueMessages.productLoading,
          description: product.seoDescription || plainText(product.sections[0]?.html ?? product.name, 300),
          images: product.images.map(
            (image) => new URL(productImageUrl(image, imageHost ?? ''), origin).href,
          ),
          sku: String(product.pId),
          price: product.discountedPrice,
          inStock: product.stock > 0,
          url,
          commentsTotal: product.commentsTotal,
          rating: product.rating,
        })}
      />
      <JsonLd data={breadcrumbJsonLd(data.crumbs, origin)} />
      <ProductPage data={data} comments={comments} imageHost={imageHost} />
    </>
  );
}
