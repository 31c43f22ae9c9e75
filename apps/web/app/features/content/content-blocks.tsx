// The blocks of a CMS page: sanitized HTML, images, product links, calls to action and a campaign
// sign-up button.
import { Link } from 'react-router';
import { productPath } from '../../lib/links';
import { contentImageUrl, uploadSrcSet } from '../../lib/media';
import { ProductCard, type ProductCardData } from '../catalogue/product-card';
import type { ContentBlock } from './content-api';
import { RichHtml } from './rich-html';
import { SignupDialog } from './signup-dialog';

const IMAGE_WIDTHS = [480, 800, 1200] as const;
const BUTTON =
  'inline-block rounded-full bg-ink px-8 py-3 text-sm font-medium tracking-wide text-surface hover:bg-accent-strong';

interface BlockProps {
  imageHost: string | null;
  /** Product tiles by href, for products blocks. */
  products: Record<string, ProductCardData>;
}

function BlockView({
  block,
  imageHost,
  products,
  eager,
}: BlockProps & { block: ContentBlock; eager: boolean }) {
  switch (block.kind) {
    case 'html':
      return <RichHtml html={block.html} />;
    case 'image': {
      const src = contentImageUrl(block.image, imageHost);
      const img = (
        <img
          src={src}
          srcSet={uploadSrcSet(src, IMAGE_WIDTHS)}
          sizes="(min-width: 768px) 768px, 100vw"
          alt={block.alt}
          width={block.width}
          height={block.height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="h-auto w-full rounded-xl bg-sand"
        />
      );
      return block.link ? <Link to={productPath(block.link)}>{img}</Link> : img;
    }
    case 'products': {
      const cards = block.hrefs.flatMap((href) => (products[href] ? [products[href]] : []));
      if (cards.length === 0) return null;
      return (
        <section data-testid="content-products" aria-label={block.title}>
          <h2 className="mb-5 text-center text-lg font-semibold">{block.title}</h2>
          <ul className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3">
            {cards.map((card) => (
              <ProductCard key={card.href} product={card} imageHost={imageHost} />
            ))}
          </ul>
        </section>
      );
    }
    case 'cta':
      return (
        <p className="text-center">
          <Link to={productPath(block.href)} className={BUTTON}>
            {block.label}
          </Link>
        </p>
      );
    case 'signup':
      return <SignupDialog campaign={block.campaign} title={block.title} />;
  }
}

export function ContentBlocks({
  blocks,
  imageHost,
  products,
}: BlockProps & { blocks: readonly ContentBlock[] }) {
  if (blocks.length === 0) return null;
  return (
    <div className="space-y-8">
      {blocks.map((block, i) => (
        // Blocks have no id of their own; their order is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is static for the page.
        <BlockView key={i} block={block} imageHost={imageHost} products={products} eager={i === 0} />
      ))}
    </div>
  );
}
