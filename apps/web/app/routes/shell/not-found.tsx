// Any path no route matches: HTTP 404, 'Page not found: {path}' and the get-404 content
// (storefront.md §2.11). The '*' route (routes/catalogue/shop-path.tsx) answers with these exports
// once a path is neither a catalogue page nor a rewrite, so they take plain arguments.
import type { NotFoundPageAnswer } from '@shop/contracts';
import { errorMessages, pagesMessages, shellMessages, toShopPath } from '@shop/core';
import { type AppLoadContext, data, Link, type MetaDescriptor } from 'react-router';
import { ERROR_PAGE_ATTRIBUTE } from '../../lib/access-guard';
import { displayPath } from '../../lib/route-not-found';

export const meta = (): MetaDescriptor[] => [
  { title: pagesMessages.titleWithBrand(pagesMessages.notFound.metaTitle, shellMessages.brandName) },
  { name: 'description', content: pagesMessages.notFound.metaTitle },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: { request: Request; context: AppLoadContext }) {
  const path = displayPath(request.url);
  let page: NotFoundPageAnswer['page'] | null = null;
  try {
    page = (await context.api.notFoundPage()).page;
  } catch (error) {
    console.error('[404] get-404 failed', error);
  }
  return data({ path, page }, { status: 404 });
}

export default function NotFound({
  loaderData,
}: {
  loaderData: { path: string; page: NotFoundPageAnswer['page'] | null };
}) {
  const { path, page } = loaderData;
  return (
    <section
      data-testid="not-found"
      {...{ [ERROR_PAGE_ATTRIBUTE]: '' }}
      className="mx-auto max-w-2xl px-4 py-16 text-center md:py-24"
    >
      <p className="text-6xl font-semibold tracking-widest text-accent-strong">404</p>
      {/* The first line a shopper reads is Chinese (issue 23); the spec's own line follows it. */}
      <h1 data-testid="not-found-title" className="mt-6 text-2xl font-semibold">
        {page?.title || pagesMessages.notFound.metaTitle}
      </h1>
      <p data-testid="not-found-path" className="mt-2 break-all text-sm text-ink-soft">
        {errorMessages.pageNotFound(path)}
      </p>
      {page && (
        <>
          <p className="mt-3 whitespace-pre-line text-ink-soft">{page.content}</p>
          {page.links.length > 0 && (
            <ul className="mt-8 flex flex-wrap justify-center gap-3">
              {page.links.map((link) => (
                <li key={link.href}>
                  <Link
                    to={toShopPath(link.href) ?? '/'}
                    className="inline-block rounded-full border border-ink px-5 py-2 text-sm hover:bg-ink hover:text-surface"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
