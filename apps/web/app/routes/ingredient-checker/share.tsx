// /share?code= (member-area §2.1, §2.9): a shared ingredient-checker report, read-only, for anyone holding
// the link; kept out of search engines (the code is the capability).
import { ingredientCheckerCalls, type SavedIngredientReport } from '@shop/contracts';
import { ingredientCheckerMessages as m, taipeiDate } from '@shop/core';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { describeFailure } from '../../features/accounts/account-api';
import { seoMeta } from '../../features/content/seo';
import { IngredientReportView } from '../../features/ingredient-checker/ingredient-report';
import { CHECKER_PATH, SHARE_PATH } from '../../features/ingredient-checker/paths';
import { browserApi } from '../../lib/api.client';
import type { Route } from './+types/share';

type View =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; saved: SavedIngredientReport };

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export function loader({ request }: Route.LoaderArgs) {
  return {
    seo: {
      title: m.sharedTitle,
      description: m.metaDescription,
      path: SHARE_PATH,
      origin: new URL(request.url).origin,
      noindex: true,
    },
  };
}

export default function SharedReport() {
  const [params] = useSearchParams();
  const code = params.get('code');
  const [view, setView] = useState<View>({ kind: 'loading' });

  useEffect(() => {
    if (!code) {
      setView({ kind: 'failed', message: m.shareMissingCode });
      return;
    }
    let live = true;
    setView({ kind: 'loading' });
    browserApi()
      .send(ingredientCheckerCalls.shared, { params: { code } })
      .then((saved) => live && setView({ kind: 'ready', saved }))
      .catch(
        (error: unknown) => live && setView({ kind: 'failed', message: describeFailure(error).message }),
      );
    return () => {
      live = false;
    };
  }, [code]);

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 md:py-12">
      <header className="mb-6">
        <h1 className="text-2xl font-semibold tracking-wide text-ink">{m.sharedTitle}</h1>
        <p className="mt-2 text-sm text-ink-soft">{m.sharedIntro}</p>
      </header>
      {view.kind === 'loading' ? (
        <p role="status" className="py-12 text-center text-sm text-ink-soft">
          {m.loading}
        </p>
      ) : view.kind === 'failed' ? (
        <p
          role="alert"
          data-testid="shared-failed"
          className="rounded-xl bg-sand px-6 py-10 text-center text-sm text-ink"
        >
          {view.message}
        </p>
      ) : (
        <>
          <dl className="mb-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-ink-soft">{m.sharedDate}</dt>
            <dd className="text-ink">
              <time dateTime={view.saved.created_at}>{taipeiDate(new Date(view.saved.created_at))}</time>
            </dd>
            <dt className="text-ink-soft">{m.sharedInput}</dt>
            <dd className="break-words text-ink">{view.saved.text}</dd>
          </dl>
          <IngredientReportView report={view.saved.report} />
        </>
      )}
      <Link
        to={CHECKER_PATH}
        data-testid="shared-try-checker"
        className="mt-8 inline-block rounded-full bg-ink px-6 py-3 text-sm font-semibold text-surface hover:bg-accent-strong"
      >
        {m.tryChecker}
      </Link>
    </div>
  );
}
