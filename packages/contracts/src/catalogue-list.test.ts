import { isNarrowed, listSearchOf } from '@shop/core';
import { describe, expect, it } from 'vitest';
import { listQueryOf, ProductListQuery } from './catalogue-list.ts';

const parse = (search: string) => listQueryOf(new URLSearchParams(search));

describe('product list query', () => {
  it('reads nothing as the plain list', () => {
    expect(parse('')).toEqual({ sort: 'default' });
    expect(isNarrowed(parse(''))).toBe(false);
    expect(listSearchOf(parse(''))).toBe('');
  });

  it('reads every sort, filter and the page', () => {
    const query = parse(
      'sort=price_asc&skin=oily,dry&concern=acne&min_price=500&max_price=1000&in_stock=1&page=2&per_page=12',
    );
    expect(query).toEqual({
      sort: 'price_asc',
      skin: ['dry', 'oily'],
      concern: ['acne'],
      min_price: 500,
      max_price: 1000,
      in_stock: true,
      page: 2,
      per_page: 12,
    });
    expect(isNarrowed(query)).toBe(true);
  });

  it('takes repeated keys as a list', () => {
    expect(parse('skin=oily&skin=sensitive').skin).toEqual(['oily', 'sensitive']);
  });

  it('falls back to the defaults on bad values instead of failing', () => {
    const query = parse(
      'sort=cheapest&skin=purple&concern=&min_price=-5&max_price=abc&in_stock=yes&page=0&per_page=1000',
    );
    expect(query).toEqual({ sort: 'default' });
    expect(parse('page=1.5&min_price=1e3').page).toBeUndefined();
    expect(parse('skin=oily,purple').skin).toEqual(['oily']);
    expect(ProductListQuery.parse({ sort: ['a', 'b'], page: { x: 1 } })).toEqual({ sort: 'default' });
  });

  it('reads the form price choice as a range', () => {
    expect(parse('price=500-999')).toMatchObject({ min_price: 500, max_price: 999 });
    expect(parse('price=2000-')).toEqual({ sort: 'default', min_price: 2000 });
    expect(parse('price=-499')).toEqual({ sort: 'default', max_price: 499 });
    expect(parse('price=cheap')).toEqual({ sort: 'default' });
  });

  it('reads a price range given upside down the right way round', () => {
    expect(parse('min_price=1500&max_price=500')).toMatchObject({ min_price: 500, max_price: 1500 });
  });

  it('writes the query back in a fixed order with only what differs, pages from 2 on', () => {
    const query = parse('page=3&in_stock=true&skin=dry&sort=newest');
    expect(listSearchOf(query)).toBe('?sort=newest&skin=dry&in_stock=1&page=3');
    expect(listSearchOf(query, 1)).toBe('?sort=newest&skin=dry&in_stock=1');
    expect(isNarrowed(parse('page=2'))).toBe(true);
    expect(isNarrowed(parse('page=1'))).toBe(false);
  });
});
