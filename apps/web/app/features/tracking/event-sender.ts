// Batches the browser's tracking events per call and sends them off the critical path (storefront.md §7.9).
// Events of one call waiting together go as one request (a list body); a lone event goes as the spec's
// single object. A failure is only logged: tracking never slows the page nor shows an error.
import { TRACKING_BATCH_MAX_EVENTS } from '@shop/contracts';

/** Longest an event waits for company before its batch goes. */
export const EVENT_BATCH_DELAY_MS = 1000;
/** Browsers refuse a keepalive request body past 64 KiB; bigger batches go by sendBeacon. */
const KEEPALIVE_BODY_MAX_BYTES = 60_000;

export interface SenderDeps {
  /** keepalive fetch, carrying the headers of §7.1 (X-Visit-ID, the token when logged in). */
  fetch: ((url: string, init: RequestInit) => Promise<Response>) | null;
  /** navigator.sendBeacon, the fallback (it cannot carry headers). */
  sendBeacon: ((url: string, body: Blob) => boolean) | null;
  headers: () => Record<string, string>;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  log: (message: string, error?: unknown) => void;
}

export class EventSender {
  private waiting = new Map<string, unknown[]>();
  private timer: unknown = null;

  constructor(private readonly deps: SenderDeps) {}

  /** Queues one event for the call at `url`; it goes within EVENT_BATCH_DELAY_MS, or at flush(). */
  add(url: string, event: unknown): void {
    const list = this.waiting.get(url) ?? [];
    list.push(event);
    this.waiting.set(url, list);
    if (this.timer === null) {
      this.timer = this.deps.setTimeout(() => {
        this.timer = null;
        this.flush();
      }, EVENT_BATCH_DELAY_MS);
    }
  }

  /** Sends everything waiting now (the timer, or the page being hidden or left). */
  flush(): void {
    if (this.timer !== null) {
      this.deps.clearTimeout(this.timer);
      this.timer = null;
    }
    const waiting = this.waiting;
    this.waiting = new Map();
    for (const [url, events] of waiting) {
      for (let start = 0; start < events.length; start += TRACKING_BATCH_MAX_EVENTS) {
        const batch = events.slice(start, start + TRACKING_BATCH_MAX_EVENTS);
        this.send(url, batch.length === 1 ? batch[0] : batch);
      }
    }
  }

  /** One request, answered or not: errors are logged. */
  send(url: string, body: unknown): void {
    const json = JSON.stringify(body);
    const { fetch, sendBeacon } = this.deps;
    try {
      if (fetch && json.length <= KEEPALIVE_BODY_MAX_BYTES) {
        fetch(url, {
          method: 'POST',
          body: json,
          keepalive: true,
          credentials: 'same-origin',
          headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...this.deps.headers() },
        })
          .then((answer) => {
            if (!answer.ok) this.deps.log(`[tracking] ${url} answered ${answer.status}`);
          })
          .catch((error: unknown) => this.deps.log(`[tracking] ${url} failed`, error));
        return;
      }
      if (sendBeacon?.(url, new Blob([json], { type: 'application/json' }))) return;
      this.deps.log(`[tracking] ${url} could not be sent`);
    } catch (error) {
      this.deps.log(`[tracking] ${url} failed`, error);
    }
  }
}
