// The logistics provider's 7-ELEVEN store map (LOGISTICS_PROVIDER=ecpay; docs/decisions/060-ecpay-store-map.md).
// The map is ECPay's page: the checkout form is left for it, so what the shopper typed is kept in this
// tab's sessionStorage under a random state that travels as ECPay's ExtraData; ECPay posts the chosen
// store to the API, which sends her back to /my_cartlist?store_map={state}&store_id={id} (or
// store_map_error=…), and the page puts her entries and the store back.
import { logisticsCalls } from '@shop/contracts';
import type { StorePickupMethod } from '@shop/core';
import { browserApi } from '../../lib/api.client';

const DRAFT_KEY = 'checkout.storeMapDraft';
/** ECPay's ExtraData is String(20); the API takes 8–20 of [A-Za-z0-9_-]. */
const STATE_BYTES = 12;
/** A draft older than this is not put back (she left the map and came back much later). */
const DRAFT_MAX_AGE_MS = 60 * 60 * 1000;
/** Card fields are frames of the payment SDK and never part of the draft; neither is the Idempotency-Key. */
const NOT_KEPT = new Set(['recipient.store_id']);

interface Draft {
  state: string;
  savedAt: number;
  entries: [string, string][];
}

export type StoreMapReturn =
  | { kind: 'store'; storeId: string; entries: [string, string][] }
  | { kind: 'error'; reason: 'unknown' | 'invalid'; entries: [string, string][] };

function newState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(STATE_BYTES));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

function readDraft(): Draft | null {
  try {
    const draft = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null') as Draft | null;
    return draft && typeof draft.state === 'string' && Array.isArray(draft.entries) ? draft : null;
  } catch {
    return null;
  }
}

/**
 * Keeps what the checkout form holds and posts ECPay's map form (the whole tab goes to the map). Throws
 * when the map cannot be opened; the shopper stays on checkout.
 */
export async function openStoreMap(
  form: HTMLFormElement,
  options: { collect: boolean; chain?: StorePickupMethod },
): Promise<void> {
  const state = newState();
  const entries: [string, string][] = [];
  for (const [name, value] of new FormData(form))
    if (typeof value === 'string' && !NOT_KEPT.has(name)) entries.push([name, value]);
  const draft: Draft = { state, savedAt: Date.now(), entries };
  sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  const device = window.matchMedia('(max-width: 639px)').matches ? 'mobile' : 'pc';
  const answer = await browserApi().send(logisticsCalls.storeMap, {
    query: { chain: options.chain, collect: options.collect ? 'Y' : 'N', state, device },
  });
  if (!answer.form) throw new Error('the logistics provider has no store map');
  const post = document.createElement('form');
  post.method = 'post';
  post.action = answer.form.action;
  post.hidden = true;
  for (const [name, value] of Object.entries(answer.form.fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    post.append(input);
  }
  document.body.append(post);
  post.submit();
}

/**
 * The shopper's return from the map, read once: the store (or why there is none) and the entries she had
 * typed, when the state in the address is the one this tab sent. The address is cleaned either way.
 */
export function takeStoreMapReturn(): StoreMapReturn | null {
  const url = new URL(window.location.href);
  const state = url.searchParams.get('store_map');
  const storeId = url.searchParams.get('store_id');
  const error = url.searchParams.get('store_map_error');
  if (state === null && error === null) return null;
  for (const name of ['store_map', 'store_id', 'store_map_error']) url.searchParams.delete(name);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  const draft = readDraft();
  sessionStorage.removeItem(DRAFT_KEY);
  const fresh = draft !== null && Date.now() - draft.savedAt < DRAFT_MAX_AGE_MS;
  const entries = fresh && draft.state === state ? draft.entries : [];
  if (error === 'unknown' || error === 'invalid') return { kind: 'error', reason: error, entries };
  // A store for another tab's state (or none of ours) is not taken: she picks again.
  if (!storeId || entries.length === 0) return { kind: 'error', reason: 'invalid', entries };
  return { kind: 'store', storeId, entries };
}

const valueSetter = (element: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value')?.set;

/**
 * Puts the kept entries back into the checkout form as if typed: choices are clicked (their sections
 * open), then text and selects are set and announced, so React's state and the form's own both see them.
 * Run twice a frame apart: a district list fills in only once its county is chosen.
 */
export function restoreEntries(form: HTMLFormElement, entries: readonly [string, string][]): void {
  const pass = () => {
    for (const [name, value] of entries) {
      const fields = [...form.querySelectorAll<HTMLElement>(`[name="${CSS.escape(name)}"]`)];
      for (const field of fields) {
        if (field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox')) {
          if (field.value === value && !field.checked) field.click();
          continue;
        }
        if (
          !(field instanceof HTMLInputElement) &&
          !(field instanceof HTMLSelectElement) &&
          !(field instanceof HTMLTextAreaElement)
        )
          continue;
        if (field.type === 'hidden' || ('readOnly' in field && field.readOnly) || field.value === value)
          continue;
        valueSetter(field)?.call(field, value);
        field.dispatchEvent(
          new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
        );
      }
    }
  };
  pass();
  requestAnimationFrame(() => requestAnimationFrame(pass));
}
