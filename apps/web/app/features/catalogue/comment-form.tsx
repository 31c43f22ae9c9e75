// The comment form (loaded only for members who may comment): stars, text and up to 3 images, sent as
// multipart to get-sell-pages/{id}/store-comment.
import {
  COMMENT_IMAGE_MAX_BYTES,
  COMMENT_MAX_IMAGES,
  COMMENT_MAX_LENGTH,
  catalogueCalls,
} from '@shop/contracts';
import { catalogueMessages } from '@shop/core';
import { Star } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { z } from 'zod';
import { browserApi } from '../../lib/api.client';

const { comments: text } = catalogueMessages;

export const CommentInput = z.object({
  star: z.coerce.number({ error: text.ratingRequired }).int().min(1, text.ratingRequired).max(5),
  content: z
    .string()
    .trim()
    .min(1, text.contentRequired)
    .max(COMMENT_MAX_LENGTH, text.contentTooLong(COMMENT_MAX_LENGTH)),
  files: z
    .array(z.instanceof(Blob))
    .max(COMMENT_MAX_IMAGES, text.tooManyFiles(COMMENT_MAX_IMAGES))
    .refine((files) => files.every((file) => file.size <= COMMENT_IMAGE_MAX_BYTES), text.fileTooLarge),
});

export default function CommentForm({ sellId, onPosted }: { sellId: number; onPosted: () => void }) {
  const [star, setStar] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const files = form.getAll('files').filter((file): file is File => file instanceof File && file.size > 0);
    const parsed = CommentInput.safeParse({ star, content: form.get('content') ?? '', files });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? text.failed);
      return;
    }
    const body = new FormData();
    body.append('stars', String(parsed.data.star));
    body.append('content', parsed.data.content);
    for (const file of files) body.append('files', file);
    setBusy(true);
    setError(null);
    try {
      await browserApi().send(catalogueCalls.storeComment, { params: { id: sellId }, body });
      setDone(true);
      onPosted();
    } catch (failure) {
      console.error('[product] store-comment failed', failure);
      setError(text.failed);
    } finally {
      setBusy(false);
    }
  }

  if (done)
    return (
      <p data-testid="comment-posted" role="status" className="rounded-xl bg-accent-soft px-4 py-3 text-sm">
        {text.submitted}
      </p>
    );

  return (
    <form
      data-testid="comment-form"
      onSubmit={submit}
      className="space-y-4 rounded-2xl border border-line p-5"
    >
      <h3 className="font-semibold">{text.writeTitle}</h3>
      <fieldset>
        <legend className="mb-1 text-sm">{text.rating}</legend>
        <div className="flex gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <button
              key={n}
              type="button"
              aria-label={text.stars(n)}
              aria-pressed={star === n}
              onClick={() => setStar(n)}
              className="text-blush"
            >
              <Star aria-hidden className={`size-6 ${n <= star ? 'fill-current' : 'opacity-30'}`} />
            </button>
          ))}
        </div>
      </fieldset>
      <label className="block text-sm">
        {text.content}
        <textarea
          name="content"
          rows={4}
          maxLength={COMMENT_MAX_LENGTH}
          className="mt-1 block w-full rounded-lg border border-line p-3"
        />
      </label>
      <label className="block text-sm">
        {text.files}
        <input
          name="files"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          multiple
          className="mt-1 block text-sm"
        />
      </label>
      {error && (
        <p role="alert" className="text-sm text-blush">
          {error}
        </p>
      )}
      <button
        type="submit"
        disabled={busy}
        className="rounded-full bg-ink px-6 py-2.5 text-sm font-semibold text-surface disabled:opacity-50"
      >
        {text.submit}
      </button>
    </form>
  );
}
