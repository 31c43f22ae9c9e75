// The comment form (loaded only for members who may comment): stars, text and up to 3 images, sent as
// multipart to get-sell-pages/{id}/store-comment.
import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react';
import { COMMENT_MAX_LENGTH, catalogueCalls } from '@shop/contracts';
import { catalogueMessages } from '@shop/core';
import { Star } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { browserApi } from '../../lib/api.client';
import { isShopperSubmit, revealFocusedField } from '../../lib/form-focus';
import { parseCommentForm } from './comment-validation';

const { comments: text } = catalogueMessages;
const STAR_CHOICES = [1, 2, 3, 4, 5];

function FieldError({ id, errors }: { id: string; errors: string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <p id={id} data-testid={id} className="mt-1 text-xs text-blush">
      {errors.join('、')}
    </p>
  );
}

export default function CommentForm({ sellId, onPosted }: { sellId: number; onPosted: () => void }) {
  const [star, setStar] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]> | undefined>();
  const accepted = useRef(false);
  const firstStar = useRef<HTMLButtonElement>(null);

  async function send(element: HTMLFormElement, reply: () => SubmissionResult<string[]>) {
    const body = new FormData(element);
    // An empty file input still sends an empty part; leave it out.
    const files = body.getAll('files').filter((file) => file instanceof File && file.size > 0);
    body.delete('files');
    for (const file of files) body.append('files', file);
    setBusy(true);
    setError(null);
    try {
      await browserApi().send(catalogueCalls.storeComment, { params: { id: sellId }, body });
      setDone(true);
      onPosted();
    } catch (failure) {
      console.error('[product] store-comment failed', failure);
      // The text and stars stay as typed; only the message above the button changes.
      setLastResult(reply());
      setError(text.failed);
    } finally {
      setBusy(false);
    }
  }

  const [form, fields] = useForm({
    id: `comment-${sellId}`,
    lastResult,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseCommentForm(formData),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      accepted.current = true;
      void send(event.currentTarget, () => submission.reply());
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    if (!isShopperSubmit(event)) return form.onSubmit(event);
    accepted.current = false;
    const element = event.currentTarget;
    form.onSubmit(event);
    if (accepted.current) return;
    // The rating is a hidden input Conform cannot focus: its first star button stands in for it.
    if (!new FormData(element).get('stars')) firstStar.current?.focus();
    revealFocusedField(element);
  }

  // A chosen star answers the rating error at once (the rating is no typed field Conform revalidates).
  const starErrors = star > 0 ? undefined : fields.stars.errors;

  if (done)
    return (
      <p data-testid="comment-posted" role="status" className="rounded-xl bg-accent-soft px-4 py-3 text-sm">
        {text.submitted}
      </p>
    );

  return (
    <form
      {...getFormProps(form)}
      data-testid="comment-form"
      onSubmit={submit}
      className="space-y-4 rounded-2xl border border-line p-5"
    >
      <h3 className="font-semibold">{text.writeTitle}</h3>
      <fieldset>
        <legend className="mb-1 text-sm">{text.rating}</legend>
        <div className="flex gap-1">
          {STAR_CHOICES.map((n) => (
            <button
              key={n}
              ref={n === 1 ? firstStar : undefined}
              type="button"
              aria-label={text.stars(n)}
              aria-pressed={star === n}
              aria-describedby={starErrors ? 'comment-error-stars' : undefined}
              onClick={() => setStar(n)}
              className="text-blush"
            >
              <Star aria-hidden className={`size-6 ${n <= star ? 'fill-current' : 'opacity-30'}`} />
            </button>
          ))}
        </div>
        <input type="hidden" name={fields.stars.name} value={star || ''} />
        <FieldError id="comment-error-stars" errors={starErrors} />
      </fieldset>
      <label className="block text-sm">
        {text.content}
        <textarea
          name={fields.content.name}
          rows={4}
          maxLength={COMMENT_MAX_LENGTH}
          aria-invalid={fields.content.errors ? true : undefined}
          aria-describedby={fields.content.errors ? 'comment-error-content' : undefined}
          className="mt-1 block w-full rounded-lg border border-line p-3 aria-[invalid=true]:border-blush"
        />
        <FieldError id="comment-error-content" errors={fields.content.errors} />
      </label>
      <label className="block text-sm">
        {text.files}
        <input
          name="files"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          multiple
          aria-invalid={fields.files.errors ? true : undefined}
          aria-describedby={fields.files.errors ? 'comment-error-files' : undefined}
          className="mt-1 block text-sm"
        />
        <FieldError id="comment-error-files" errors={fields.files.errors} />
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
