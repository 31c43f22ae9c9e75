// The checker's reference table of ingredients worth a shopper's attention, keyed by ingredientKey of the
// INCI name (docs/decisions/050-ingredient-checker.md). Deliberately conservative: a flag says "look here",
// never "harmful"; the wording of each flag is in messages/ingredient-checker.ts.
import { ingredientKey } from './parse.ts';

export const INGREDIENT_FLAGS = [
  'fragrance',
  'alcohol',
  'essential_oil',
  'comedogenic',
  'preservative',
  'pregnancy',
  'strong_active',
] as const;
export type IngredientFlag = (typeof INGREDIENT_FLAGS)[number];

/** Flags the summary reports as good news when no entry carries them. */
export const INGREDIENT_GOOD_NEWS_FLAGS = [
  'fragrance',
  'alcohol',
  'essential_oil',
  'comedogenic',
] as const satisfies readonly IngredientFlag[];

/** A finer remark on one entry, worded in the message catalogue. */
export const INGREDIENT_NOTES = [
  'low_concern_preservative',
  'formaldehyde_releaser',
  'isothiazolinone',
  'paraben',
  'fatty_alcohol',
  'high_strength',
  'common_base',
] as const;
export type IngredientNote = (typeof INGREDIENT_NOTES)[number];

export interface WatchOut {
  /** The INCI name as printed on labels. */
  inci: string;
  /** Other spellings, Chinese label names included. */
  aliases?: readonly string[];
  flags: readonly IngredientFlag[];
  note?: IngredientNote;
}

const F: IngredientFlag[] = ['fragrance'];
const P: IngredientFlag[] = ['preservative'];
const C: IngredientFlag[] = ['comedogenic'];

