import { describe, expect, it } from 'vitest';
import { EVENT_BATCH_DELAY_MS, EventSender } from './event-sender';

function setup(options: { fetch?: boolean; beacon?: boolean } = {}) {
  const sent: { via: string; url: string; body: unknown; headers?: unknown }[] = [];
  let timer: { run: () => void; ms: number } | null = null;
  const logs: string[] = [];
  const sender = new EventSender({
    fetch:
      options.fetch === false
        ? null
        : async (url, init) => {
            sent.push({ via: 'fetch', url, body: JSON.parse(String(init.body)), headers: init.headers });
            return new Response('{}', { status: 200 });
          },
    sendBeacon:
      options.beacon === false
        ? null
        : (url, blob) => {
            sent.push({ via: 'beacon', url, body: blob.size });
            return true;
          },
    headers: () => ({ 'X-Visit-ID': 'visitor_1_abcdefghi' }),
    setTimeout: (run, ms) => {
      timer = { run, ms };
      return timer;
    },
    clearTimeout: () => {
      timer = null;
    },
    log: (message) => logs.push(message),
  });
  return { sender, sent, logs, fire: () => timer?.run(), timerMs: () => timer?.ms ?? null };
}

describe('event sender', () => {
  it('sends a lone event as the single object of the spec, after the batch delay, with the headers', () => {
    const { sender, sent, fire, timerMs } = setup();
    sender.add('/front-stage/v1/event-logger/page-view', { page: '/' });
    expect(sent).toEqual([]);
    expect(timerMs()).toBe(EVENT_BATCH_DELAY_MS);
    fire();
    expect(sent).toEqual([
      {
        via: 'fetch',
        url: '/front-stage/v1/event-logger/page-view',
        body: { page: '/' },
        headers: expect.objectContaining({
          'X-Visit-ID': 'visitor_1_abcdefghi',
          'Content-Type': 'application/json',
        }),
      },
    ]);
  });

  it('batches events of one call into a list and keeps calls apart; flush sends at once', () => {
    const { sender, sent } = setup();
    sender.add('/a', { n: 1 });
    sender.add('/a', { n: 2 });
    sender.add('/b', { n: 3 });
    sender.flush();
    expect(sent.map(({ url, body }) => ({ url, body }))).toEqual([
      { url: '/a', body: [{ n: 1 }, { n: 2 }] },
      { url: '/b', body: { n: 3 } },
    ]);
  });

  it('splits past 50 events and falls back to sendBeacon without keepalive fetch', () => {
    const { sender, sent } = setup({ fetch: false });
    for (let n = 0; n < 51; n += 1) sender.add('/a', { n });
    sender.flush();
    expect(sent.map((s) => s.via)).toEqual(['beacon', 'beacon']);
  });

  it('only logs when nothing can send', () => {
    const { sender, logs } = setup({ fetch: false, beacon: false });
    sender.send('/a', {});
    expect(logs).toEqual(['[tracking] /a could not be sent']);
  });
});
