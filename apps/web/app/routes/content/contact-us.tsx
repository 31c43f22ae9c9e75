// /contact-us: the shop's contact details from the CMS and the contact form with files
// (storefront.md §2.2, §7.6 post-contact-us).
import { contentMessages } from '@shop/core';
import { ContactForm } from '../../features/content/contact-form';
import { contentPageBySlug } from '../../features/content/content-api';
import { PageHeading } from '../../features/content/page-heading';
import { RichHtml } from '../../features/content/rich-html';
import { seoMeta } from '../../features/content/seo';
import { ShopIdentityCard } from '../../features/content/shop-identity-card';
import type { Route } from './+types/contact-us';

const m = contentMessages.contact;

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export async function loader({ context, request }: Route.LoaderArgs) {
  let page = null;
  try {
    page = (await contentPageBySlug(context.api, 'contact-us'))?.page ?? null;
  } catch (error) {
    // The form works without the shop's contact text.
    console.error('[contact-us] get-content-page failed', error);
  }
  return {
    page,
    seo: {
      title: page?.seo_title || m.title,
      description: page?.seo_description || m.description,
      path: '/contact-us',
      origin: new URL(request.url).origin,
    },
  };
}

export default function ContactUs({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 md:py-14">
      <PageHeading title={page?.title ?? m.title} testId="contact-heading">
        {page?.summary || m.intro}
      </PageHeading>
      {page && <RichHtml html={page.content_html} className="mb-8" />}
      <div className="rounded-2xl bg-surface p-6 shadow-sm md:p-8">
        <ContactForm />
      </div>
      <ShopIdentityCard />
    </div>
  );
}
