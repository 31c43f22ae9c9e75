// /beautypedia-ingredient-checker (member-area §2.1, §2.9): the ingredient checker, open to everyone.
import { contentMessages, ingredientCheckerMessages as m } from '@shop/core';
import { Breadcrumb } from '../../features/content/breadcrumb';
import { breadcrumbJsonLd, seoMeta } from '../../features/content/seo';
import { IngredientCheckerPage } from '../../features/ingredient-checker/ingredient-checker-page';
import { CHECKER_PATH } from '../../features/ingredient-checker/paths';
import type { Route } from './+types/ingredient-checker';

const CRUMBS = [
  { name: contentMessages.breadcrumbHome, path: '/' },
  { name: m.title, path: CHECKER_PATH },
];

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export function loader({ request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  return {
    seo: {
      title: m.title,
      description: m.metaDescription,
      path: CHECKER_PATH,
      origin,
      jsonLd: [breadcrumbJsonLd(CRUMBS, origin)],
    },
  };
}

export default function IngredientChecker() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 md:py-12">
      <Breadcrumb crumbs={CRUMBS} />
      <header className="mb-6">
        <h1 className="text-2xl font-semibold tracking-wide text-ink">{m.title}</h1>
        <p className="mt-2 text-sm text-ink-soft">{m.intro}</p>
      </header>
      <IngredientCheckerPage path={CHECKER_PATH} />
    </div>
  );
}
