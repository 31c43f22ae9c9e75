import { shellMessages } from '@shop/core';
import { Link } from 'react-router';

/** Word mark with a leaf-drop glyph; no image request. */
export function SiteLogo({ withTagline = false }: { withTagline?: boolean }) {
  return (
    <Link to="/" data-testid="site-logo" className="group inline-flex items-center gap-2 lg:gap-3">
      <svg viewBox="0 0 32 32" aria-hidden className="size-8 shrink-0 text-accent lg:size-9">
        <path
          fill="currentColor"
          d="M16 3c5.5 6.2 9 11.1 9 15.6A9 9 0 0 1 7 18.6C7 14.1 10.5 9.2 16 3Zm-3.2 16.1a.9.9 0 0 0-1.7.5 5 5 0 0 0 4.2 3.8.9.9 0 1 0 .3-1.8 3.3 3.3 0 0 1-2.8-2.5Z"
        />
      </svg>
      <span className="flex flex-col leading-tight">
        <span className="text-lg font-semibold tracking-[0.12em] text-ink lg:text-xl lg:tracking-[0.2em]">
          {shellMessages.brandName}
        </span>
        {withTagline && (
          <span data-testid="site-tagline" className="mt-0.5 text-xs tracking-wider text-ink-soft">
            {shellMessages.brandTagline}
          </span>
        )}
      </span>
    </Link>
  );
}
