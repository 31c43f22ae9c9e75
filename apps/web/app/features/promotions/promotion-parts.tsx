// Pieces every promotion page uses: the header with banner and period, a zone of product cards,
// a list of promotion links, and the empty state.
import { catalogueMessages } from '@shop/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Breadcrumb } from '../../components/breadcrumbs/list-breadcrumb';
import { contentImageUrl, uploadSrcSet } from '../../lib/media';
import { ProductGrid } from '../catalogue/product-grid';
import type { CardItem } from '../catalogue/product-row';
import { type Crumb, pageMeta, plainText } from '../catalogue/seo';
import type { PromotionHead } from './promotion-data';

const { promotions: text } = catalogueMessages;
const BANNER_W = 1200;
const BANNER_H = 400;

export function PromotionPage({
  crumbs,
  title,
  description,
  children,
  testId,
}: {
  crumbs: Crumb[];
  title: string;
  description: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <div data-testid={testId} className="mx-auto max-w-6xl space-y-8 px-4 py-8 md:py-12">
      <Breadcrumb crumbs={crumbs} />
      <header className="space-y-3 text-center">
        <h1 data-testid="promotion-title" className="text-2xl font-semibold tracking-wide md:text-3xl">
          {title}
        </h1>
        {description && (
          <RichText html={description} className="mx-auto max-w-2xl text-sm leading-relaxed text-ink-soft" />
        )}
      </header>
      {children}
    </div>
  );
}

export function Banner({
  image,
  alt,
  imageHost,
  eager = false,
}: {
  image: string;
  alt: string;
  imageHost: string | null;
  eager?: boolean;
}) {
  if (!image) return null;
  const src = contentImageUrl(image, imageHost);
  return (
    <img
      src={src}
      srcSet={uploadSrcSet(src, [640, 960, 1200])}
      sizes="(min-width: 1152px) 1120px, 100vw"
      alt={alt}
      width={BANNER_W}
      height={BANNER_H}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      className="aspect-[3/1] w-full rounded-2xl bg-sand object-cover"
    />
  );
}

export function Period({ head }: { head: Pick<PromotionHead, 'start' | 'end'> }) {
  if (!head.start || !head.end) return null;
  return <p className="text-xs text-ink-faint">{text.period(head.start, head.end)}</p>;
}

export function Zone({
  title,
  tone,
  products,
  imageHost,
  testId,
  note,
}: {
  title: string;
  tone: 'red' | 'green' | 'plain';
  products: CardItem[];
  imageHost: string | null;
  testId: string;
  note?: string;
}) {
  const toneClass =
    tone === 'red'
      ? 'bg-[#c8453b] text-white'
      : tone === 'green'
        ? 'bg-[#2b7f46] text-white'
        : 'bg-sand text-ink';
  return (
    <section data-testid={testId} className="space-y-4">
      <h2 className={`inline-block rounded-full px-5 py-1.5 text-base font-semibold ${toneClass}`}>
        {title}
      </h2>
      {note && <p className="text-sm text-ink-soft">{note}</p>}
      <ProductGrid products={products} imageHost={imageHost} eager={false} />
    </section>
  );
}

export function PromotionLinks({
  items,
  imageHost,
  testId,
}: {
  items: { key: string | number; path: string; head: PromotionHead; badge?: string }[];
  imageHost: string | null;
  testId: string;
}) {
  if (items.length === 0) return <Empty />;
  return (
    <ul data-testid={testId} className="grid gap-6 md:grid-cols-2">
      {items.map((item, i) => (
        <li key={item.key} className="overflow-hidden rounded-2xl border border-line">
          <Link to={item.path} data-testid="promotion-link" className="block hover:bg-sand/50">
            <Banner image={item.head.banner} alt={item.head.name} imageHost={imageHost} eager={i < 2} />
            <div className="space-y-1.5 p-4">
              {item.badge && (
                <span className="inline-block rounded bg-blush-soft px-2 py-0.5 text-xs text-blush">
                  {item.badge}
                </span>
              )}
              <h2 className="font-semibold">{item.head.name}</h2>
              {item.head.description && (
                <p className="line-clamp-2 text-sm text-ink-soft">{plainText(item.head.description)}</p>
              )}
              <Period head={item.head} />
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function Empty({ children = text.none }: { children?: string }) {
  return (
    <p
      data-testid="promotion-empty"
      className="rounded-xl bg-sand px-6 py-10 text-center text-sm text-ink-soft"
    >
      {children}
    </p>
  );
}

export const promotionHome: Crumb = { name: catalogueMessages.home, path: '/' };

/** Promotion copy: HTML sanitized by the API on write (issue 4 'HTML from the database'). */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** A promotion page at a fixed path whose title and description come from the catalogue wording. */
export interface FixedPromotion {
  path: string;
  testId: string;
  title: string;
  description: string;
}

export function fixedPromotionMeta(page: FixedPromotion, data: { origin: string } | undefined) {
  return data
    ? pageMeta({ title: page.title, description: page.description, origin: data.origin, path: page.path })
    : [];
}

export function FixedPromotionPage({
  page,
  isEmpty,
  children,
}: {
  page: FixedPromotion;
  isEmpty: boolean;
  children: ReactNode;
}) {
  return (
    <PromotionPage
      testId={page.testId}
      crumbs={[promotionHome, { name: page.title, path: page.path }]}
      title={page.title}
      description={page.description}
    >
      {isEmpty ? <Empty /> : children}
    </PromotionPage>
  );
}

/** The list a promotion detail page belongs to: its title, path and fallback description. */
export interface PromotionList {
  path: string;
  title: string;
  description: string;
}

export const saleEventList: PromotionList = { ...text.saleEvents, path: '/sale-events' };
export const matchPairList: PromotionList = { ...text.matchPairs, path: '/match-pairs' };

/** Meta of one promotion's page at {list.path}/{id}. */
export function promotionDetailMeta(
  list: PromotionList,
  data: { head: PromotionHead; origin: string; imageHost: string | null } | undefined,
) {
  if (!data) return [];
  const { head, origin, imageHost } = data;
  return pageMeta({
    title: head.name,
    description: plainText(head.description) || list.description,
    origin,
    path: `${list.path}/${head.id}`,
    // The banner is an upload's file name: the same address the page's <img> shows.
    image: contentImageUrl(head.banner, imageHost) || null,
  });
}

/** One promotion's page: breadcrumb through its list, title, banner, the rule block and its period. */
export function PromotionDetailPage({
  list,
  head,
  imageHost,
  testId,
  rule,
  children,
}: {
  list: PromotionList;
  head: PromotionHead;
  imageHost: string | null;
  testId: string;
  rule: ReactNode;
  children: ReactNode;
}) {
  return (
    <PromotionPage
      testId={testId}
      crumbs={[
        promotionHome,
        { name: list.title, path: list.path },
        { name: head.name, path: `${list.path}/${head.id}` },
      ]}
      title={head.name}
      description={head.description}
    >
      <Banner image={head.banner} alt={head.name} imageHost={imageHost} eager />
      <div className="space-y-2 text-center">
        {rule}
        <Period head={head} />
      </div>
      {children}
    </PromotionPage>
  );
}
