import { contentMessages } from '@shop/core';
import { NavLink } from 'react-router';
import type { LearnType } from './content-api';

const TAB =
  'inline-block whitespace-nowrap rounded-full border px-4 py-1.5 text-sm transition-colors aria-[current=page]:border-ink aria-[current=page]:bg-ink aria-[current=page]:text-surface';

/** /skincare-advice and its categories as tabs; scrolls sideways on a phone. */
export function LearnTypeTabs({ types }: { types: readonly LearnType[] }) {
  if (types.length === 0) return null;
  return (
    <nav
      aria-label={contentMessages.advice.typesLabel}
      className="-mx-4 mb-8 overflow-x-auto px-4 [scrollbar-width:none]"
    >
      <ul className="flex gap-2 md:flex-wrap md:justify-center">
        <li>
          <NavLink end to="/skincare-advice" className={`${TAB} border-line`}>
            {contentMessages.advice.allTypes}
          </NavLink>
        </li>
        {types.map((type) => (
          <li key={type.learntype2_id}>
            <NavLink
              to={`/skincare-advice/${encodeURIComponent(type.learntype2_rel2)}`}
              className={`${TAB} border-line`}
            >
              {type.learntype2_name}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
