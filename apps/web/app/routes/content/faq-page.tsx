// /qa/q…: one FAQ page with its questions, in sections whose anchors are element ids (/qa/q1-1#refund;
// the page-start scroll finds them, storefront.md §2.4). FAQPage JSON-LD. q5-3 is the privacy policy.
import { contentMessages } from '@shop/core';
import { Link } from 'react-router';
import { Breadcrumb } from '../../components/breadcrumbs/page-breadcrumb';
import { contentPageBySlug } from '../../features/content/content-api';
import { slugOfPath } from '../../features/content/content-paths';
import { PageHeading } from '../../features/content/page-heading';
import { RichHtml } from '../../features/content/rich-html';
import { breadcrumbJsonLd, faqJsonLd, plainText, seoMeta } from '../../features/content/seo';
import { displayPath, throwRouteNotFound } from '../../lib/route-not-found';
import type { Route } from './+types/faq-page';

const m = contentMessages.faq;

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export async function loader({ context, request }: Route.LoaderArgs) {
  const path = displayPath(request.url);
  const found = await contentPageBySlug(context.api, slugOfPath(path));
  if (!found) throwRouteNotFound(path);
  const { page } = found;
  const entries = page.faq.flatMap((section) => section.entries);
  const origin = new URL(request.url).origin;
  const crumbs = [
    { name: contentMessages.breadcrumbHome, path: '/' },
    { name: m.title, path: '/qa' },
    { name: page.title, path: page.canonical_path },
  ];
  return {
    page,
    crumbs,
    seo: {
      title: page.seo_title || page.title,
      description:
        page.seo_description || page.summary || plainText(entries.map((entry) => entry.question).join('、')),
      path: page.canonical_path,
      origin,
      noindex: page.noindex,
      jsonLd: [...(entries.length > 0 ? [faqJsonLd(entries)] : []), breadcrumbJsonLd(crumbs, origin)],
    },
  };
}

export default function FaqPage({ loaderData }: Route.ComponentProps) {
  const { page, crumbs } = loaderData;
  const anchored = page.faq.filter((section) => section.anchor && section.title);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 md:py-12">
      <Breadcrumb crumbs={crumbs} />
      <PageHeading title={page.title} testId="faq-title">
        {page.summary}
      </PageHeading>
      {anchored.length > 1 && (
        <nav aria-label={m.sectionsLabel} className="mb-8 flex flex-wrap justify-center gap-2">
          {anchored.map((section) => (
            <a
              key={section.anchor}
              href={`#${section.anchor}`}
              className="rounded-full border border-line px-4 py-1.5 text-sm hover:border-ink"
            >
              {section.title}
            </a>
          ))}
        </nav>
      )}
      <RichHtml html={page.content_html} className="mb-8" />
      <div className="space-y-10">
        {page.faq.map((section, i) => (
          <section
            // Sections without an anchor have nothing else that names them.
            key={section.anchor || `section-${i}`}
            id={section.anchor || undefined}
            data-testid="faq-section"
            className="scroll-mt-24"
          >
            {section.title && (
              <h2 className="mb-4 border-b border-line pb-2 text-lg font-semibold">{section.title}</h2>
            )}
            <div className="space-y-3">
              {section.entries.map((entry) => (
                <details key={entry.question} open className="rounded-xl bg-surface p-5 shadow-sm">
                  <summary className="cursor-pointer font-medium">
                    <span className="mr-1 text-accent-strong">Q.</span>
                    {entry.question}
                  </summary>
                  <RichHtml html={entry.answer} className="mt-3 text-ink-soft" />
                </details>
              ))}
            </div>
          </section>
        ))}
      </div>
      <p className="mt-12 text-center">
        <Link
          to="/qa"
          className="inline-block rounded-full border border-ink px-6 py-2 text-sm hover:bg-ink hover:text-surface"
        >
          {m.allQuestions}
        </Link>
      </p>
    </div>
  );
}
