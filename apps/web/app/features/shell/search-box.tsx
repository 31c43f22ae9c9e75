import { normalizeKeyword, SEARCH_KEYWORD_MAX_LENGTH, searchPath, shellMessages } from '@shop/core';
import { Search } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ARROW_STEPS, IN_SEARCH_BOX, stepSuggestion } from './suggestion-keys';
import { useSearchSuggestions } from './use-search-suggestions';

const SUGGESTION_LINKS = '[data-testid="search-dropdown"] a';

const loadDropdown = () => import('./search-dropdown');
const SearchDropdown = lazy(loadDropdown);

/** Desktop search box with its suggestion dropdown (storefront.md §2.5, §2.6). */
export function SearchBox({ imageHost }: { imageHost: string | null }) {
  const [value, setValue] = useState('');
  const [open, setOpen] = useState(false);
  const keyword = normalizeKeyword(value);
  const suggestions = useSearchSuggestions(keyword);
  const boxRef = useRef<HTMLElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const path = searchPath(keyword);

  // A click outside the box and dropdown, or any scroll, closes it.
  useEffect(() => {
    if (!open) return;
    const close = () => setOpen(false);
    const onPointerDown = (event: PointerEvent) => {
      if (!boxRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('scroll', close, { capture: true, passive: true });
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('scroll', close, { capture: true });
    };
  }, [open]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes after every navigation
  useEffect(() => setOpen(false), [pathname]);

  return (
    <search
      ref={boxRef}
      className="relative block w-full max-w-sm"
      data-testid="search-box"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && event.target !== inputRef.current) {
          // Focus first: the box's onFocus reopens the dropdown, and the close must come after it.
          inputRef.current?.focus();
          setOpen(false);
          return;
        }
        const step = ARROW_STEPS[event.key];
        const links = [...(boxRef.current?.querySelectorAll<HTMLAnchorElement>(SUGGESTION_LINKS) ?? [])];
        if (!step || links.length === 0) return;
        event.preventDefault();
        const current = links.indexOf(document.activeElement as HTMLAnchorElement);
        const next = stepSuggestion(current, links.length, step);
        // preventScroll: a scroll closes the dropdown.
        (next === IN_SEARCH_BOX ? inputRef.current : links[next])?.focus({ preventScroll: true });
      }}
    >
      <form
        className="flex items-center rounded-full border border-line bg-surface pr-1 pl-4 focus-within:border-accent"
        onSubmit={(event) => {
          event.preventDefault();
          if (path) navigate(path);
        }}
      >
        <input
          ref={inputRef}
          type="search"
          data-testid="search-input"
          value={value}
          maxLength={SEARCH_KEYWORD_MAX_LENGTH}
          placeholder={shellMessages.searchPlaceholder}
          aria-label={shellMessages.searchPlaceholder}
          autoComplete="off"
          className="h-10 min-w-0 flex-1 bg-transparent text-sm outline-none placeholder:text-ink-faint"
          onFocus={() => {
            void loadDropdown();
            if (keyword) setOpen(true);
          }}
          onChange={(event) => {
            setValue(event.target.value);
            setOpen(normalizeKeyword(event.target.value) !== null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpen(false);
          }}
        />
        <Link
          to={path ?? '#'}
          data-testid="search-submit"
          aria-label={shellMessages.searchSubmit}
          aria-disabled={path === null}
          onClick={(event) => {
            if (!path) event.preventDefault();
          }}
          className="inline-flex size-8 items-center justify-center rounded-full text-ink-soft hover:bg-accent-soft hover:text-accent"
        >
          <Search aria-hidden className="size-4" />
        </Link>
      </form>
      {open && keyword && (
        <Suspense fallback={null}>
          <SearchDropdown
            keyword={keyword}
            loading={suggestions.loading}
            result={suggestions.result}
            imageHost={imageHost}
          />
        </Suspense>
      )}
    </search>
  );
}
