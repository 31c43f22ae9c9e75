import { describe, expect, it } from 'vitest';
import { catalogueMessages, skinTypeName } from './catalogue.ts';

describe('routine-kit skin types (issue 10: the page showed raw English)', () => {
  it('names each stored skin type in Traditional Chinese', () => {
    expect(catalogueMessages.promotions.routineKits.skinType('oily')).toBe('適合：油性肌');
    expect(skinTypeName('dry')).toBe('乾性肌');
    expect(skinTypeName('normal')).toBe('中性肌');
    expect(skinTypeName('combination')).toBe('混合肌');
    expect(skinTypeName('sensitive')).toBe('敏感肌');
  });

  it('names a list of types and keeps a name it does not know', () => {
    expect(skinTypeName('oily / dry / normal / combination')).toBe('油性肌、乾性肌、中性肌、混合肌');
    expect(skinTypeName('所有膚質')).toBe('所有膚質');
  });
});
