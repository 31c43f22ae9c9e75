// /ingredient-dictionary/{uid}: one ingredient and the products that hold it. Unknown uids answer 404.
import { contentMessages } from '@shop/core';
import { Breadcrumb } from '../../components/breadcrumbs/page-breadcrumb';
import { ingredientByUid, isSlug } from '../../features/content/content-api';
import { RelatedProducts } from '../../features/content/related-products';
import { RichHtml } from '../../features/content/rich-html';
import { breadcrumbJsonLd, seoMeta } from '../../features/content/seo';
import { displayPath, throwRouteNotFound } from '../../lib/route-not-found';
import { useShellData } from '../../lib/shell-data';
import type { Route } from './+types/ingredient-detail';

const m = contentMessages.ingredients;

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const path = displayPath(request.url);
  if (!isSlug(params.uid)) throwRouteNotFound(path);
  const found = await ingredientByUid(context.api, params.uid);
  if (!found) throwRouteNotFound(path);
  const { ingredient } = found;
  const { products } = ingredient;
  const origin = new URL(request.url).origin;
  const canonical = `/ingredient-dictionary/${encodeURIComponent(ingredient.uid)}`;
  const crumbs = [
    { name: contentMessages.breadcrumbHome, path: '/' },
    { name: m.title, path: '/ingredient-dictionary' },
    { name: ingredient.ingredient_name, path: canonical },
  ];
  return {
    ingredient,
    products,
    crumbs,
    seo: {
      title: `${ingredient.ingredient_name}｜${m.title}`,
      description: m.detailDescription(ingredient.ingredient_name, ingredient.ingredient_function),
      path: canonical,
      origin,
      jsonLd: [breadcrumbJsonLd(crumbs, origin)],
    },
  };
}

function Fact({ label, value }: { label: string; value: string }) {
  if (!value) return null;
  return (
    <div className="flex gap-3 text-sm">
      <dt className="w-16 shrink-0 text-ink-faint">{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

export default function IngredientDetail({ loaderData }: Route.ComponentProps) {
  const { ingredient, products, crumbs } = loaderData;
  const { imageHost } = useShellData();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 md:py-12">
      <Breadcrumb crumbs={crumbs} />
      <article data-testid="ingredient-detail">
        <header className="mb-6">
          <h1 data-testid="ingredient-name" className="text-2xl font-semibold md:text-3xl">
            {ingredient.ingredient_name}
          </h1>
          {ingredient.ingredient_latin && (
            <p className="mt-1 text-ink-faint">{ingredient.ingredient_latin}</p>
          )}
        </header>
        <dl className="mb-6 space-y-2 rounded-xl bg-sand p-5">
          <Fact label={m.functionLabel} value={ingredient.ingredient_function} />
          <Fact label={m.categoryLabel} value={ingredient.ingredient_category} />
          <Fact label={m.aliasesLabel} value={ingredient.aliases.join('、')} />
        </dl>
        <RichHtml html={ingredient.description} testId="ingredient-description" />
      </article>
      <RelatedProducts title={m.productsTitle} products={products} imageHost={imageHost} />
    </div>
  );
}