export const WATCH_OUTS: readonly WatchOut[] = [
  // Common base ingredients, so the commonest entries of a list are not reported as unknown.
  { inci: 'Aqua', aliases: ['Water', 'Eau', '水', '純水'], flags: [], note: 'common_base' },
  { inci: 'Butylene Glycol', aliases: ['丁二醇'], flags: [], note: 'common_base' },
  { inci: 'Propanediol', aliases: ['丙二醇'], flags: [], note: 'common_base' },
  { inci: 'Pentylene Glycol', aliases: ['戊二醇'], flags: [], note: 'common_base' },
  { inci: '1,2-Hexanediol', aliases: ['1,2-己二醇'], flags: [], note: 'common_base' },
  { inci: 'Xanthan Gum', aliases: ['三仙膠'], flags: [], note: 'common_base' },
  { inci: 'Carbomer', flags: [], note: 'common_base' },
  { inci: 'Disodium EDTA', flags: [], note: 'common_base' },
  { inci: 'Sodium Hydroxide', aliases: ['氫氧化鈉'], flags: [], note: 'common_base' },
  { inci: 'Dimethicone', flags: [], note: 'common_base' },
  { inci: 'Caprylic/Capric Triglyceride', flags: [], note: 'common_base' },
  // Fragrance and the 26 fragrance allergens the EU requires on labels.
  { inci: 'Parfum', aliases: ['Fragrance', 'Aroma', '香料', '香精'], flags: F },
  { inci: 'Amyl Cinnamal', flags: F },
  { inci: 'Amylcinnamyl Alcohol', flags: F },
  { inci: 'Anise Alcohol', flags: F },
  { inci: 'Benzyl Alcohol', aliases: ['苯甲醇'], flags: ['fragrance', 'preservative'] },
  { inci: 'Benzyl Benzoate', flags: F },
  { inci: 'Benzyl Cinnamate', flags: F },
  { inci: 'Benzyl Salicylate', flags: F },
  { inci: 'Butylphenyl Methylpropional', flags: F },
  { inci: 'Cinnamal', flags: F },
  { inci: 'Cinnamyl Alcohol', flags: F },
  { inci: 'Citral', flags: F },
  { inci: 'Citronellol', aliases: ['香茅醇'], flags: F },
  { inci: 'Coumarin', aliases: ['香豆素'], flags: F },
  { inci: 'Eugenol', aliases: ['丁香酚'], flags: F },
  { inci: 'Evernia Furfuracea Extract', flags: F },
  { inci: 'Evernia Prunastri Extract', flags: F },
  { inci: 'Farnesol', flags: F },
  { inci: 'Geraniol', aliases: ['香葉醇'], flags: F },
  { inci: 'Hexyl Cinnamal', flags: F },
  { inci: 'Hydroxycitronellal', flags: F },
  { inci: 'Hydroxyisohexyl 3-Cyclohexene Carboxaldehyde', flags: F },
  { inci: 'Isoeugenol', flags: F },
  { inci: 'Limonene', aliases: ['檸檬烯'], flags: F },
  { inci: 'Linalool', aliases: ['芳樟醇', '沉香醇'], flags: F },
  { inci: 'Methyl 2-Octynoate', flags: F },
  { inci: 'Alpha-Isomethyl Ionone', flags: F },
  // Drying (volatile) alcohol; fatty alcohols are listed below as the opposite.
  { inci: 'Alcohol', aliases: ['Ethanol', '酒精', '乙醇'], flags: ['alcohol'] },
  { inci: 'Alcohol Denat.', aliases: ['SD Alcohol', 'Denatured Alcohol', '變性酒精'], flags: ['alcohol'] },
  { inci: 'Cetyl Alcohol', aliases: ['鯨蠟醇'], flags: [], note: 'fatty_alcohol' },
  { inci: 'Cetearyl Alcohol', aliases: ['鯨蠟硬脂醇'], flags: [], note: 'fatty_alcohol' },
  { inci: 'Stearyl Alcohol', aliases: ['硬脂醇'], flags: [], note: 'fatty_alcohol' },
  { inci: 'Behenyl Alcohol', flags: [], note: 'fatty_alcohol' },
  // Essential oils (more are found by genus: essentialOilByName).
  { inci: 'Lavandula Angustifolia Oil', aliases: ['薰衣草油', '薰衣草精油'], flags: ['essential_oil'] },
  { inci: 'Melaleuca Alternifolia Leaf Oil', aliases: ['茶樹精油', '茶樹油'], flags: ['essential_oil'] },
  { inci: 'Mentha Piperita Oil', aliases: ['胡椒薄荷油'], flags: ['essential_oil'] },
  { inci: 'Citrus Limon Peel Oil', aliases: ['檸檬果皮油'], flags: ['essential_oil'] },
  { inci: 'Citrus Aurantium Bergamia Fruit Oil', aliases: ['佛手柑油'], flags: ['essential_oil'] },
  { inci: 'Rosa Damascena Flower Oil', aliases: ['大馬士革玫瑰花油'], flags: ['essential_oil'] },
  // Ingredients that may clog pores.
  { inci: 'Isopropyl Myristate', aliases: ['肉豆蔻酸異丙酯'], flags: C },
  { inci: 'Isopropyl Palmitate', aliases: ['棕櫚酸異丙酯'], flags: C },
  { inci: 'Isopropyl Isostearate', flags: C },
  { inci: 'Cocos Nucifera Oil', aliases: ['Coconut Oil', '椰子油'], flags: C },
  { inci: 'Laureth-4', flags: C },
  { inci: 'Myristyl Myristate', flags: C },
  { inci: 'Acetylated Lanolin', flags: C },
  { inci: 'Ethylhexyl Palmitate', flags: C },
  { inci: 'Triticum Vulgare Germ Oil', aliases: ['Wheat Germ Oil', '小麥胚芽油'], flags: C },
  // Preservatives.
  { inci: 'Phenoxyethanol', aliases: ['苯氧乙醇'], flags: P, note: 'low_concern_preservative' },
  { inci: 'Sodium Benzoate', aliases: ['苯甲酸鈉'], flags: P, note: 'low_concern_preservative' },
  { inci: 'Potassium Sorbate', aliases: ['山梨酸鉀'], flags: P, note: 'low_concern_preservative' },
  { inci: 'Chlorphenesin', flags: P },
  { inci: 'Methylparaben', aliases: ['對羥基苯甲酸甲酯'], flags: P, note: 'paraben' },
  { inci: 'Ethylparaben', flags: P, note: 'paraben' },
  { inci: 'Propylparaben', flags: P, note: 'paraben' },
  { inci: 'Butylparaben', flags: P, note: 'paraben' },
  { inci: 'Methylisothiazolinone', aliases: ['甲基異噻唑啉酮'], flags: P, note: 'isothiazolinone' },
  { inci: 'Methylchloroisothiazolinone', flags: P, note: 'isothiazolinone' },
  { inci: 'DMDM Hydantoin', flags: P, note: 'formaldehyde_releaser' },
  { inci: 'Imidazolidinyl Urea', flags: P, note: 'formaldehyde_releaser' },
  { inci: 'Diazolidinyl Urea', flags: P, note: 'formaldehyde_releaser' },
  { inci: 'Quaternium-15', flags: P, note: 'formaldehyde_releaser' },
  { inci: 'Sodium Hydroxymethylglycinate', flags: P, note: 'formaldehyde_releaser' },
  // Strong actives, and what to ask a doctor about in pregnancy.
  { inci: 'Retinol', aliases: ['A醇', '視黃醇'], flags: ['strong_active', 'pregnancy'] },
  { inci: 'Retinal', aliases: ['Retinaldehyde', 'A醛', '視黃醛'], flags: ['strong_active', 'pregnancy'] },
  { inci: 'Retinyl Palmitate', aliases: ['棕櫚酸視黃酯'], flags: ['pregnancy'] },
  { inci: 'Retinyl Acetate', flags: ['pregnancy'] },
  { inci: 'Hydroquinone', aliases: ['對苯二酚'], flags: ['pregnancy'] },
  {
    inci: 'Salicylic Acid',
    aliases: ['水楊酸', 'BHA'],
    flags: ['strong_active', 'pregnancy'],
    note: 'high_strength',
  },
  { inci: 'Glycolic Acid', aliases: ['甘醇酸', '果酸'], flags: ['strong_active'] },
  { inci: 'Lactic Acid', aliases: ['乳酸'], flags: ['strong_active'] },
  { inci: 'Mandelic Acid', aliases: ['杏仁酸'], flags: ['strong_active'] },
  { inci: 'Ascorbic Acid', aliases: ['抗壞血酸', '維他命C'], flags: ['strong_active'] },
];

const BY_KEY: ReadonlyMap<string, WatchOut> = new Map(
  WATCH_OUTS.flatMap((entry) =>
    [entry.inci, ...(entry.aliases ?? [])].map((name) => [ingredientKey(name), entry]),
  ),
);

/** Genera whose oils (not seed oils, which are pressed carrier oils) are essential oils. */
const ESSENTIAL_OIL_GENERA =
  /^(?:lavandula|citrus|mentha|melaleuca|eucalyptus|rosmarinus|pelargonium|cymbopogon|cananga|santalum|salvia|juniperus|origanum|thymus|cinnamomum|cupressus|boswellia|ocimum|pogostemon|rosa damascena|anthemis|chamomilla)\b/;

function essentialOilByName(key: string): boolean {
  return ESSENTIAL_OIL_GENERA.test(key) && /\boil$/.test(key) && !/\bseed oil$/.test(key);
}

/** The watch-out entry of an ingredient, by name; an essential oil found by its genus has no table row. */
export function watchOutOf(name: string): Pick<WatchOut, 'flags' | 'note'> | null {
  const key = ingredientKey(name);
  const entry = BY_KEY.get(key);
  if (entry) return entry;
  return essentialOilByName(key) ? { flags: ['essential_oil'] } : null;
}
