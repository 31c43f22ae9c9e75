import { catalogueCalls } from '@shop/contracts';
import { type ApiClient, ApiError } from '@shop/contracts/client';
import { describe, expect, it, vi } from 'vitest';
import { resolveShopPath, shopPathOf } from './shop-path.server';

describe('shopPathOf', () => {
  it('decodes and trims slashes', () => {
    expect(shopPathOf('http://s.test/c-plus/vitamin-c-serum-15/')).toBe('c-plus/vitamin-c-serum-15');
    expect(shopPathOf('http://s.test/omega+complex')).toBe('omega+complex');
    expect(shopPathOf('http://s.test/%E7%B2%BE')).toBe('精');
  });
});

describe('resolveShopPath for a product (first paint)', () => {
  /** An API whose sell-page answer waits until the test lets it go; records the order calls start in. */
  function fakeApi(sellPage: () => Promise<unknown>) {
    const started: string[] = [];
    const api = {
      send: (call: { route: string }) => {
        started.push(call.route);
        if (call.route === catalogueCalls.sellPage.route) return sellPage();
        return Promise.reject(new ApiError(404, {}));
      },
    } as unknown as ApiClient;
    return { api, started };
  }

  it('asks for the offers and comments beside the sell page, not after it', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const { api, started } = fakeApi(() => new Promise((resolve) => (answer = resolve)));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = resolveShopPath(api, 'c-plus/serums/15');
    await Promise.resolve();
    expect(started).toEqual([
      catalogueCalls.sellActivities.route,
      catalogueCalls.allowedComments.route,
      catalogueCalls.sellPage.route,
    ]);
    answer(null);
    expect(await page).toEqual({ kind: 'none' });
    errors.mockRestore();
  });

  it('an unknown product answers no page and leaves no log line from the calls started early', async () => {
    const { api } = fakeApi(() => Promise.reject(new ApiError(404, {})));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await resolveShopPath(api, 'c-plus/serums/999')).toEqual({ kind: 'none' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
