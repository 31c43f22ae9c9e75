import { describe, expect, it } from 'vitest';
import { shellMessages } from '../messages/shell.ts';
import {
  clip,
  DRAWER_SECTIONS,
  DRAWER_SHORTCUTS,
  drawerSections,
  fixedLinks,
  hasNewBadge,
  hasSubmenuColumns,
  isCloseSwipe,
  isDrawerSubmenu,
  type MenuItemLike,
  menuImages,
  menuItemHref,
  panelKind,
  promoImages,
  type SubMenuLike,
  submenuColumns,
  toShopPath,
  visibleTopItems,
} from './menu.ts';

function item(id: number, extra: Record<string, string | null> = {}): MenuItemLike {
  return {
    mainmenu_id: id,
    mainmenu_name: `menu ${id}`,
    mainmenu_link: null,
    mainmenu_category_page_link: null,
    ...extra,
  } as MenuItemLike;
}

function sub(id: number, menuId: number, sort: number, extra: Partial<SubMenuLike> = {}): SubMenuLike {
  return {
    submenu_id: id,
    submenu_name: `sub ${id}`,
    submenu_link: `link-${id}`,
    submenu_sort: sort,
    submenu_open: 1,
    submenu_show: 1,
    mainmenu_id: menuId,
    ...extra,
  };
}

describe('clip', () => {
  it('cuts to n characters and appends "..." only when it cut something', () => {
    expect(clip('一二三四五六七八九十', 8)).toBe('一二三四五六七八...');
    expect(clip('一二三四五六七八', 8)).toBe('一二三四五六七八');
    expect(clip('短標題', 8)).toBe('短標題');
    expect(clip('', 8)).toBe('');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(clip('😀😀😀', 2)).toBe('😀😀...');
  });
});

describe('visibleTopItems', () => {
  it('hides only the news item (13), keeping the order', () => {
    const items = [item(15), item(13), item(20), item(22)];
    expect(visibleTopItems(items).map((i) => i.mainmenu_id)).toEqual([15, 20, 22]);
  });
});

describe('menuItemHref', () => {
  it('prefers the category page link', () => {
    expect(menuItemHref(item(15, { mainmenu_category_page_link: 'products', mainmenu_link: 'all' }))).toBe(
      '/products',
    );
  });

  it('falls back to the link, then to nowhere', () => {
    expect(menuItemHref(item(7, { mainmenu_category_page_link: '', mainmenu_link: 'concepts' }))).toBe(
      '/concepts',
    );
    expect(menuItemHref(item(7))).toBeNull();
    expect(menuItemHref(item(7, { mainmenu_category_page_link: '  ', mainmenu_link: '' }))).toBeNull();
  });

  it('clears the category link of the ingredients item (18)', () => {
    const ingredients = item(18, {
      mainmenu_category_page_link: 'ingredients',
      mainmenu_link: 'ingredient-dictionary',
    });
    expect(menuItemHref(ingredients)).toBe('/ingredient-dictionary');
    expect(menuItemHref(item(18, { mainmenu_category_page_link: 'ingredients' }))).toBeNull();
  });
});

describe('toShopPath', () => {
  it('keeps absolute addresses and never doubles the slash', () => {
    expect(toShopPath('https://example.com/x')).toBe('https://example.com/x');
    expect(toShopPath('/hot-sale')).toBe('/hot-sale');
    expect(toShopPath('hot-sale')).toBe('/hot-sale');
    expect(toShopPath(null)).toBeNull();
  });
});

describe('panels', () => {
  it('chooses the panel by item id', () => {
    expect(panelKind(20)).toBe('tiles');
    expect(panelKind(13)).toBe('news');
    expect(panelKind(15)).toBe('submenu');
    expect(panelKind(6)).toBe('submenu');
    expect(hasSubmenuColumns(15)).toBe(true);
    expect(hasSubmenuColumns(22)).toBe(false);
    expect(hasSubmenuColumns(20)).toBe(false);
    expect(hasSubmenuColumns(13)).toBe(false);
  });

  it('gives the products item 3 fixed links and the encyclopedia item 5', () => {
    expect(fixedLinks(15).map((l) => l.href)).toEqual(['/new-products', '/hot-sale', '/monthly-campaign']);
    expect(fixedLinks(22).map((l) => l.href)).toEqual([
      '/about-beautypedia',
      '/beautypedia-ingredient-checker',
      '/ingredient-dictionary',
      '/skincare-advice',
      '/advisory-board',
    ]);
    expect(fixedLinks(6)).toEqual([]);
    expect(DRAWER_SHORTCUTS).toEqual(fixedLinks(15));
  });
});

describe('submenuColumns', () => {
  it('keeps shown submenus of the item, sorted by submenu_sort descending, in columns of 6', () => {
    const subs = [
      ...Array.from({ length: 8 }, (_, i) => sub(i + 1, 15, i + 1)),
      sub(20, 14, 99),
      sub(21, 15, 100, { submenu_show: 0 }),
      sub(22, 15, 101, { submenu_open: 0 }),
    ];
    const columns = submenuColumns(subs, 15);
    expect(columns.map((c) => c.map((s) => s.submenu_sort))).toEqual([
      [8, 7, 6, 5, 4, 3],
      [2, 1],
    ]);
  });

  it('gives no columns when the item has no submenus', () => {
    expect(submenuColumns([sub(1, 14, 1)], 15)).toEqual([]);
  });
});

