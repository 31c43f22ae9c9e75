import { SEARCH_KEYWORD_MAX_LENGTH, searchPath, shellMessages } from '@shop/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';

/** Mobile search bar: '查詢' goes to /search/{trimmed keyword} only when it is not empty; five quick tags. */
export function MobileSearchBar() {
  const [value, setValue] = useState('');
  const navigate = useNavigate();
  return (
    <search data-testid="mobile-search-bar" className="block border-t border-line bg-canvas px-4 py-3">
      <form
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          const path = searchPath(value);
          if (path) navigate(path);
        }}
      >
        <input
          type="search"
          data-testid="mobile-search-input"
          value={value}
          maxLength={SEARCH_KEYWORD_MAX_LENGTH}
          placeholder={shellMessages.searchPlaceholder}
          aria-label={shellMessages.searchPlaceholder}
          autoComplete="off"
          // biome-ignore lint/a11y/noAutofocus: the bar opens because the shopper wants to type
          autoFocus
          className="h-10 min-w-0 flex-1 rounded-full border border-line bg-surface px-4 text-sm outline-none focus:border-accent"
          onChange={(event) => setValue(event.target.value)}
        />
        <button
          type="submit"
          data-testid="mobile-search-submit"
          className="h-10 rounded-full bg-ink px-5 text-sm text-white hover:bg-accent-strong"
        >
          {shellMessages.mobileSearchButton}
        </button>
      </form>
      <ul className="mt-3 flex flex-wrap gap-2">
        {shellMessages.mobileQuickTags.map((tag) => (
          <li key={tag}>
            <Link
              to={searchPath(tag) ?? '/'}
              data-testid="mobile-quick-tag"
              className="inline-block rounded-full border border-line bg-surface px-3 py-1 text-xs text-ink-soft hover:border-accent hover:text-accent-strong"
            >
              #{tag}
            </Link>
          </li>
        ))}
      </ul>
    </search>
  );
}
