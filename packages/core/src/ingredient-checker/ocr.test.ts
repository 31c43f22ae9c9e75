import { describe, expect, it } from 'vitest';
import { ingredientEntriesOfOcrText } from './ocr.ts';

describe('ingredientEntriesOfOcrText', () => {
  it('joins the spaced Chinese characters, drops what precedes the first heading and splits a bilingual label', () => {
    // What tesseract read from a rendered label (apps/api ocr.test.ts), spaces and blank line included.
    const read =
      '保濕精華 30ml\n全 成 分 : 水 、 甘 油 、 菸 鹼 醯 膠 、 丁 二 醇 、\n透明 質 酸 鈉 、 萊 氧 乙 醇\n\nIngredients: Aqua, Glycerin, Niacinamide,\nPanthenol, Phenoxyethanol, Parfum\n';
    expect(ingredientEntriesOfOcrText(read)).toEqual([
      '水',
      '甘油',
      '菸鹼醯膠',
      '丁二醇',
      '透明質酸鈉',
      '萊氧乙醇',
      'Aqua',
      'Glycerin',
      'Niacinamide',
      'Panthenol',
      'Phenoxyethanol',
      'Parfum',
    ]);
  });

  it('joins a word broken by a hyphen at the end of a line, and keeps 1,2-Hexanediol whole', () => {
    expect(
      ingredientEntriesOfOcrText('Aqua, Phenoxy-\nethanol, 1,2-Hexanediol,\nSodium\nHyaluronate'),
    ).toEqual(['Aqua', 'Phenoxyethanol', '1,2-Hexanediol', 'Sodium Hyaluronate']);
  });

  it('takes each line as one entry when the label has no commas', () => {
    expect(ingredientEntriesOfOcrText('Water\nGlycerin\n  \nButylene Glycol\n')).toEqual([
      'Water',
      'Glycerin',
      'Butylene Glycol',
    ]);
  });

  it('drops marks and entries with no letter or digit', () => {
    expect(ingredientEntriesOfOcrText('• Aqua, | , ~~, Glycerin.')).toEqual(['Aqua', 'Glycerin']);
  });
});
