// /skincare-advice/{category}: the articles of one type, by its learntype2_rel2
// (storefront.md §7.3 get-learn-type2-by-rel2/{id}). Unknown types answer 404.
import { contentMessages } from '@shop/core';
import { Breadcrumb } from '../../components/breadcrumbs/page-breadcrumb';
import { LearnCard } from '../../components/learn-card';
import { isSlug, learnTypeByRel2, learnTypes } from '../../features/content/content-api';
import { LearnTypeTabs } from '../../features/content/learn-type-tabs';
import { EmptyNote, PageHeading } from '../../features/content/page-heading';
import { breadcrumbJsonLd, seoMeta } from '../../features/content/seo';
import { displayPath, throwRouteNotFound } from '../../lib/route-not-found';
import { useShellData } from '../../lib/shell-data';
import type { Route } from './+types/skincare-advice-category';

const m = contentMessages.advice;

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const path = displayPath(request.url);
  if (!isSlug(params.category)) throwRouteNotFound(path);
  const [found, types] = await Promise.all([
    learnTypeByRel2(context.api, params.category),
    learnTypes(context.api),
  ]);
  if (!found) throwRouteNotFound(path);
  const { learnType, learns } = found;
  const origin = new URL(request.url).origin;
  const canonical = `/skincare-advice/${encodeURIComponent(learnType.learntype2_rel2)}`;
  const crumbs = [
    { name: contentMessages.breadcrumbHome, path: '/' },
    { name: m.title, path: '/skincare-advice' },
    { name: learnType.learntype2_name, path: canonical },
  ];
  return {
    learnType,
    learns,
    types,
    crumbs,
    seo: {
      title: `${learnType.learntype2_name}｜${m.title}`,
      description: m.typeDescription(learnType.learntype2_name),
      path: canonical,
      origin,
      image: learns[0]?.learn_image ?? null,
      imageHost: context.imageHost,
      jsonLd: [breadcrumbJsonLd(crumbs, origin)],
    },
  };
}

export default function SkincareAdviceCategory({ loaderData }: Route.ComponentProps) {
  const { learnType, learns, types, crumbs } = loaderData;
  const { imageHost } = useShellData();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 md:py-12">
      <Breadcrumb crumbs={crumbs} />
      <PageHeading title={learnType.learntype2_name} testId="advice-heading" />
      <LearnTypeTabs types={types} />
      {learns.length > 0 ? (
        <ul data-testid="learn-list" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {learns.map((learn) => (
            <LearnCard key={learn.learn_id} learn={learn} imageHost={imageHost} />
          ))}
        </ul>
      ) : (
        <EmptyNote testId="learn-empty">{m.empty}</EmptyNote>
      )}
    </div>
  );
}
