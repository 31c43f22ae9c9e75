// The page-level error screen (storefront.md §2.11): status code with its status text, or the
// error's message, or '發生未知錯誤'; '回到首頁' leaves the error for /.
import { errorMessages, pagesMessages, shellMessages } from '@shop/core';
import { isRouteErrorResponse, Link, type MetaDescriptor } from 'react-router';
import { ERROR_PAGE_ATTRIBUTE } from '../../lib/access-guard';

export interface ErrorView {
  status: number | null;
  statusText: string | null;
  message: string | null;
}

function messageOf(data: unknown): string | null {
  if (typeof data === 'string') return data.trim() || null;
  if (typeof data === 'object' && data !== null && 'message' in data) {
    const { message } = data as { message: unknown };
    return typeof message === 'string' && message.trim() ? message : null;
  }
  return null;
}

/** What the screen shows for a thrown error or error response. */
export function describeError(error: unknown): ErrorView {
  if (isRouteErrorResponse(error)) {
    return { status: error.status, statusText: error.statusText || null, message: messageOf(error.data) };
  }
  if (error instanceof Error) return { status: null, statusText: null, message: error.message || null };
  return { status: null, statusText: null, message: messageOf(error) };
}

const NOT_FOUND_STATUS = 404;

/**
 * The document title while an error screen shows. React Router runs the meta functions only down to
 * the route whose boundary caught the error, so a page's own meta never names a route-validation 404.
 */
export function errorMeta(error: unknown): MetaDescriptor[] {
  const { status } = describeError(error);
  const page =
    status === NOT_FOUND_STATUS ? pagesMessages.notFound.metaTitle : pagesMessages.errorScreen.metaTitle;
  return [
    { title: pagesMessages.titleWithBrand(page, shellMessages.brandName) },
    { name: 'robots', content: 'noindex' },
  ];
}

/** The first line: the status code with its text in Chinese (a status without one keeps the text it came with). */
export function headlineOf({ status, statusText }: Pick<ErrorView, 'status' | 'statusText'>): string | null {
  if (status === null) return null;
  return [status, pagesMessages.statusTexts[status] ?? statusText].filter(Boolean).join(' ');
}

export function ErrorScreen({ error }: { error: unknown }) {
  const { status, statusText, message } = describeError(error);
  const headline = headlineOf({ status, statusText });
  return (
    <section
      data-testid="error-screen"
      {...{ [ERROR_PAGE_ATTRIBUTE]: '' }}
      role="alert"
      className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center"
    >
      {headline && (
        <h1 data-testid="error-status" className="text-4xl font-semibold tracking-wide text-ink">
          {headline}
        </h1>
      )}
      {message && (
        <p data-testid="error-message" className="mt-4 break-all text-ink-soft">
          {message}
        </p>
      )}
      {!headline && !message && (
        <h1 data-testid="error-message" className="text-2xl font-semibold text-ink">
          {errorMessages.unknownError}
        </h1>
      )}
      <Link
        to="/"
        data-testid="error-home"
        className="mt-8 inline-block rounded-full bg-ink px-8 py-3 text-sm font-medium text-surface hover:bg-accent-strong"
      >
        {errorMessages.backToHome}
      </Link>
    </section>
  );
}
