// The menus and news every page's shell draws, loaded once by the root loader.
import type { MainMenuItem, NewsItem, SubMenuItem } from '@shop/contracts';
import {
  type Currency,
  DEFAULT_CURRENCY,
  DEMO_SHOP_IDENTITY,
  NO_THIRD_PARTY_TAGS,
  type PayMethod,
  type ShopIdentity,
  type ThirdPartyTags,
} from '@shop/core';
import { useRouteLoaderData } from 'react-router';
import type { ApiClient } from './load-context';

/** The news fields the shell draws (the carousel and the drawer's 最新消息). */
export type ShellNews = Pick<NewsItem, 'news_id' | 'news_title' | 'news_img'>;

export interface ShellData {
  mainMenu: MainMenuItem[];
  subMenu: SubMenuItem[];
  news: ShellNews[];
  appVersion: string;
  imageHost: string | null;
  /** The currency the request's Currency cookie names: the server renders prices in it. */
  currency: Currency;
  /** Who the shop is (company, 統一編號, address, phone, LINE and social pages). */
  shop: ShopIdentity;
  /** The third-party services that are on (tag managers, pixels, chat button, marketing script). */
  thirdPartyTags: ThirdPartyTags;
  /** The pay methods checkout offers (get-pay-method-list): the footer shows only their marks. */
  payMethods: PayMethod[];
}

/** A failed menu or news call is logged and leaves that part empty (storefront.md §8). */
async function orEmpty<T>(what: string, load: () => Promise<T[]>): Promise<T[]> {
  try {
    return await load();
  } catch (error) {
    console.error(`[shell] ${what} failed`, error);
    return [];
  }
}

export async function loadShellData(
  api: ApiClient,
  meta: Pick<ShellData, 'appVersion' | 'imageHost' | 'currency'> & {
    shop?: ShopIdentity | undefined;
    thirdPartyTags?: ThirdPartyTags | undefined;
  },
): Promise<ShellData> {
  const [mainMenu, subMenu, news, payMethods] = await Promise.all([
    orEmpty('main-menu', async () => (await api.mainMenu()).mainMenu),
    orEmpty('sub-menu', async () => (await api.subMenu()).subMenu),
    orEmpty('news', async () =>
      (await api.news()).news.map(({ news_id, news_title, news_img }) => ({ news_id, news_title, news_img })),
    ),
    orEmpty('pay-methods', async () => (await api.payMethods()).payMethods.map((pay) => pay.pay_id)),
  ]);
  return {
    mainMenu,
    subMenu,
    news,
    payMethods,
    ...meta,
    shop: meta.shop ?? DEMO_SHOP_IDENTITY,
    thirdPartyTags: meta.thirdPartyTags ?? NO_THIRD_PARTY_TAGS,
  };
}

const EMPTY_SHELL: ShellData = {
  mainMenu: [],
  subMenu: [],
  news: [],
  payMethods: [],
  appVersion: '',
  imageHost: null,
  currency: DEFAULT_CURRENCY,
  shop: DEMO_SHOP_IDENTITY,
  thirdPartyTags: NO_THIRD_PARTY_TAGS,
};

/** The root loader's shell data; empty while the root has none (its error boundary). */
export function useShellData(): ShellData {
  return useRouteLoaderData<ShellData>('root') ?? EMPTY_SHELL;
}
