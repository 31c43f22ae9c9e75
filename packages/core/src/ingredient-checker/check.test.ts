import { describe, expect, it } from 'vitest';
import { ingredientCheckerMessages as m } from '../messages/ingredient-checker.ts';
import { checkIngredients, type DictionaryIngredient, dictionaryNames } from './check.ts';
import { ingredientKey, parseIngredientList } from './parse.ts';
import { WATCH_OUTS, watchOutOf } from './watch-outs.ts';

// A slice of the demo dictionary (packages/db/seed/ingredients.ts).
const DICTIONARY: DictionaryIngredient[] = [
  {
    uid: 'salicylic-acid',
    name: '水楊酸',
    latin: 'Salicylic Acid',
    aliases: ['BHA', 'β-羥基酸'],
    function: '代謝角質、疏通毛孔、減少粉刺',
  },
  { uid: 'niacinamide', name: '菸鹼醯胺', latin: 'Niacinamide', aliases: ['維他命B3'], function: '亮白' },
  { uid: 'ceramide', name: '神經醯胺', latin: 'Ceramide NP / AP / EOP', aliases: [], function: '修護' },
  { uid: 'glycerin', name: '甘油', latin: 'Glycerin', aliases: [], function: '' },
];

describe('parseIngredientList', () => {
  it('splits on every separator, keeps order and drops headings, numbering and empties', () => {
    expect(
      parseIngredientList(
        'Ingredients: Water, Glycerin，Niacinamide、Parfum; Limonene；\n\n1. Linalool\n2) 1,2-Hexanediol,,',
      ),
    ).toEqual(['Water', 'Glycerin', 'Niacinamide', 'Parfum', 'Limonene', 'Linalool', '1,2-Hexanediol']);
    expect(parseIngredientList('全成分：水、甘油、  丁二醇 。')).toEqual(['水', '甘油', '丁二醇']);
    expect(parseIngredientList('成分： Aqua (Water),  Cocos   Nucifera (Coconut) Oil')).toEqual([
      'Aqua (Water)',
      'Cocos Nucifera (Coconut) Oil',
    ]);
    expect(parseIngredientList(' ,\n ; ')).toEqual([]);
  });

  it('keys names without case, common names, marks or the closing full stop', () => {
    expect(ingredientKey('Cocos  Nucifera (Coconut) Oil*')).toBe('cocos nucifera oil');
    expect(ingredientKey('ALCOHOL DENAT.')).toBe('alcohol denat');
    expect(ingredientKey('Ｐａｒｆｕｍ（Fragrance）')).toBe('parfum');
  });
});

describe('the reference table', () => {
  it('holds 417 ingredients with a Chinese name and a function each, each name once, and tells drying from fatty alcohols', () => {
    expect(WATCH_OUTS.length).toBe(417);
    expect(WATCH_OUTS.filter((w) => w.flags.length > 0).length).toBe(108);
    expect(WATCH_OUTS.every((w) => w.zh !== '' && w.fn !== '')).toBe(true);
    const keys = WATCH_OUTS.flatMap((w) => [w.inci, w.zh, ...(w.aliases ?? [])].map(ingredientKey));
    expect(new Set(keys).size).toBe(keys.length);
    expect(watchOutOf('玻尿酸鈉')).toMatchObject({ inci: 'Sodium Hyaluronate', fn: '保濕', flags: [] });
    expect(watchOutOf('Methylparaben')).toMatchObject({
      zh: '對羥基苯甲酸甲酯',
      flags: ['preservative'],
      note: 'paraben',
    });
    expect(watchOutOf('Alcohol Denat.')).toMatchObject({ flags: ['alcohol'] });
    expect(watchOutOf('Cetearyl Alcohol')).toMatchObject({ flags: [], note: 'fatty_alcohol' });
    expect(watchOutOf('香料')).toMatchObject({ flags: ['fragrance'] });
  });

  it('finds essential oils by genus but not pressed seed oils', () => {
    expect(watchOutOf('Citrus Aurantium Dulcis (Orange) Peel Oil')).toMatchObject({
      flags: ['essential_oil'],
    });
    expect(watchOutOf('Ocimum Basilicum Herb Oil')).toEqual({ flags: ['essential_oil'] });
    expect(watchOutOf('Citrus Paradisi Seed Oil')).toBeNull();
    expect(watchOutOf('Citrus Aurantium Dulcis Fruit Water')).toBeNull();
    expect(watchOutOf('Rosa Canina Fruit Oil')).toMatchObject({ zh: '玫瑰果油', flags: [] });
  });
});

