import { describe, expect, it } from 'vitest';
import { type PromotionScopeRule, scopeCovers } from './scope.ts';

const scope = (type: PromotionScopeRule['type'], category_paths: string[] = [], p_ids: number[] = []) => ({
  type,
  category_paths,
  p_ids,
});

describe('scopeCovers', () => {
  it('covers everything, listed products, or a category with its subcategories', () => {
    expect(scopeCovers(scope('all'), 1, [])).toBe(true);
    expect(scopeCovers(scope('products', [], [1]), 1, [])).toBe(true);
    expect(scopeCovers(scope('products', [], [2]), 1, [])).toBe(false);
    expect(scopeCovers(scope('categories', ['face-care']), 1, ['face-care/serum'])).toBe(true);
    expect(scopeCovers(scope('categories', ['face-care/serum']), 1, ['face-care/serum'])).toBe(true);
    expect(scopeCovers(scope('categories', ['face-care/serum']), 1, ['face-care/toner'])).toBe(false);
  });

  it('does not take a category for another that merely starts with its name', () => {
    expect(scopeCovers(scope('categories', ['face']), 1, ['face-care/serum'])).toBe(false);
  });
});
