// /consultation1on1 (member-area §2.11): the one-on-one consultation presented to everyone; 立即預約
// goes to /consultation1on1-booking, where the access guard sends a guest to log in first.
import { consultationMessages as m } from '@shop/core';
import { Breadcrumb } from '../../components/breadcrumbs/page-breadcrumb';
import { ConsultationLanding } from '../../features/consultations/consultation-landing';
import { crumbsBelowHome, seoBelowHome, seoMeta } from '../../features/content/seo';
import type { Route } from './+types/consultation';

const PATH = '/consultation1on1';

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export function loader({ request }: Route.LoaderArgs) {
  return {
    seo: seoBelowHome(
      { title: m.pageTitle, description: m.landing.metaDescription, path: PATH },
      request.url,
    ),
  };
}

export default function Consultation() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 md:py-12">
      <Breadcrumb crumbs={crumbsBelowHome(m.pageTitle, PATH)} />
      <ConsultationLanding />
    </div>
  );
}
