// A CMS page: hero image, title, sanitized HTML and its blocks.
import { contentImageUrl, uploadSrcSet } from '../../lib/media';
import { useShellData } from '../../lib/shell-data';
import type { ProductCardData } from '../catalogue/product-card';
import type { ContentPage } from './content-api';
import { ContentBlocks } from './content-blocks';
import { RichHtml } from './rich-html';

const HERO_WIDTH = 1600;
const HERO_HEIGHT = 600;
const HERO_WIDTHS = [750, 1200, 1600] as const;

export function ContentPageView({
  page,
  products,
}: {
  page: ContentPage;
  products: Record<string, ProductCardData>;
}) {
  const { imageHost } = useShellData();
  const hero = contentImageUrl(page.hero_image, imageHost);
  return (
    <article data-testid="content-page" data-slug={page.slug} className="pb-16">
      {hero && (
        <img
          src={hero}
          srcSet={uploadSrcSet(hero, HERO_WIDTHS)}
          sizes="100vw"
          alt=""
          width={HERO_WIDTH}
          height={HERO_HEIGHT}
          fetchPriority="high"
          className="aspect-[8/3] w-full bg-sand object-cover"
        />
      )}
      <div className="mx-auto max-w-3xl space-y-8 px-4 pt-10 md:pt-14">
        <header className="text-center">
          <h1 data-testid="content-title" className="text-2xl font-semibold tracking-wide md:text-3xl">
            {page.title}
          </h1>
          {page.summary && <p className="mt-3 text-ink-soft">{page.summary}</p>}
        </header>
        <RichHtml html={page.content_html} testId="content-html" />
        <ContentBlocks blocks={page.blocks} products={products} imageHost={imageHost} />
      </div>
    </article>
  );
}
