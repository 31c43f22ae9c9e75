// /skincare-advice: the article types and every article, newest first, paged (storefront.md §2.2).
import { contentMessages } from '@shop/core';
import { LearnCard } from '../../components/learn-card';
import { learnsPage, learnTypes } from '../../features/content/content-api';
import { LearnTypeTabs } from '../../features/content/learn-type-tabs';
import { EmptyNote, PageHeading } from '../../features/content/page-heading';
import { Pager, pageOfUrl } from '../../features/content/pager';
import { seoMeta } from '../../features/content/seo';
import { displayPath, throwRouteNotFound } from '../../lib/route-not-found';
import { useShellData } from '../../lib/shell-data';
import type { Route } from './+types/skincare-advice';

const m = contentMessages.advice;
const PATH = '/skincare-advice';

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = pageOfUrl(request.url);
  if (page === null) throwRouteNotFound(displayPath(request.url));
  const [types, found] = await Promise.all([learnTypes(context.api), learnsPage(context.api, page)]);
  const learns = found?.learns ?? { data: [], page, last_page: 1 };
  // A page past the last one is not a page.
  if (page > 1 && page > learns.last_page) throwRouteNotFound(displayPath(request.url));
  return {
    types,
    learns: learns.data,
    page,
    lastPage: learns.last_page,
    seo: {
      title: page > 1 ? `${m.title}（${m.pageLabel(page)}）` : m.title,
      description: m.description,
      path: page > 1 ? `${PATH}?page=${page}` : PATH,
      origin: new URL(request.url).origin,
      image: learns.data[0]?.learn_image ?? null,
      imageHost: context.imageHost,
    },
  };
}

export default function SkincareAdvice({ loaderData }: Route.ComponentProps) {
  const { types, learns, page, lastPage } = loaderData;
  const { imageHost } = useShellData();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 md:py-14">
      <PageHeading title={m.title} testId="advice-heading">
        {m.description}
      </PageHeading>
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
      <Pager path={PATH} page={page} lastPage={lastPage} label={m.pagerLabel} />
    </div>
  );
}
