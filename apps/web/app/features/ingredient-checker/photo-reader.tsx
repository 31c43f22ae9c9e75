// 拍照辨識成分 (member-area §2.9; docs/decisions/069-ingredient-ocr.md): a photo of the label (the camera on
// a phone) goes to ingredient/ocr and the list read from it fills the text box, for the shopper to
// correct before 開始檢測.
import { ingredientCheckerCalls, OCR_PHOTO_FIELD } from '@shop/contracts';
import { isApiError } from '@shop/contracts/client';
import { ingredientCheckerMessages as m, OCR_PHOTO_MAX_BYTES } from '@shop/core';
import { type ChangeEvent, useId, useState } from 'react';
import { browserApi } from '../../lib/api.client';

type Reading =
  | { kind: 'idle' }
  | { kind: 'reading' }
  | { kind: 'done'; count: number }
  | { kind: 'failed'; message: string };

/** What went wrong, in the shopper's words: the server's own message for a refused photo (422). */
function failureMessage(failure: unknown): string {
  if (!isApiError(failure) || failure.reason !== 'http') return m.photoFailed;
  if (failure.status === 413) return m.photoTooLarge;
  if (failure.status === 415) return m.photoWrongType;
  if (failure.status === 429 || failure.status === 503) return m.photoBusy;
  const message = (failure.data as { message?: unknown } | null)?.message;
  return failure.status === 422 && typeof message === 'string' ? message : m.photoFailed;
}

export function PhotoReader({ onRead }: { onRead: (text: string) => void }) {
  const inputId = useId();
  const [reading, setReading] = useState<Reading>({ kind: 'idle' });

  async function read(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same photo may be chosen again after a failure.
    event.target.value = '';
    if (!file) return;
    if (file.size > OCR_PHOTO_MAX_BYTES) {
      setReading({ kind: 'failed', message: m.photoTooLarge });
      return;
    }
    const body = new FormData();
    body.append(OCR_PHOTO_FIELD, file);
    setReading({ kind: 'reading' });
    try {
      const answer = await browserApi().send(ingredientCheckerCalls.ocr, { body });
      if (answer.entries.length === 0) {
        setReading({ kind: 'failed', message: m.photoNothingFound });
        return;
      }
      onRead(answer.text);
      setReading({ kind: 'done', count: answer.entries.length });
    } catch (failure) {
      setReading({ kind: 'failed', message: failureMessage(failure) });
    }
  }

  const busy = reading.kind === 'reading';
  return (
    <div className="mt-3 rounded-xl border border-dashed border-line bg-surface px-4 py-3">
      <div className="flex flex-wrap items-center gap-3">
        <input
          id={inputId}
          type="file"
          accept="image/*"
          capture="environment"
          disabled={busy}
          onChange={(event) => void read(event)}
          aria-describedby={`${inputId}-hint`}
          data-testid="ingredient-photo-input"
          className="peer sr-only"
        />
        <label
          htmlFor={inputId}
          aria-disabled={busy || undefined}
          className="inline-flex cursor-pointer items-center gap-2 rounded-full bg-accent-strong px-5 py-2 text-sm font-semibold text-surface hover:opacity-90 peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ink aria-disabled:cursor-wait aria-disabled:opacity-60"
        >
          <span aria-hidden="true">📷</span>
          {busy ? m.photoReading : m.photo}
        </label>
        <p id={`${inputId}-hint`} className="min-w-0 flex-1 text-xs text-ink-soft">
          {m.photoHint}
        </p>
      </div>
      {reading.kind === 'reading' && (
        <p role="status" data-testid="ingredient-photo-reading" className="mt-2 text-sm text-ink-soft">
          <span
            aria-hidden="true"
            className="mr-2 inline-block size-3 animate-spin rounded-full border-2 border-accent-strong border-t-transparent align-middle"
          />
          {m.photoReading}
        </p>
      )}
      {reading.kind === 'done' && (
        <p role="status" data-testid="ingredient-photo-status" className="mt-2 text-sm text-ink">
          {m.photoFilled(reading.count)}
        </p>
      )}
      {reading.kind === 'failed' && (
        <p role="alert" data-testid="ingredient-photo-error" className="mt-2 text-sm text-blush">
          {reading.message}
        </p>
      )}
    </div>
  );
}
