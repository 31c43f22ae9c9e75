import { Link } from 'react-router';

/** Previous / numbered / next links of a paged list (?page=n; page 1 has no query). */
export function Pager({
  path,
  page,
  lastPage,
  label,
}: {
  path: string;
  page: number;
  lastPage: number;
  label: string;
}) {
  if (lastPage <= 1) return null;
  const href = (n: number) => (n === 1 ? path : `${path}?page=${n}`);
  return (
    <nav aria-label={label} className="mt-10 flex flex-wrap justify-center gap-2">
      {Array.from({ length: lastPage }, (_, i) => i + 1).map((n) => (
        <Link
          key={n}
          to={href(n)}
          aria-current={n === page ? 'page' : undefined}
          className="grid size-9 place-items-center rounded-full border border-line text-sm aria-[current=page]:border-ink aria-[current=page]:bg-ink aria-[current=page]:text-surface"
        >
          {n}
        </Link>
      ))}
    </nav>
  );
}

/** The page number of a list address: a whole number ≥ 1, or null (a 404) for anything else. */
export function pageOfUrl(url: string): number | null {
  const value = new URL(url).searchParams.get('page');
  if (value === null) return 1;
  return /^[1-9]\d{0,4}$/.test(value) ? Number(value) : null;
}
