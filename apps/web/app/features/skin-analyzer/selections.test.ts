import { describe, expect, it } from 'vitest';
import { createStorage, SessionKey } from '../../lib/storage.ts';
import { standardAddProblem } from './add-rules.ts';
import {
  forgetAnalysis,
  keepAnalysis,
  keptAnalysis,
  overallScore,
  settleAnalysis,
} from './analysis-store.ts';
import { finding } from './engine/metrics.ts';
import { parseSelections, recordBody, type Selections, selectionsFromFindings } from './selections.ts';

const base: Selections = { skin_type: 'dry', skin_concerns: [], selfieSource: 'questions' };

describe('recordBody (§7 save record, §5 concern selection)', () => {
  it('maps the skin types to the letters A–E', () => {
    const letters = (['dry', 'sensitive', 'oily', 'combination', 'normal'] as const).map(
      (skin_type) => recordBody({ ...base, skin_type }).skin_type,
    );
    expect(letters).toEqual(['A', 'B', 'C', 'D', 'E']);
  });

  it('sorts the concern numbers and sends the first two as q1 and q2', () => {
    const body = recordBody({
      ...base,
      skin_concerns: ['lossOfFirmness', 'enlargedPores', 'proneToRedness'],
    });
    expect(body).toEqual({
      skin_type: 'A',
      q1: 2,
      q2: 4,
      selections: { ...base, skin_concerns: ['lossOfFirmness', 'enlargedPores', 'proneToRedness'] },
    });
  });

  it('drops concerns without a number and sends null for missing ones', () => {
    const odd = { ...base, skin_concerns: ['acne', 'darkSpots'] } as unknown as Selections;
    expect([recordBody(odd).q1, recordBody(odd).q2]).toEqual([6, null]);
    expect([recordBody(base).q1, recordBody(base).q2]).toEqual([null, null]);
  });
});

describe('selectionsFromFindings', () => {
  it('reads the concerns of the lowest scores under 80 and an oily type from heavy shine', () => {
    const findings = [
      finding('overall', 70),
      finding('skinShine', 40),
      finding('melasma', 55),
      finding('pore', 75),
      finding('poreDilation', 65),
      finding('redness', 90),
    ];
    expect(selectionsFromFindings(findings)).toEqual({
      skin_type: 'oily',
      skin_concerns: ['darkSpots', 'enlargedPores'],
      selfieSource: 'others',
    });
  });
});

describe('parseSelections', () => {
  it('accepts the shape of §3 and refuses others', () => {
    expect(
      parseSelections({ skin_type: 'normal', skin_concerns: ['dryness', 'x'], selfieSource: 'skip' }),
    ).toEqual({
      skin_type: 'normal',
      skin_concerns: ['dryness'],
      selfieSource: 'skip',
    });
    expect(parseSelections({ skin_type: 'greasy', skin_concerns: [], selfieSource: 'skip' })).toBeNull();
  });
});

describe('standardAddProblem (§5, §8)', () => {
  const products = [
    { p_id: 1, p_name: '淨透潔顏乳', stock: 0 },
    { p_id: 2, p_name: '保濕精華', stock: 2 },
  ];
  it('answers the spec’s messages in order', () => {
    expect(standardAddProblem(9, products, 0)).toBe('商品不存在');
    expect(standardAddProblem(1, products, 0)).toBe('「淨透潔顏乳」已售完');
    expect(standardAddProblem(2, products, 2)).toBe('「保濕精華」已超過購買上限');
    expect(standardAddProblem(2, products, 1)).toBeNull();
  });
});

function memoryStorage() {
  const items = new Map<string, string>();
  const area = {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key: string) => items.get(key) ?? null,
    key: (index: number) => [...items.keys()][index] ?? null,
    removeItem: (key: string) => void items.delete(key),
    setItem: (key: string, value: string) => void items.set(key, value),
  } satisfies Storage;
  return { items, storage: createStorage({ local: () => area, session: () => area, events: () => null }) };
}

describe('analysis store (§4, §9 customer_routine_cvResults)', () => {
  const results = {
    image: 'data:image/jpeg;base64,AAAA',
    localImageUrl: 'blob:http://localhost/1',
    findings: [finding('overall', 77), finding('redness', 64)],
  };

  it('keeps the result under customer_routine_cvResults without localImageUrl and reads it back', () => {
    const { items, storage } = memoryStorage();
    keepAnalysis(results, storage);
    expect(SessionKey.skinAnalyzerResult).toBe('customer_routine_cvResults');
    expect(JSON.parse(items.get('customer_routine_cvResults') ?? '')).toEqual({
      image: results.image,
      findings: results.findings,
    });
    expect(keptAnalysis(storage)).toEqual({ image: results.image, findings: results.findings });
    expect(overallScore(keptAnalysis(storage))).toBe(77);
    forgetAnalysis(storage);
    expect(keptAnalysis(storage)).toBeNull();
    expect(overallScore(null)).toBe(100);
  });

  it('clears it for the questions and skip ways', () => {
    for (const source of ['questions', 'skip'] as const) {
      const { items, storage } = memoryStorage();
      keepAnalysis(results, storage);
      settleAnalysis(source, results, storage);
      expect(items.has('customer_routine_cvResults')).toBe(false);
    }
  });
});
