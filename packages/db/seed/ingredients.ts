import { CATALOGUE, type CatalogueEntry } from './catalogue.ts';

// The ingredient dictionary. The first ten uids are the ones menu 18 links to (seed/menus.ts).
// A product is related to an ingredient when its name or keywords mention the name or an alias.

export interface IngredientSeed {
  uid: string;
  name: string;
  latin: string;
  aliases: string[];
  fn: string;
  category: string;
  paragraphs: string[];
}

export const INGREDIENTS: readonly IngredientSeed[] = [
  {
    uid: 'salicylic-acid',
    name: '水楊酸',
    latin: 'Salicylic Acid',
    aliases: ['BHA', 'β-羥基酸'],
    fn: '代謝角質、疏通毛孔、減少粉刺',
    category: '酸類',
    paragraphs: [
      '水楊酸是油溶性的β-羥基酸，能穿透皮脂進入毛孔，溶解堆積的角質與油脂，是改善粉刺與黑頭的經典成分。',
      '建議濃度0.5%至2%；初次使用可隔天一次，使用期間請加強防曬。孕期建議避免高濃度產品。',
    ],
  },
  {
    uid: 'glycolic-acid',
    name: '果酸',
    latin: 'Glycolic Acid',
    aliases: ['甘醇酸', 'AHA'],
    fn: '代謝角質、改善粗糙與暗沉',
    category: '酸類',
    paragraphs: [
      '甘醇酸是分子最小的果酸，能鬆動表層角質細胞間的連結，讓膚觸更光滑、膚色更明亮。',
      '適合粗糙、暗沉與毛孔角化的肌膚；敏感肌可改用分子較大的杏仁酸或乳糖酸。',
    ],
  },
  {
    uid: 'retinol',
    name: 'A醇',
    latin: 'Retinol',
    aliases: ['視黃醇', '維他命A'],
    fn: '抗老、改善細紋、促進角質更新',
    category: '維他命',
    paragraphs: [
      'A醇在肌膚中轉換為視黃酸，促進角質更新並幫助維持膠原蛋白，是研究最充分的抗老成分之一。',
      '初期可能出現乾燥脫屑，建議從每週2至3次、夜間使用開始，白天務必防曬；孕期請避免使用。',
    ],
  },
  {
    uid: 'vitamin-c',
    name: '維他命C',
    latin: 'Ascorbic Acid / 3-O-Ethyl Ascorbic Acid',
    aliases: ['抗壞血酸', 'VC'],
    fn: '抗氧化、亮白、均勻膚色',
    category: '維他命',
    paragraphs: [
      '維他命C能中和自由基、抑制黑色素生成，讓膚色均勻透亮，並與維他命E、阿魏酸搭配時更穩定。',
      '建議早上使用並搭配防曬；產品請避光保存，明顯變色時代表已氧化。',
    ],
  },
  {
    uid: 'niacinamide',
    name: '菸鹼醯胺',
    latin: 'Niacinamide',
    aliases: ['維他命B3', 'B3'],
    fn: '亮白、控油、強化屏障、改善毛孔外觀',
    category: '維他命',
    paragraphs: [
      '菸鹼醯胺是多功能的維他命B3，能調節皮脂、減少黑色素轉移，也能幫助肌膚合成神經醯胺。',
      '溫和且相容性高，可與多數成分搭配；高濃度時少數人可能感到微刺，可先從5%至10%開始。',
    ],
  },
  {
    uid: 'ceramide',
    name: '神經醯胺',
    latin: 'Ceramide NP / AP / EOP',
    aliases: ['賽洛美'],
    fn: '修護屏障、保濕',
    category: '修護',
    paragraphs: [
      '神經醯胺是角質層細胞間脂質的主要成分，像水泥一樣填補角質細胞之間的空隙，減少水分散失。',
      '適合乾燥、脫屑與屏障受損的肌膚，搭配膽固醇與脂肪酸效果更好。',
    ],
  },
  {
    uid: 'hyaluronic-acid',
    name: '玻尿酸',
    latin: 'Sodium Hyaluronate',
    aliases: ['透明質酸', '玻尿酸鈉'],
    fn: '保濕',
    category: '保濕',
    paragraphs: [
      '玻尿酸能吸附大量水分，讓肌膚表層保持水潤；不同分子量的玻尿酸分別作用在表層與較深的角質層。',
      '在乾燥環境中建議搭配乳液或乳霜鎖水，避免水分反向蒸散。',
    ],
  },
  {
    uid: 'peptide',
    name: '胜肽',
    latin: 'Palmitoyl Tripeptide-1',
    aliases: ['多胜肽', 'Peptide'],
    fn: '緊緻、改善細紋',
    category: '抗老',
    paragraphs: [
      '胜肽是由胺基酸組成的短鏈分子，部分胜肽能作為訊號，幫助肌膚維持膠原蛋白與彈性。',
      '溫和不刺激，適合想抗老但無法耐受A醇的肌膚。',
    ],
  },
  {
    uid: 'azelaic-acid',
    name: '杜鵑花酸',
    latin: 'Azelaic Acid',
    aliases: ['壬二酸'],
    fn: '淡化痘印、舒緩泛紅、抗痘',
    category: '酸類',
    paragraphs: [
      '杜鵑花酸能抑制黑色素生成並具抗發炎特性，適合痘印、泛紅與膚色不均的肌膚。',
      '孕期也相對安全；初期可能有輕微刺癢感，通常會隨使用逐漸緩解。',
    ],
  },
  {
    uid: 'centella-asiatica',
    name: '積雪草',
    latin: 'Centella Asiatica Extract',
    aliases: ['老虎草', 'CICA'],
    fn: '舒緩、修護',
    category: '植物萃取',
    paragraphs: [
      '積雪草萃取含有積雪草苷與羥基積雪草苷，能舒緩泛紅並幫助肌膚修護。',
      '適合敏弱肌與術後保養，常與神經醯胺、泛醇搭配使用。',
    ],
  },
  {
    uid: 'mandelic-acid',
    name: '杏仁酸',
    latin: 'Mandelic Acid',
    aliases: [],
    fn: '溫和代謝角質',
    category: '酸類',
    paragraphs: ['杏仁酸分子較大，滲透速度較慢，刺激性較低，適合初次接觸酸類或膚質較敏感的人。'],
  },
  {
    uid: 'lactobionic-acid',
    name: '乳糖酸',
    latin: 'Lactobionic Acid',
    aliases: ['PHA', '多羥基酸'],
    fn: '溫和代謝角質、保濕',
    category: '酸類',
    paragraphs: ['乳糖酸屬於多羥基酸，兼具溫和煥膚與保濕力，是乾性與敏弱肌的煥膚選擇。'],
  },
  {
    uid: 'panthenol',
    name: '泛醇',
    latin: 'Panthenol',
    aliases: ['維他命B5', 'B5'],
    fn: '保濕、舒緩',
    category: '維他命',
    paragraphs: ['泛醇在肌膚中轉換為泛酸，能吸附水分並舒緩乾燥不適，質地溫和適合各種膚質。'],
  },
  {
    uid: 'vitamin-e',
    name: '維他命E',
    latin: 'Tocopherol',
    aliases: ['生育醇'],
    fn: '抗氧化、滋潤',
    category: '維他命',
    paragraphs: ['維他命E是脂溶性抗氧化劑，能保護細胞膜免受自由基傷害，並與維他命C互相增強穩定性。'],
  },
  {
    uid: 'ferulic-acid',
    name: '阿魏酸',
    latin: 'Ferulic Acid',
    aliases: [],
    fn: '抗氧化、穩定維他命C',
    category: '抗氧化',
    paragraphs: ['阿魏酸是植物來源的抗氧化成分，與維他命C、E搭配時能提升配方穩定性與抗氧化力。'],
  },
  {
    uid: 'linseed-oil',
    name: '亞麻籽油',
    latin: 'Linum Usitatissimum Seed Oil',
    aliases: ['亞麻籽', 'Omega-3'],
    fn: '滋潤、修護屏障',
    category: '植物油脂',
    paragraphs: ['亞麻籽油富含Omega-3脂肪酸α-次亞麻油酸，能補充肌膚脂質、改善乾燥粗糙。'],
  },
  {
    uid: 'zinc-oxide',
    name: '氧化鋅',
    latin: 'Zinc Oxide',
    aliases: ['物理防曬'],
    fn: '防曬（UVA／UVB）',
    category: '防曬',
    paragraphs: ['氧化鋅是礦物防曬成分，能反射與吸收紫外線，對敏感肌溫和，是嬰幼兒與敏弱肌常用的防曬成分。'],
  },
  {
    uid: 'titanium-dioxide',
    name: '二氧化鈦',
    latin: 'Titanium Dioxide',
    aliases: [],
    fn: '防曬（UVB）',
    category: '防曬',
    paragraphs: ['二氧化鈦是礦物防曬成分，主要防護UVB，常與氧化鋅搭配提供完整的防曬力。'],
  },
  {
    uid: 'allantoin',
    name: '尿囊素',
    latin: 'Allantoin',
    aliases: [],
    fn: '舒緩、軟化角質',
    category: '修護',
    paragraphs: ['尿囊素能舒緩刺激並軟化角質，常見於修護與敏感肌產品中。'],
  },
  {
    uid: 'glycerin',
    name: '甘油',
    latin: 'Glycerin',
    aliases: ['丙三醇'],
    fn: '保濕',
    category: '保濕',
    paragraphs: ['甘油是最經典的保濕劑之一，能吸附水分並維持角質層含水量，幾乎適用所有膚質。'],
  },
  {
    uid: 'resveratrol',
    name: '白藜蘆醇',
    latin: 'Resveratrol',
    aliases: ['多酚'],
    fn: '抗氧化',
    category: '抗氧化',
    paragraphs: ['白藜蘆醇是來自葡萄等植物的多酚，具有良好的抗氧化能力，常用於抗老與防護配方。'],
  },
  {
    uid: 'green-tea',
    name: '綠茶萃取',
    latin: 'Camellia Sinensis Leaf Extract',
    aliases: ['綠茶多酚', '兒茶素'],
    fn: '抗氧化、舒緩',
    category: '植物萃取',
    paragraphs: ['綠茶萃取含豐富的兒茶素，能抗氧化並舒緩肌膚，適合油性與痘痘肌。'],
  },
  {
    uid: 'squalane',
    name: '角鯊烷',
    latin: 'Squalane',
    aliases: [],
    fn: '滋潤、柔軟肌膚',
    category: '植物油脂',
    paragraphs: ['角鯊烷是穩定、輕盈的油脂，與肌膚皮脂相近，能滋潤而不悶住毛孔。'],
  },
  {
    uid: 'licorice',
    name: '甘草萃取',
    latin: 'Glycyrrhiza Glabra Root Extract',
    aliases: ['光甘草定'],
    fn: '舒緩、亮白',
    category: '植物萃取',
    paragraphs: ['甘草萃取能舒緩泛紅，其中的光甘草定也有助於均勻膚色。'],
  },
  {
    uid: 'bisabolol',
    name: '沒藥醇',
    latin: 'Bisabolol',
    aliases: ['紅沒藥醇'],
    fn: '舒緩',
    category: '修護',
    paragraphs: ['沒藥醇來自洋甘菊，具舒緩效果，常用於敏感肌與煥膚產品以降低刺激感。'],
  },
];