describe('checkIngredients', () => {
  it('finds dictionary entries by every INCI part, alias and Chinese name', () => {
    expect(dictionaryNames(DICTIONARY[2]!)).toEqual([
      '神經醯胺',
      'Ceramide NP',
      'Ceramide AP',
      'Ceramide EOP',
    ]);
    const report = checkIngredients(['ceramide eop', '維他命B3', 'BHA'], DICTIONARY);
    expect(report.entries.map((e) => e.dictionary?.uid)).toEqual([
      'ceramide',
      'niacinamide',
      'salicylic-acid',
    ]);
  });

  it('reports the example list entry by entry, with exact counts', () => {
    const report = checkIngredients(parseIngredientList(m.example), DICTIONARY);
    expect(report.entries.map((e) => [e.name, e.dictionary?.uid ?? null, e.flags, e.note, e.known])).toEqual([
      ['Aqua (Water)', null, [], 'common_base', true],
      ['Glycerin', 'glycerin', [], null, true],
      ['Niacinamide', 'niacinamide', [], null, true],
      ['Alcohol Denat.', null, ['alcohol'], null, true],
      ['Butylene Glycol', null, [], 'common_base', true],
      ['Cetearyl Alcohol', null, [], 'fatty_alcohol', true],
      ['Salicylic Acid', 'salicylic-acid', ['strong_active', 'pregnancy'], 'high_strength', true],
      ['Sodium Hyaluronate', null, [], null, true],
      ['Panthenol', null, [], null, true],
      ['Hydroxyacetophenone', null, [], null, true],
      ['Lavandula Angustifolia (Lavender) Oil', null, ['essential_oil'], null, true],
      ['Phenoxyethanol', null, ['preservative'], 'low_concern_preservative', true],
      ['Parfum (Fragrance)', null, ['fragrance'], null, true],
      ['Limonene', null, ['fragrance'], null, true],
      ['Linalool', null, ['fragrance'], null, true],
    ]);
    expect(report.entries[2]).toEqual({
      name: 'Niacinamide',
      dictionary: { uid: 'niacinamide', name: '菸鹼醯胺' },
      function: '亮白',
      flags: [],
      note: null,
      known: true,
    });
    // The dictionary's glycerin has no function of its own: the reference table's is given.
    expect(report.entries[1]?.function).toBe('保濕');
    expect(report.entries[9]?.function).toBe('抗氧化、抑菌');
    expect(report.summary).toEqual({
      total: 15,
      known: 15,
      flag_counts: {
        fragrance: 3,
        alcohol: 1,
        essential_oil: 1,
        comedogenic: 0,
        preservative: 1,
        pregnancy: 1,
        strong_active: 1,
      },
      free_of: ['comedogenic'],
    });
    expect(m.freeOf(m.flags.comedogenic)).toBe('未偵測到致粉刺風險成分');
  });

  it('gives every main flag as good news for a plain list', () => {
    const report = checkIngredients(['Water', 'Glycerin', 'Hydroxyacetophenone', 'Moon Dust'], DICTIONARY);
    expect(report.summary.free_of).toEqual(['fragrance', 'alcohol', 'essential_oil', 'comedogenic']);
    expect(report.summary.known).toBe(3);
    expect(report.entries[3]).toMatchObject({ function: null, known: false });
  });
});
