// Comments with stars, paging and image attachments; the form (lazy) shows only to members who may
// comment (get-allowed-comments). The first page comes with the server HTML.
import { catalogueMessages, productImageUrl } from '@shop/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { uploadSrcSet } from '../../lib/media';
import { useIsLoggedIn } from '../../lib/use-browser-state';
import type { CommentsPage } from './comments-data';
import { Stars } from './stars';

/** Comment pictures show at 96 px: the 800 px original is five times the bytes a phone needs. */
const COMMENT_IMAGE_WIDTHS = [160, 320] as const;

const CommentForm = lazy(() => import('./comment-form'));
// The calls bring the API client: loaded when a member is logged in or another page is asked for.
const loadCalls = () => import('./product-calls');
const { comments: text } = catalogueMessages;

export function ProductComments({
  sellId,
  first,
  rating,
  imageHost,
}: {
  sellId: number;
  first: CommentsPage;
  rating: number | null;
  imageHost: string | null;
}) {
  const [current, setCurrent] = useState(first);
  const [loading, setLoading] = useState(false);
  const loggedIn = useIsLoggedIn();
  const [allowed, setAllowed] = useState(false);

  useEffect(() => setCurrent(first), [first]);

  // get-comments (auth) says whether this member bought the product and has not commented yet.
  useEffect(() => {
    if (!loggedIn) {
      setAllowed(false);
      return;
    }
    let live = true;
    loadCalls()
      .then((calls) => calls.canComment(sellId))
      .then((can) => live && setAllowed(can))
      .catch(() => live && setAllowed(false));
    return () => {
      live = false;
    };
  }, [loggedIn, sellId]);

  /** Pages come from get-allowed-comments; after a new comment the cache is skipped. */
  async function goTo(page: number, fresh = false) {
    if (page < 1 || (!fresh && page > current.lastPage)) return;
    setLoading(true);
    try {
      setCurrent(await (await loadCalls()).commentsPage(sellId, page, fresh));
    } catch (error) {
      console.error('[product] get-allowed-comments failed', error);
    } finally {
      setLoading(false);
    }
  }

  return (
    <section
      id="comments"
      data-testid="product-comments"
      aria-labelledby="comments-title"
      className="space-y-6"
    >
      <header className="flex flex-wrap items-baseline gap-x-4 gap-y-1 border-b border-line pb-3">
        <h2 id="comments-title" className="text-lg font-semibold">
          {text.title}
        </h2>
        <span className="text-sm text-ink-soft">{text.count(current.total)}</span>
        {rating !== null && current.total > 0 && (
          <span className="inline-flex items-center gap-1 text-sm text-ink-soft">
            <Stars value={rating} />
            {text.average(rating.toFixed(1))}
          </span>
        )}
      </header>

      {current.comments.length === 0 ? (
        <p className="text-sm text-ink-soft">{text.empty}</p>
      ) : (
        <ul className={`space-y-5 ${loading ? 'opacity-50' : ''}`}>
          {current.comments.map((comment) => (
            <li key={comment.id} data-testid="comment" className="space-y-2 border-b border-line pb-5">
              <div className="flex flex-wrap items-center gap-3 text-sm">
                <Stars value={comment.stars} />
                <span className="font-medium">{comment.author}</span>
                <time className="text-xs text-ink-faint">{comment.date}</time>
              </div>
              <p className="whitespace-pre-line text-sm leading-relaxed">{comment.content}</p>
              {comment.images.length > 0 && (
                <ul className="flex flex-wrap gap-2">
                  {comment.images.map((image, i) => {
                    const src = productImageUrl(image, imageHost ?? '');
                    return (
                      <li key={image}>
                        <a href={src} target="_blank" rel="noreferrer">
                          <img
                            data-testid="comment-image"
                            src={src}
                            srcSet={uploadSrcSet(src, COMMENT_IMAGE_WIDTHS)}
                            sizes="96px"
                            alt={text.attachment(i + 1)}
                            width={96}
                            height={96}
                            loading="lazy"
                            decoding="async"
                            className="size-24 rounded-lg object-cover"
                          />
                        </a>
                      </li>
                    );
                  })}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}

      {current.lastPage > 1 && (
        <nav className="flex items-center justify-center gap-4 text-sm" aria-label={text.title}>
          <button
            type="button"
            onClick={() => goTo(current.page - 1)}
            disabled={current.page <= 1 || loading}
            className="rounded-full border border-line px-4 py-1.5 disabled:opacity-30"
          >
            {text.previous}
          </button>
          <span data-testid="comments-page">{text.page(current.page, current.lastPage)}</span>
          <button
            type="button"
            onClick={() => goTo(current.page + 1)}
            disabled={current.page >= current.lastPage || loading}
            className="rounded-full border border-line px-4 py-1.5 disabled:opacity-30"
          >
            {text.next}
          </button>
        </nav>
      )}

      {allowed ? (
        <Suspense fallback={null}>
          <CommentForm sellId={sellId} onPosted={() => void goTo(1, true)} />
        </Suspense>
      ) : (
        loggedIn && <p className="text-xs text-ink-faint">{text.onlyBuyers}</p>
      )}
    </section>
  );
}
