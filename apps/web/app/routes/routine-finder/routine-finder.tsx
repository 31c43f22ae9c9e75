// /CustomerRoutineFinder (member-area §2.8): the routine finder, open to everyone. Six questions, then the
// routine with a product per step; a guest's result is saved after login, a member's at once.
import { routineFinderMessages as m } from '@shop/core';
import { PageFrame } from '../../features/content/page-frame';
import { crumbsBelowHome, seoBelowHome, seoMeta } from '../../features/content/seo';
import { RoutineFinderPage } from '../../features/routine-finder/routine-finder-page';
import { ROUTINE_FINDER_PATH } from '../../features/routine-finder/routine-store';
import type { Route } from './+types/routine-finder';

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export function loader({ request }: Route.LoaderArgs) {
  const page = { title: m.title, description: m.metaDescription, path: ROUTINE_FINDER_PATH };
  return { seo: seoBelowHome(page, request.url) };
}

export default function RoutineFinder() {
  return (
    <PageFrame crumbs={crumbsBelowHome(m.title, ROUTINE_FINDER_PATH)} title={m.title} intro={m.intro}>
      <RoutineFinderPage />
    </PageFrame>
  );
}
