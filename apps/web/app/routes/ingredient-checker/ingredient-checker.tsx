// /beautypedia-ingredient-checker (member-area §2.1, §2.9): the ingredient checker, open to everyone.
import { ingredientCheckerMessages as m } from '@shop/core';
import { PageFrame } from '../../features/content/page-frame';
import { crumbsBelowHome, seoBelowHome, seoMeta } from '../../features/content/seo';
import { IngredientCheckerPage } from '../../features/ingredient-checker/ingredient-checker-page';
import { CHECKER_PATH } from '../../features/ingredient-checker/paths';
import type { Route } from './+types/ingredient-checker';

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export function loader({ request }: Route.LoaderArgs) {
  return {
    seo: seoBelowHome({ title: m.title, description: m.metaDescription, path: CHECKER_PATH }, request.url),
  };
}

export default function IngredientChecker() {
  return (
    <PageFrame crumbs={crumbsBelowHome(m.title, CHECKER_PATH)} title={m.title} intro={m.intro}>
      <IngredientCheckerPage path={CHECKER_PATH} />
    </PageFrame>
  );
}
