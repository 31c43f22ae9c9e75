import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from './load-context';
import { loadShellData } from './shell-data';

const newsItem = {
  news_id: 3,
  news_title: '新品上市',
  news_img: 'n3.webp',
  news_summary: 'summary',
  news_date: '2025-01-01',
};
const subItem = {
  submenu_id: 1,
  submenu_name: '精華',
  submenu_link: 'serum',
  submenu_sort: 1,
  submenu_open: 1,
  submenu_show: 1,
  mainmenu_id: 15,
};

function fakeApi(
  overrides: Partial<Record<'mainMenu' | 'subMenu' | 'news' | 'payMethods', () => Promise<unknown>>>,
) {
  return {
    payMethods: async () => ({ payMethods: [{ pay_id: 'card' }, { pay_id: 'atm' }], tappay: null }),
    mainMenu: async () => ({ mainMenu: [] }),
    subMenu: async () => ({ subMenu: [subItem] }),
    news: async () => ({ news: [newsItem] }),
    ...overrides,
  } as unknown as ApiClient;
}

describe('loadShellData', () => {
  it('keeps only the news fields the shell draws and passes version and image host through', async () => {
    const data = await loadShellData(fakeApi({}), {
      appVersion: '1.2.3',
      imageHost: 'https://img.example',
      currency: 'HKD',
    });
    expect(data.news).toEqual([{ news_id: 3, news_title: '新品上市', news_img: 'n3.webp' }]);
    expect(data.subMenu).toEqual([subItem]);
    expect(data.appVersion).toBe('1.2.3');
    expect(data.imageHost).toBe('https://img.example');
    expect(data.currency).toBe('HKD');
    // The footer's payment marks follow the pay methods the server offers.
    expect(data.payMethods).toEqual(['card', 'atm']);
  });

  it('logs a failed call and leaves only that part empty', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const data = await loadShellData(
      fakeApi({
        mainMenu: () => Promise.reject(new Error('down')),
        news: () => Promise.reject(new Error('down')),
      }),
      { appVersion: '1.0.0', imageHost: null, currency: 'TWD' },
    );
    expect(data.mainMenu).toEqual([]);
    expect(data.news).toEqual([]);
    expect(data.subMenu).toEqual([subItem]);
    expect(log).toHaveBeenCalledTimes(2);
    log.mockRestore();
  });
});
