// 分享結果: saves the report (ingredient/report) and shows its /share link with a copy button; phones
// with the Web Share API open their share sheet. A member's shared report lands in their history.
import { ingredientCheckerCalls } from '@shop/contracts';
import { ingredientCheckerMessages as m } from '@shop/core';
import { useId, useState } from 'react';
import { browserApi } from '../../lib/api.client';
import { sharePath } from './paths';

/** Phones (a coarse pointer) get the system share sheet; desktops keep the copy button. */
function canShareNatively(): boolean {
  return typeof navigator.share === 'function' && window.matchMedia('(pointer: coarse)').matches;
}

export function ShareBox({
  text,
  code: savedCode,
  loggedIn,
  onSaved,
}: {
  text: string;
  /** The report is saved already (opened from the history). */
  code: string | null;
  loggedIn: boolean;
  onSaved: () => void;
}) {
  const [code, setCode] = useState(savedCode);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [copied, setCopied] = useState(false);
  const linkId = useId();
  const url = code ? new URL(sharePath(code), window.location.origin).toString() : null;

  async function share() {
    setBusy(true);
    setFailed(false);
    try {
      let link = url;
      if (!link) {
        const saved = await browserApi().send(ingredientCheckerCalls.report, { body: { text } });
        setCode(saved.code);
        link = new URL(sharePath(saved.code), window.location.origin).toString();
        if (loggedIn) onSaved();
      }
      if (canShareNatively())
        await navigator.share({ title: m.shareTitle, url: link }).catch(() => undefined);
    } catch (error) {
      console.error('[ingredient-checker] ingredient/report failed', error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  async function copy() {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      document.getElementById(linkId)?.focus();
    }
  }

  return (
    <div
      className="mt-6 rounded-2xl border border-line bg-surface px-5 py-5 text-sm"
      data-testid="ingredient-share"
    >
      {!url && <p className="mb-3 text-ink-soft">{m.shareHint}</p>}
      {!url || canShareNatively() ? (
        <button
          type="button"
          onClick={() => void share()}
          disabled={busy}
          data-testid="ingredient-share-button"
          className="rounded-full bg-ink px-6 py-3 font-semibold text-surface hover:bg-accent-strong disabled:opacity-60"
        >
          {busy ? m.sharing : m.share}
        </button>
      ) : null}
      {failed && (
        <p role="alert" className="mt-2 text-blush">
          {m.shareFailed}
        </p>
      )}
      {url && (
        <div className="mt-3 first:mt-0">
          <label htmlFor={linkId} className="block font-semibold text-ink">
            {m.shareLinkLabel}
          </label>
          <div className="mt-2 flex flex-col gap-2 sm:flex-row">
            <input
              id={linkId}
              readOnly
              value={url}
              data-testid="ingredient-share-link"
              onFocus={(event) => event.currentTarget.select()}
              className="min-w-0 flex-1 rounded-xl border border-line bg-canvas px-3 py-2 text-ink"
            />
            <button
              type="button"
              onClick={() => void copy()}
              className="rounded-full border border-ink px-5 py-2 text-ink hover:bg-sand"
            >
              {copied ? m.copied : m.copy}
            </button>
          </div>
          <p role="status" className="sr-only">
            {copied ? m.copied : ''}
          </p>
          {loggedIn && <p className="mt-2 text-accent-strong">{m.savedToHistory}</p>}
        </div>
      )}
    </div>
  );
}
