import type { NewsCategoriesAnswer } from '@shop/contracts';
import { contentMessages } from '@shop/core';
import { NavLink } from 'react-router';
import { newsCategoryPath } from './content-paths';

const CHIP =
  'inline-block whitespace-nowrap rounded-full border border-line px-4 py-1.5 text-sm aria-[current=page]:border-ink aria-[current=page]:bg-ink aria-[current=page]:text-surface';

/** All news, then each subcategory under its category's name; scrolls sideways on a phone. */
export function NewsCategoryNav({ categories }: { categories: NewsCategoriesAnswer['categories'] }) {
  if (categories.length === 0) return null;
  return (
    <nav
      aria-label={contentMessages.news.categoriesLabel}
      className="-mx-4 mb-8 overflow-x-auto px-4 [scrollbar-width:none]"
    >
      <ul className="flex gap-2 md:flex-wrap md:justify-center">
        <li>
          <NavLink end to="/news/news-list" className={CHIP}>
            {contentMessages.news.allCategories}
          </NavLink>
        </li>
        {categories.flatMap((category) =>
          category.subcategories.map((sub) => (
            <li key={sub.newscategory_path}>
              <NavLink
                data-testid="news-category-link"
                to={newsCategoryPath(category.newscategory_slug, sub.newscategory_slug)}
                className={CHIP}
              >
                {sub.newscategory_name}
              </NavLink>
            </li>
          )),
        )}
      </ul>
    </nav>
  );
}
