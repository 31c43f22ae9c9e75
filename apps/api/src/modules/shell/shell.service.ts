import type {
  HomeBanner,
  HomeVideo,
  MainMenuItem,
  MainMenuWithSubMenuAnswer,
  NotFoundPageAnswer,
  ProductCard,
  Rewrite,
  SettingAnswer,
  SmallCarousel,
  SubMenuItem,
} from '@shop/contracts';
import { NotFoundPageAnswer as NotFoundPageSchema } from '@shop/contracts';
import { errorMessages, pagesMessages } from '@shop/core';
import type { Database } from '@shop/db';
import { notFound } from '../../errors.ts';
import { isRowId } from '../../ids.ts';
import * as repository from './shell.repository.ts';

/** Settings key holding the 404 page as JSON ({title, content, links}). */
export const NOT_FOUND_PAGE_SETTING = 'page_404';

/** Main menu items that are shown, in mainmenu_sort order. */
export async function listMainMenu(db: Database): Promise<MainMenuItem[]> {
  return repository.selectShownMainMenus(db);
}

/** Every submenu row; the storefront picks the shown and open ones per panel itself. */
export async function listSubMenu(db: Database): Promise<SubMenuItem[]> {
  return repository.selectAllSubMenus(db);
}

export async function getMainMenuWithSubMenu(
  db: Database,
  mainMenuId: number,
): Promise<MainMenuWithSubMenuAnswer['mainMenu']> {
  const mainMenu = isRowId(mainMenuId) ? await repository.selectMainMenu(db, mainMenuId) : null;
  if (!mainMenu) throw notFound(`Main menu ${mainMenuId} does not exist`);
  return { ...mainMenu, subMenu: await repository.selectVisibleSubMenus(db, mainMenuId) };
}

export async function listHomeBanners(db: Database): Promise<HomeBanner[]> {
  return repository.selectShownHomeBanners(db);
}

export async function listSmallCarousels(db: Database): Promise<SmallCarousel[]> {
  return repository.selectSmallCarousels(db);
}

/** Hot products as product cards, one per product (its first shown sell page). */
export async function listHotProducts(db: Database): Promise<ProductCard[]> {
  const rows = await repository.selectHotProductRows(db);
  const seen = new Set<number>();
  const cards: ProductCard[] = [];
  for (const row of rows) {
    if (seen.has(row.p_id)) continue;
    seen.add(row.p_id);
    cards.push({ ...row, discount_price: row.discounted_price });
  }
  return cards;
}

export async function getHomeVideo(db: Database): Promise<HomeVideo | null> {
  return repository.selectActiveHomeVideo(db);
}

export async function getSetting(db: Database, key: string): Promise<SettingAnswer['setting']> {
  const setting = await repository.selectSetting(db, key);
  if (!setting) throw notFound(`Setting ${key} does not exist`);
  return setting;
}

export async function listRewrites(db: Database, targetType?: Rewrite['target_type']): Promise<Rewrite[]> {
  return repository.selectRewrites(db, targetType);
}

const DEFAULT_NOT_FOUND_PAGE: NotFoundPageAnswer['page'] = {
  title: pagesMessages.notFound.metaTitle,
  content: '',
  links: [{ label: errorMessages.backToHome, href: '/' }],
};

/** The 404 page from the page_404 setting; a missing or malformed setting gives the default page. */
export async function getNotFoundPage(db: Database): Promise<NotFoundPageAnswer['page']> {
  const setting = await repository.selectSetting(db, NOT_FOUND_PAGE_SETTING);
  if (!setting) return DEFAULT_NOT_FOUND_PAGE;
  const parsed = NotFoundPageSchema.shape.page.safeParse(parseJson(setting.value));
  return parsed.success ? parsed.data : DEFAULT_NOT_FOUND_PAGE;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
