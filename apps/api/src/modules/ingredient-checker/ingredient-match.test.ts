import { describe, expect, it } from 'vitest';
import { nameIndexOf, nearestName } from './ingredient-match.ts';

const index = nameIndexOf([
  'Niacinamide',
  '菸鹼醯胺',
  '苯氧乙醇',
  'Caprylic/Capric Triglyceride',
  'Aqua',
  '水',
  'Sodium Hyaluronate',
]);

describe('nearestName', () => {
  it('matches whatever the spacing, case and punctuation', () => {
    expect(nearestName('caprylic capric triglyceride', index)).toEqual({
      name: 'Caprylic/Capric Triglyceride',
      matched: true,
    });
    expect(nearestName('Sodium Hyaluron ate', index)).toEqual({ name: 'Sodium Hyaluronate', matched: true });
    expect(nearestName('Aqua (Water)', index)).toEqual({ name: 'Aqua', matched: true });
  });

  it('mends OCR slips: one edit in five Latin letters, one character in a Chinese name of three or more', () => {
    expect(nearestName('Niacinarnide', index)).toEqual({ name: 'Niacinamide', matched: true });
    expect(nearestName('菸鹼醯膠', index)).toEqual({ name: '菸鹼醯胺', matched: true });
    expect(nearestName('萊氧乙醇', index)).toEqual({ name: '苯氧乙醇', matched: true });
  });

  it('keeps what was read when nothing known is near enough', () => {
    expect(nearestName('Aqa', index)).toEqual({ name: 'Aqa', matched: false });
    expect(nearestName('Sodium Chloride', index)).toEqual({ name: 'Sodium Chloride', matched: false });
    expect(nearestName('冰', index)).toEqual({ name: '冰', matched: false });
    expect(nearestName('萊氧丙酮', index)).toEqual({ name: '萊氧丙酮', matched: false });
  });
});
