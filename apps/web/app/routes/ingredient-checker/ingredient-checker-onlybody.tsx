// /beautypedia-ingredient-checker-onlybody (member-area §2.1): the same checker without the site chrome, for
// embedding; its canonical is the full page, and search engines keep to that one.
import { ingredientCheckerMessages as m } from '@shop/core';
import { seoMeta } from '../../features/content/seo';
import { IngredientCheckerPage } from '../../features/ingredient-checker/ingredient-checker-page';
import { CHECKER_ONLYBODY_PATH, CHECKER_PATH } from '../../features/ingredient-checker/paths';
import type { Route } from './+types/ingredient-checker-onlybody';

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export function loader({ request }: Route.LoaderArgs) {
  return {
    seo: {
      title: m.title,
      description: m.metaDescription,
      path: CHECKER_PATH,
      origin: new URL(request.url).origin,
      noindex: true,
    },
  };
}

export default function IngredientCheckerOnlyBody() {
  return (
    <main className="mx-auto max-w-3xl px-4 py-6">
      <h1 className="mb-4 text-xl font-semibold tracking-wide text-ink">{m.title}</h1>
      <IngredientCheckerPage path={CHECKER_ONLYBODY_PATH} />
    </main>
  );
}
