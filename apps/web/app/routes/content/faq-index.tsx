// /qa: the FAQ's own page and its pages by group (storefront.md §2.2).
import { contentMessages } from '@shop/core';
import { Link } from 'react-router';
import { contentPageBySlug, faqList } from '../../features/content/content-api';
import { PageHeading } from '../../features/content/page-heading';
import { RichHtml } from '../../features/content/rich-html';
import { seoMeta } from '../../features/content/seo';
import type { Route } from './+types/faq-index';

const m = contentMessages.faq;

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export async function loader({ context, request }: Route.LoaderArgs) {
  const [found, groups] = await Promise.all([contentPageBySlug(context.api, 'qa'), faqList(context.api)]);
  const page = found?.page ?? null;
  return {
    page,
    groups,
    seo: {
      title: page?.seo_title || m.title,
      description: page?.seo_description || m.description,
      path: '/qa',
      origin: new URL(request.url).origin,
    },
  };
}

export default function FaqIndex({ loaderData }: Route.ComponentProps) {
  const { page, groups } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 md:py-14">
      <PageHeading title={page?.title ?? m.title} testId="faq-heading">
        {page?.summary ?? m.description}
      </PageHeading>
      <div className="grid items-start gap-6 md:grid-cols-2">
        {groups.map((group) => (
          <section
            key={group.group}
            aria-label={group.group_title}
            className="rounded-xl bg-surface p-6 shadow-sm"
          >
            <h2 className="mb-3 text-lg font-semibold">{group.group_title}</h2>
            <ul className="space-y-2">
              {group.pages.map((item) => (
                <li key={item.slug}>
                  <Link
                    data-testid="faq-page-link"
                    to={item.path}
                    className="text-sm hover:text-accent-strong"
                  >
                    {item.title}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      {page && <RichHtml html={page.content_html} className="mt-10 text-center" />}
    </div>
  );
}
