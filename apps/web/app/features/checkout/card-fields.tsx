// Card number, expiry and CCV in TapPay's hosted fields (the card never touches our page or server): the
// SDK loads when this first shows, each field's state and error is said in Chinese beside it, and the
// form asks for the one-time prime on submit (docs/decisions/035-card-payments-cash-collected-at-pickup-sms-to.md).
import { cardFieldMessages as m } from '@shop/core';
import { type RefObject, useEffect, useImperativeHandle, useRef, useState } from 'react';
import {
  loadTapPay,
  primeOf,
  type TapPayField,
  type TapPayFieldStatus,
  type TapPayFieldsStatus,
  type TapPayKeys,
  type TPDirect,
} from './tappay-sdk';

export interface CardFieldsHandle {
  /** Says what is missing in the fields (a submit stopped by other fields' errors). */
  reveal(): void;
  /** Shows every field's error; answers the prime when the card can be charged, else null. */
  prime(): Promise<string | null>;
}

const EMPTY: TapPayFieldsStatus = { number: 1, expiry: 1, ccv: 1 };
const FIELDS: { field: TapPayField; label: string; placeholder: string; wide: boolean }[] = [
  { field: 'number', label: m.numberLabel, placeholder: m.numberPlaceholder, wide: true },
  { field: 'expiry', label: m.expiryLabel, placeholder: m.expiryPlaceholder, wide: false },
  { field: 'ccv', label: m.ccvLabel, placeholder: m.ccvPlaceholder, wide: false },
];
/** TapPay styles the text inside its frames; the frame's box is ours. */
const FIELD_STYLES = {
  input: { color: '#2f2a26', 'font-size': '16px' },
  '.invalid': { color: '#b4485b' },
};

/** Invalid is said at once; empty and unfinished fields only after a submit. */
function errorOf(field: TapPayField, status: TapPayFieldStatus, submitted: boolean): string | null {
  if (status === 2) return m.invalid[field];
  if (!submitted) return null;
  if (status === 1) return m.required[field];
  if (status === 3) return m.incomplete[field];
  return null;
}

export function CardFields({
  keys,
  handle,
}: {
  keys: TapPayKeys;
  handle: RefObject<CardFieldsHandle | null>;
}) {
  const hosts = {
    number: useRef<HTMLDivElement>(null),
    expiry: useRef<HTMLDivElement>(null),
    ccv: useRef<HTMLDivElement>(null),
  };
  const sdk = useRef<TPDirect | null>(null);
  const [load, setLoad] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [status, setStatus] = useState<TapPayFieldsStatus>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const [primeError, setPrimeError] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the hosts are refs, set before effects run.
  useEffect(() => {
    let live = true;
    loadTapPay(keys).then(
      (tp) => {
        const [number, expiry, ccv] = [hosts.number.current, hosts.expiry.current, hosts.ccv.current];
        if (!live || !number || !expiry || !ccv) return;
        tp.card.setup({
          fields: {
            number: { element: number, placeholder: m.numberPlaceholder },
            expirationDate: { element: expiry, placeholder: m.expiryPlaceholder },
            ccv: { element: ccv, placeholder: m.ccvPlaceholder },
          },
          styles: FIELD_STYLES,
        });
        tp.card.onUpdate((update) => {
          if (!live) return;
          setStatus(update.status);
          setPrimeError(null);
        });
        sdk.current = tp;
        setLoad('ready');
      },
      (error: unknown) => {
        console.error('[checkout] card SDK', error);
        if (live) setLoad('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [keys]);

  useImperativeHandle(handle, () => ({
    reveal: () => setSubmitted(true),
    async prime() {
      setSubmitted(true);
      const tp = sdk.current;
      if (!tp) return null;
      const now = tp.card.getTappayFieldsStatus();
      setStatus(now.status);
      if (!now.canGetPrime) {
        hosts.number.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
        return null;
      }
      const result = await primeOf(tp);
      if ('prime' in result) return result.prime;
      console.error('[checkout] getPrime', result.error);
      setPrimeError(m.primeFailed);
      return null;
    },
  }));

  return (
    <div className="mt-4 rounded-xl border border-line bg-sand/30 p-4" data-testid="card-fields">
      {load === 'failed' && (
        <p role="alert" className="mb-3 text-sm text-blush">
          {m.loadFailed}
        </p>
      )}
      {load === 'loading' && (
        <p role="status" className="mb-3 text-sm text-ink-soft">
          {m.loading}
        </p>
      )}
      <div className="grid grid-cols-2 gap-3">
        {FIELDS.map(({ field, label, wide }) => {
          const error = errorOf(field, status[field], submitted);
          const ok = status[field] === 0;
          return (
            <fieldset
              key={field}
              className={wide ? 'col-span-2' : ''}
              aria-describedby={error ? `card-${field}-error` : undefined}
            >
              <legend className="block text-sm font-medium text-ink">{label}</legend>
              <div
                id={`card-${field}`}
                ref={hosts[field]}
                className={`mt-1 h-11 rounded border bg-surface px-3 py-2.5 text-base text-ink focus-within:ring-2 focus-within:ring-accent ${
                  error ? 'border-blush' : ok ? 'border-accent-strong' : 'border-line'
                }`}
              />
              {error ? (
                <p
                  id={`card-${field}-error`}
                  data-testid={`error-card-${field}`}
                  className="mt-1 text-xs text-blush"
                >
                  {error}
                </p>
              ) : (
                ok && <p className="mt-1 text-xs text-accent-strong">✓ {m.valid}</p>
              )}
            </fieldset>
          );
        })}
      </div>
      {primeError && (
        <p role="alert" data-testid="error-card" className="mt-3 text-sm text-blush">
          {primeError}
        </p>
      )}
      <p className="mt-3 text-xs text-ink-soft">{m.secureNote}</p>
    </div>
  );
}
