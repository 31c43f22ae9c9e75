// /CustomerRoutineFinder (member-area §2.8): the routine finder, open to everyone. Six questions, then the
// routine with a product per step; a guest's result is saved after login, a member's at once.
import { contentMessages, routineFinderMessages as m } from '@shop/core';
import { Breadcrumb } from '../../features/content/breadcrumb';
import { breadcrumbJsonLd, seoMeta } from '../../features/content/seo';
import { RoutineFinderPage } from '../../features/routine-finder/routine-finder-page';
import { ROUTINE_FINDER_PATH } from '../../features/routine-finder/routine-store';
import type { Route } from './+types/routine-finder';

const CRUMBS = [
  { name: contentMessages.breadcrumbHome, path: '/' },
  { name: m.title, path: ROUTINE_FINDER_PATH },
];

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export function loader({ request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  return {
    seo: {
      title: m.title,
      description: m.metaDescription,
      path: ROUTINE_FINDER_PATH,
      origin,
      jsonLd: [breadcrumbJsonLd(CRUMBS, origin)],
    },
  };
}

export default function RoutineFinder() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 md:py-12">
      <Breadcrumb crumbs={CRUMBS} />
      <header className="mb-6">
        <h1 className="text-2xl font-semibold tracking-wide text-ink">{m.title}</h1>
        <p className="mt-2 text-sm text-ink-soft">{m.intro}</p>
      </header>
      <RoutineFinderPage />
    </div>
  );
}
