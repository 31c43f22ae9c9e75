// /ingredient-dictionary: every ingredient, grouped by category, with a filter as the shopper types.
import { contentMessages } from '@shop/core';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { type IngredientCard as Ingredient, ingredientDictionary } from '../../features/content/content-api';
import { EmptyNote, PageHeading } from '../../features/content/page-heading';
import { seoMeta } from '../../features/content/seo';
import type { Route } from './+types/ingredient-dictionary';

const m = contentMessages.ingredients;

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export async function loader({ context, request }: Route.LoaderArgs) {
  const ingredients = await ingredientDictionary(context.api);
  return {
    ingredients,
    seo: {
      title: m.title,
      description: m.description,
      path: '/ingredient-dictionary',
      origin: new URL(request.url).origin,
    },
  };
}

function matches(ingredient: Ingredient, needle: string): boolean {
  if (needle === '') return true;
  const haystack = [ingredient.ingredient_name, ingredient.ingredient_latin, ...ingredient.aliases]
    .join(' ')
    .toLowerCase();
  return haystack.includes(needle);
}

function groupByCategory(ingredients: readonly Ingredient[]): [string, Ingredient[]][] {
  const groups = new Map<string, Ingredient[]>();
  for (const ingredient of ingredients) {
    const key = ingredient.ingredient_category || m.title;
    groups.set(key, [...(groups.get(key) ?? []), ingredient]);
  }
  return [...groups];
}

export default function IngredientDictionary({ loaderData }: Route.ComponentProps) {
  const [query, setQuery] = useState('');
  const needle = useDeferredValue(query.trim().toLowerCase());
  const shown = loaderData.ingredients.filter((ingredient) => matches(ingredient, needle));
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 md:py-14">
      <PageHeading title={m.title} testId="ingredients-heading">
        {m.description}
      </PageHeading>
      <label className="mx-auto mb-10 block max-w-md">
        <span className="sr-only">{m.filterLabel}</span>
        <input
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={m.filterPlaceholder}
          className="w-full rounded-full border border-line bg-surface px-5 py-2.5 text-sm focus:border-accent focus:outline-none"
        />
      </label>
      {shown.length === 0 ? (
        <EmptyNote testId="ingredients-empty">{m.empty}</EmptyNote>
      ) : (
        <div className="space-y-10">
          {groupByCategory(shown).map(([category, items]) => (
            <section key={category} aria-label={category}>
              <h2 className="mb-4 border-b border-line pb-2 text-lg font-semibold">{category}</h2>
              <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {items.map((ingredient) => (
                  <li key={ingredient.uid}>
                    <Link
                      data-testid="ingredient-link"
                      to={`/ingredient-dictionary/${encodeURIComponent(ingredient.uid)}`}
                      className="block h-full rounded-xl bg-surface p-4 shadow-sm hover:ring-1 hover:ring-accent"
                    >
                      <span className="font-medium">{ingredient.ingredient_name}</span>
                      {ingredient.ingredient_latin && (
                        <span className="mt-0.5 block text-xs text-ink-faint">
                          {ingredient.ingredient_latin}
                        </span>
                      )}
                      {ingredient.ingredient_function && (
                        <span className="mt-2 line-clamp-2 block text-sm text-ink-soft">
                          {ingredient.ingredient_function}
                        </span>
                      )}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