describe('hasNewBadge', () => {
  it('marks only the 2025 member benefits submenu', () => {
    expect(shellMessages.newBadgeSubmenuName).toBe('2025全新會員福利');
    expect(hasNewBadge({ submenu_name: '2025全新會員福利' })).toBe(true);
    expect(hasNewBadge({ submenu_name: '2025全新會員福利 ' })).toBe(false);
    expect(hasNewBadge({ submenu_name: '會員福利' })).toBe(false);
  });
});

describe('menuImages and promoImages', () => {
  const withImages = item(15, {
    mainmenu_image1: '/upload/a.jpg',
    mainmenu_image1_alt: 'A',
    mainmenu_image1_title: 'Title A',
    mainmenu_image1_subtitle: 'Sub A',
    mainmenu_image1_link: 'hot-sale',
    mainmenu_image2: null,
    mainmenu_image3: '/upload/c.jpg',
    mainmenu_image3_title: 'Title C',
    mainmenu_mobile_image3: '/upload/c-mobile.jpg',
    mainmenu_image4: '/upload/d.jpg',
  });

  it('lists the filled slots in order with their texts and links', () => {
    const images = menuImages(withImages);
    expect(images.map((i) => [i.slot, i.image])).toEqual([
      [1, '/upload/a.jpg'],
      [3, '/upload/c.jpg'],
      [4, '/upload/d.jpg'],
    ]);
    expect(images[0]).toEqual({
      slot: 1,
      image: '/upload/a.jpg',
      alt: 'A',
      title: 'Title A',
      subtitle: 'Sub A',
      href: '/hot-sale',
    });
    expect(images[1]!.href).toBeNull();
  });

  it('prefers the mobile image when asked', () => {
    expect(menuImages(withImages, { mobile: true }).map((i) => i.image)).toEqual([
      '/upload/a.jpg',
      '/upload/c-mobile.jpg',
      '/upload/d.jpg',
    ]);
  });

  it('shows 2 promo images, none without image data', () => {
    expect(promoImages(withImages).map((i) => i.slot)).toEqual([1, 3]);
    expect(promoImages(item(7))).toEqual([]);
  });

  it('blanks the encyclopedia titles and puts the dictionary / checker labels in their place', () => {
    const encyclopedia = item(22, {
      mainmenu_image1: '/upload/x.jpg',
      mainmenu_image1_title: 'old 1',
      mainmenu_image2: '/upload/y.jpg',
      mainmenu_image2_title: 'old 2',
    });
    expect(promoImages(encyclopedia).map((i) => i.title)).toEqual(['成分字典', '成分檢測器']);
  });
});

describe('drawer', () => {
  it('has the six sections in order', () => {
    expect(DRAWER_SECTIONS.map((s) => [s.menuId, s.title])).toEqual([
      [15, '產品類別'],
      [18, '保養成分'],
      [6, '官網獨家'],
      [14, '會員專區'],
      [7, '保養觀念'],
      [10, '皮膚問題'],
    ]);
  });

  it('shows only open, shown submenus of the listed menus', () => {
    expect(isDrawerSubmenu(sub(1, 15, 1))).toBe(true);
    expect(isDrawerSubmenu(sub(1, 13, 1))).toBe(true);
    expect(isDrawerSubmenu(sub(1, 20, 1))).toBe(false);
    expect(isDrawerSubmenu(sub(1, 22, 1))).toBe(false);
    expect(isDrawerSubmenu(sub(1, 15, 1, { submenu_show: 0 }))).toBe(false);
    expect(isDrawerSubmenu(sub(1, 15, 1, { submenu_open: 0 }))).toBe(false);
  });

  it('fills each section with its links and the mobile tiles of its main menu', () => {
    const main = [
      item(15, { mainmenu_image1: '/upload/p.jpg', mainmenu_mobile_image1: '/upload/p-m.jpg' }),
      item(14),
    ];
    const sections = drawerSections(main, [sub(1, 15, 1), sub(2, 15, 5), sub(3, 14, 1, { submenu_show: 0 })]);
    expect(sections).toHaveLength(6);
    expect(sections[0]!.links.map((s) => s.submenu_id)).toEqual([2, 1]);
    expect(sections[0]!.tiles.map((t) => t.image)).toEqual(['/upload/p-m.jpg']);
    expect(sections[3]!.links).toEqual([]);
    expect(sections[1]!.tiles).toEqual([]);
  });

  it('closes on a left swipe of more than 50 px', () => {
    expect(isCloseSwipe(200, 149)).toBe(true);
    expect(isCloseSwipe(200, 150)).toBe(false);
    expect(isCloseSwipe(100, 300)).toBe(false);
  });
});
