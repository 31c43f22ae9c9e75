import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SUBMENU_COLUMN_SIZE } from './constants.ts';
import { isSubmenuShown, type SubMenuLike, sortedSubmenus, submenuColumns } from './menu.ts';

const MENU_IDS = [7, 10, 15];

const submenu = fc.record({
  submenu_id: fc.integer({ min: 1, max: 10_000 }),
  submenu_name: fc.string(),
  submenu_link: fc.string(),
  submenu_sort: fc.integer({ min: -5, max: 20 }),
  submenu_open: fc.constantFrom(0, 1),
  submenu_show: fc.constantFrom(0, 1),
  mainmenu_id: fc.constantFrom(...MENU_IDS),
});
const submenus = fc.array(submenu, { maxLength: 40 });
const menuId = fc.constantFrom(...MENU_IDS);

const shownOf = (all: SubMenuLike[], id: number) =>
  all.filter((s) => s.mainmenu_id === id && isSubmenuShown(s));

describe('menu sorting (property)', () => {
  it('keeps exactly the shown submenus of the item, highest sort first, ties in their given order', () => {
    fc.assert(
      fc.property(submenus, menuId, (all, id) => {
        const sorted = sortedSubmenus(all, id);
        const shown = shownOf(all, id);
        expect(new Set(sorted)).toEqual(new Set(shown));
        expect(sorted).toHaveLength(shown.length);
        for (let i = 1; i < sorted.length; i++) {
          const [before, after] = [sorted[i - 1]!, sorted[i]!];
          expect(before.submenu_sort).toBeGreaterThanOrEqual(after.submenu_sort);
          if (before.submenu_sort === after.submenu_sort) {
            expect(shown.indexOf(before)).toBeLessThan(shown.indexOf(after));
          }
        }
      }),
    );
  });
});

describe('menu columns (property)', () => {
  it('cut the sorted submenus into full columns of 6 and one shorter last column, losing none', () => {
    fc.assert(
      fc.property(submenus, menuId, (all, id) => {
        const columns = submenuColumns(all, id);
        expect(columns.flat()).toEqual(sortedSubmenus(all, id));
        expect(columns.every((column) => column.length > 0)).toBe(true);
        expect(columns.slice(0, -1).every((column) => column.length === SUBMENU_COLUMN_SIZE)).toBe(true);
        expect(columns.at(-1)?.length ?? 0).toBeLessThanOrEqual(SUBMENU_COLUMN_SIZE);
        expect(columns).toHaveLength(Math.ceil(shownOf(all, id).length / SUBMENU_COLUMN_SIZE));
      }),
    );
  });
});
