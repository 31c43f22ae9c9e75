// Home (storefront.md §2.2): banners, small carousels beside hot products, the video, hot articles.
import type { ProductCard as ProductCardAnswer } from '@shop/contracts';
import { pagesMessages, shellMessages } from '@shop/core';
import { Link } from 'react-router';
import { LearnCard } from '../../components/learn-card';
import { ProductCard, type ProductCardData } from '../../features/catalogue/product-card';
import { HomeBanners } from '../../features/shell/home-banners';
import { HomeVideo } from '../../features/shell/home-video';
import { SmallCarousels } from '../../features/shell/small-carousels';
import { contentImageUrl } from '../../lib/media';
import { organizationJsonLd, webSiteJsonLd } from '../../lib/seo';
import { useShellData } from '../../lib/shell-data';
import type { Route } from './+types/home';

const { home } = pagesMessages;
/** The shop's mark (apps/web/public), named as the Organization's logo. */
const SHOP_LOGO_PATH = '/favicon.svg';

export const meta: Route.MetaFunction = ({ data }) => {
  const title = pagesMessages.titleWithBrand(home.metaTitle, shellMessages.brandName);
  const tags: Route.MetaDescriptors = [
    { title },
    { name: 'description', content: home.metaDescription },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: shellMessages.brandName },
    { property: 'og:title', content: title },
    { property: 'og:description', content: home.metaDescription },
    { property: 'og:locale', content: 'zh_TW' },
  ];
  if (data?.origin) {
    tags.push(
      { property: 'og:url', content: `${data.origin}/` },
      { tagName: 'link', rel: 'canonical', href: `${data.origin}/` },
      { 'script:ld+json': organizationJsonLd(data.origin, SHOP_LOGO_PATH) },
      { 'script:ld+json': webSiteJsonLd(data.origin) },
    );
    const banner = data.banners[0];
    if (banner) {
      const image = contentImageUrl(banner.banner_image, data.imageHost);
      tags.push({ property: 'og:image', content: new URL(image, data.origin).href });
    }
  }
  return tags;
};

/** A home section that fails is logged and left out; the page still answers (storefront.md §8). */
async function section<T>(what: string, load: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await load();
  } catch (error) {
    console.error(`[home] ${what} failed`, error);
    return fallback;
  }
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { api } = context;
  const [banners, smallCarousels, hotProducts, homeVideo, hotLearns] = await Promise.all([
    section('home-banners', async () => (await api.homeBanners()).homeBanners, []),
    section('get-small-carousels', async () => (await api.smallCarousels()).smallCarousels, []),
    section('get-hot-products', async () => (await api.hotProducts()).hotProducts, []),
    section('get-home-video', async () => (await api.homeVideo()).homeVideo, null),
    section('get-hot-learns', async () => (await api.hotLearns()).hotLearns, []),
  ]);
  return {
    banners,
    smallCarousels,
    hotProducts,
    homeVideo,
    hotLearns,
    origin: new URL(request.url).origin,
    imageHost: context.imageHost,
  };
}

function toCard(product: ProductCardAnswer): ProductCardData {
  return {
    href: product.href,
    name: product.p_name,
    image: product.p_img,
    price: product.p_price,
    discountedPrice: product.discounted_price,
    productId: product.p_id,
    stock: product.stock,
  };
}

/**
 * Hot products fill whole rows: a last row of one or two cards (10 products in 3 columns) is left
 * out rather than shown as an orphan; 2 columns below 768 px, 3 from there.
 */
const FULL_ROWS_ONLY = [
  'max-md:[&>li:nth-child(2n+1):last-child]:hidden',
  'md:[&>li:nth-child(3n+1):last-child]:hidden',
  'md:[&>li:nth-child(3n+1):nth-last-child(2)]:hidden',
  'md:[&>li:nth-child(3n+2):last-child]:hidden',
].join(' ');

function SectionTitle({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="mb-6 text-center text-xl font-semibold tracking-wide md:text-2xl">
      {children}
    </h2>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { banners, smallCarousels, hotProducts, homeVideo, hotLearns } = loaderData;
  const { imageHost } = useShellData();
  const hasSmallCarousels = smallCarousels.length > 0;
  return (
    <div className="space-y-14 pb-16 md:space-y-20">
      {/* The banners carry the look; the page's one H1 names the shop for readers and search engines. */}
      <h1 data-testid="home-heading" className="sr-only">
        {pagesMessages.titleWithBrand(home.metaTitle, shellMessages.brandName)}
      </h1>
      <div>
        <HomeBanners banners={banners} imageHost={imageHost} />
        {/* Content injection (storefront.md §2.12) inserts the shop's notice before this anchor, 3 s
            after start. Its slot keeps room for a two-line notice on a phone (one line from 768 px; a
            Chinese system font makes the lines a little taller than their line-height),
            so its arrival moves nothing below (CLS); flow-root keeps the notice's margin inside. */}
        <div data-testid="home-notice-slot" className="flow-root min-h-[6rem] md:min-h-[4.5rem]">
          <div data-injection-target="home-notice" className="px-4" />
        </div>
      </div>

      <div
        className={`mx-auto grid max-w-6xl gap-8 px-4 ${hasSmallCarousels ? 'lg:grid-cols-[minmax(0,1fr)_minmax(0,3fr)]' : ''}`}
      >
        {hasSmallCarousels && (
          <aside className="order-2 lg:sticky lg:top-6 lg:order-1 lg:self-start">
            <SmallCarousels items={smallCarousels} imageHost={imageHost} />
          </aside>
        )}
        {hotProducts.length > 0 && (
          <section
            data-testid="hot-products"
            aria-labelledby="hot-products-title"
            className="order-1 lg:order-2"
          >
            <SectionTitle id="hot-products-title">{home.hotProductsTitle}</SectionTitle>
            <ul className={`grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 ${FULL_ROWS_ONLY}`}>
              {hotProducts.map((product) => (
                <ProductCard key={product.p_id} product={toCard(product)} imageHost={imageHost} />
              ))}
            </ul>
          </section>
        )}
      </div>

      <HomeVideo video={homeVideo} imageHost={imageHost} />

      {hotLearns.length > 0 && (
        <section
          data-testid="hot-learns"
          aria-labelledby="hot-learns-title"
          className="render-when-near mx-auto max-w-6xl px-4"
        >
          <SectionTitle id="hot-learns-title">{home.hotLearnsTitle}</SectionTitle>
          <ul className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-6 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-3 [&>li]:w-[80%] [&>li]:shrink-0 [&>li]:snap-start sm:[&>li]:w-auto">
            {hotLearns.map((learn) => (
              <LearnCard key={learn.learn_id} learn={learn} imageHost={imageHost} />
            ))}
          </ul>
          <p className="mt-8 text-center">
            <Link
              to="/skincare-advice"
              className="inline-block rounded-full border border-ink px-6 py-2 text-sm hover:bg-ink hover:text-surface"
            >
              {home.moreLearns}
            </Link>
          </p>
        </section>
      )}
    </div>
  );
}