export function ingredientHtml(seed: IngredientSeed): string {
  return [...seed.paragraphs.map((text) => `<p>${text}</p>`), `<h3>主要功能</h3><p>${seed.fn}</p>`].join(
    '\n',
  );
}

/** Products whose name or keywords mention the ingredient or one of its aliases. */
export function productsWith(seed: IngredientSeed): CatalogueEntry[] {
  const words = [seed.name, ...seed.aliases].filter((w) => w.length >= 2);
  return CATALOGUE.filter((p) => words.some((w) => p.name.includes(w) || p.keywords.split(',').includes(w)));
}

/** News categories: [path, name, sort]; a path with a slash is a subcategory. */
export const NEWS_CATEGORIES: readonly [string, string][] = [
  ['events', '活動快訊'],
  ['events/campaign', '優惠活動'],
  ['events/new-product', '新品上市'],
  ['notices', '公告'],
  ['notices/shipping', '出貨公告'],
  ['notices/system', '系統公告'],
  ['brand', '品牌消息'],
  ['brand/talk', '講座與諮詢'],
];

/** The news subcategory of a news item, judged from its title. */
export function newsCategoryOf(title: string): string {
  if (/系統|維護/.test(title)) return 'notices/system';
  if (/公告/.test(title)) return 'notices/shipping';
  if (/新品|上市|新包裝|上線/.test(title)) return 'events/new-product';
  if (/講座|諮詢/.test(title)) return 'brand/talk';
  return 'events/campaign';
}
