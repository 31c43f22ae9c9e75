import type { learns, learnTypes } from '../src/schema/index.ts';
import { SERIES, type SeriesSlug } from './catalogue.ts';
import { escapeHtml } from './content.ts';

type LearnTypeRow = Omit<typeof learnTypes.$inferInsert, 'learntype2_id'>;
type LearnRow = Omit<typeof learns.$inferInsert, 'learn_id' | 'learntype2_id'>;

/** Motif of the generated article image, chosen per article type. */
export type LearnMotif = 'dots' | 'drops' | 'sun' | 'molecule' | 'waves';

export interface LearnTypeSeed {
  rel2: string;
  name: string;
  motif: LearnMotif;
  colour: string;
  articles: ArticleSeed[];
}

export interface ArticleSeed {
  rel3: string;
  name: string;
  summary: string;
  sections: [heading: string, text: string][];
  related: SeriesSlug;
  hot?: true;
}

export function learnImageName(number: number): string {
  return `demo-learn-${number}.webp`;
}

export const LEARN_TYPES: readonly LearnTypeSeed[] = [
  {
    rel2: 'acne',
    name: '痘痘粉刺',
    motif: 'dots',
    colour: '#2f84c6',
    articles: [
      {
        rel3: 'blackheads-vs-whiteheads',
        name: '黑頭與白頭粉刺有什麼不同？',
        summary: '同樣是粉刺，開放與閉鎖的成因和照顧方式大不同。',
        related: 'exfoliate',
        sections: [
          [
            '開放性粉刺',
            '毛孔中的皮脂與角質接觸空氣後氧化變黑，就是俗稱的黑頭。用力擠壓容易讓毛孔變大，規律代謝角質才是根本。',
          ],
          [
            '閉鎖性粉刺',
            '毛孔開口被角質堵住，皮脂無法排出而形成白色小突起。油溶性的水楊酸能深入毛孔，幫助減少這類粉刺。',
          ],
        ],
      },
      {
        rel3: 'salicylic-acid-for-acne',
        name: '水楊酸為什麼適合痘痘肌？',
        summary: '油溶性、能深入毛孔，還有舒緩特性，水楊酸是痘痘肌的好夥伴。',
        related: 'clear',
        hot: true,
        sections: [
          [
            '深入毛孔的煥膚成分',
            '水楊酸屬於油溶性成分，能穿過皮脂進入毛孔內部，溶解堆積的角質與油脂，從源頭減少粉刺生成。',
          ],
          ['從低頻率開始', '初次使用建議隔天一次，觀察肌膚反應後再調整為每天使用，並搭配足夠的保濕與防曬。'],
        ],
      },
      {
        rel3: 'acne-skin-moisturizing',
        name: '痘痘肌也需要保濕嗎？',
        summary: '缺水反而讓皮脂分泌更旺盛，選對質地才是關鍵。',
        related: 'clear',
        sections: [
          ['缺水油更多', '過度清潔或只用控油產品，會讓肌膚為了自我保護而分泌更多油脂，痘痘反而反覆發生。'],
          ['選擇清爽無油的質地', '凝膠或清爽乳液能提供水分又不悶住毛孔，是痘痘肌最適合的保濕選擇。'],
        ],
      },
      {
        rel3: 'mask-acne',
        name: '悶熱天冒痘怎麼辦？三個調理重點',
        summary: '高溫潮濕容易讓毛孔阻塞，調整清潔與保養步驟就能改善。',
        related: 'skin-balancing',
        sections: [
          ['溫和清潔，不要過度', '一天洗臉兩次即可，選擇溫和潔面產品，避免使用磨砂顆粒用力搓揉。'],
          ['保養品減法', '悶熱天保養步驟可以精簡為化妝水、精華與清爽乳液，減少厚重乳霜對毛孔的負擔。'],
          ['枕頭套與手機也要清潔', '經常接觸臉部的物品容易累積細菌與油脂，建議每週更換枕頭套。'],
        ],
      },
      {
        rel3: 'acne-marks-fading',
        name: '痘疤與痘印：淡化前先分清楚',
        summary: '紅色、褐色痘印與凹洞痘疤，保養方向完全不同。',
        related: 'boost',
        hot: true,
        sections: [
          [
            '紅色與褐色痘印',
            '發炎後留下的泛紅或色素沉澱屬於痘印，搭配杜鵑花酸、維他命C與確實防曬，多數會隨時間淡化。',
          ],
          ['凹洞痘疤', '皮膚組織受損形成的凹陷屬於痘疤，保養品能改善的程度有限，建議諮詢專業皮膚科醫師。'],
        ],
      },
    ],
  },
  {
    rel2: 'moisturizing',
    name: '保濕修護',
    motif: 'drops',
    colour: '#8a6bc1',
    articles: [
      {
        rel3: 'keratosis-pilaris-care',
        name: '毛孔角化（雞皮膚）的日常照顧',
        summary: '手臂與大腿的粗糙顆粒，靠規律代謝與保濕就能改善膚觸。',
        related: 'exfoliate',
        sections: [
          ['什麼是毛孔角化', '角質堆積在毛孔開口形成小顆粒，常見於上臂與大腿外側，乾燥季節會更加明顯。'],
          ['代謝加保濕', '沐浴後趁肌膚微濕時塗抹含果酸或水楊酸的身體乳，再加強保濕，避免用力去角質或抓摳。'],
        ],
      },
      {
        rel3: 'dehydrated-oily-skin',
        name: '外油內乾是什麼？',
        summary: '表面油亮、底層卻緊繃脫皮，可能是肌膚缺水的警訊。',
        related: 'skin-balancing',
        sections: [
          ['缺水不等於缺油', '油脂分泌旺盛的肌膚仍可能缺乏水分，洗完臉緊繃、上妝卡粉都是常見徵兆。'],
          ['補水為先', '選擇含玻尿酸、甘油等保濕成分的化妝水與精華，再以清爽乳液鎖住水分。'],
        ],
      },
      {
        rel3: 'skin-barrier-basics',
        name: '認識肌膚屏障：穩定膚況的第一步',
        summary: '屏障健康，肌膚才能留住水分、抵禦外界刺激。',
        related: 'skin-recovery',
        hot: true,
        sections: [
          ['磚牆結構', '角質細胞像磚塊，神經醯胺、膽固醇與脂肪酸則像水泥，共同構成保護肌膚的屏障。'],
          ['屏障受損的徵兆', '容易泛紅、刺癢、乾燥脫皮時，先暫停酸類與A醇，改以修護保濕產品為主。'],
        ],
      },
      {
        rel3: 'winter-dry-skin',
        name: '秋冬乾燥脫皮急救指南',
        summary: '濕度下降、暖氣與熱水澡，都是冬季乾燥的元兇。',
        related: 'omega+complex',
        sections: [
          ['洗澡水溫不要太高', '過熱的水會帶走肌膚油脂，建議水溫維持在38度左右，沐浴時間不超過15分鐘。'],
          ['三分鐘內擦上保養', '洗臉或沐浴後趁肌膚仍有水分時擦上乳霜，鎖水效果最好。'],
        ],
      },
      {
        rel3: 'layering-moisturizers',
        name: '化妝水、精華、乳液、霜的差別',
        summary: '質地由薄到厚，一次搞懂每個步驟的角色。',
        related: 'resist-dry',
        sections: [
          ['化妝水與精華', '化妝水補充水分、為後續保養打底；精華則含有較高濃度的有效成分，針對特定需求。'],
          ['乳液與霜', '乳液與霜負責鎖住水分，油性肌可選擇乳液，乾性肌則適合滋潤的乳霜。'],
        ],
      },
    ],
  },
  {
    rel2: 'sunscreen',
    name: '防曬觀念',
    motif: 'sun',
    colour: '#ef8a22',
    articles: [
      {
        rel3: 'spf-pa-explained',
        name: 'SPF與PA怎麼看？防曬係數一次懂',
        summary: 'SPF防曬傷、PA防曬黑，依活動情境選擇合適的係數。',
        related: 'resist-oily',
        hot: true,
        sections: [
          ['SPF：防護UVB', 'SPF代表對UVB的防護能力，通勤與室內活動SPF30已足夠，戶外活動建議SPF50。'],
          ['PA：防護UVA', 'PA的加號越多，代表對UVA的防護越好。UVA會穿透玻璃，是光老化的主要原因。'],
        ],
      },
      {
        rel3: 'physical-vs-chemical-sunscreen',
        name: '物理性與化學性防曬的差別',
        summary: '兩種防曬各有優點，敏弱肌與油性肌的選擇不同。',
        related: 'calm',
        sections: [
          ['物理性防曬', '以氧化鋅、二氧化鈦反射紫外線，刺激性低，適合敏弱肌與孩童。'],
          ['化學性防曬', '吸收紫外線並轉換為熱能，質地較輕薄透明，不易泛白。'],
        ],
      },
      {
        rel3: 'how-much-sunscreen',
        name: '防曬要擦多少才夠？',
        summary: '擦太少，防護力會大打折扣。',
        related: 'skin-balancing',
        sections: [
          ['一元硬幣大小', '臉部約需一元硬幣大小的份量，分兩次薄擦能讓防曬膜更均勻。'],
          ['別忘了容易忽略的部位', '耳朵、脖子與髮際線常被遺漏，也是最容易曬黑的地方。'],
        ],
      },
      {
        rel3: 'reapply-sunscreen-makeup',
        name: '帶妝時如何補擦防曬？',
        summary: '不必卸妝重擦，掌握技巧就能維持防護。',
        related: 'resist-oily',
        sections: [
          ['先吸油再補擦', '以面紙輕壓吸除多餘油脂，再取少量防曬乳以海綿輕拍。'],
          ['善用防曬噴霧或氣墊', '防曬噴霧與氣墊粉餅能方便補擦，但建議搭配足量的防曬乳作為基礎。'],
        ],
      },
      {
        rel3: 'indoor-sun-protection',
        name: '待在室內也要防曬嗎？',
        summary: '窗邊的UVA與長時間的螢幕光，都是室內防曬的理由。',
        related: 'c-plus',
        sections: [
          ['UVA會穿透玻璃', '靠窗的座位依然會接收到UVA，長期累積會造成暗沉與細紋。'],
          ['抗氧化加防曬', '日間使用維他命C等抗氧化精華，再搭配防曬乳，能提供更完整的防護。'],
        ],
      },
    ],
  },
  {
    rel2: 'ingredients',
    name: '成分解析',
    motif: 'molecule',
    colour: '#23988a',
    articles: [
      {
        rel3: 'skincare-routine-order',
        name: '正確的保養順序：由薄到厚',
        summary: '清潔、調理、精華、保濕、防曬，順序對了吸收更好。',
        related: 'boost',
        hot: true,
        sections: [
          ['早晨步驟', '潔面、化妝水、抗氧化精華、乳液，最後一定要擦防曬。'],
          ['夜間步驟', '卸妝與潔面後使用化妝水，再依需求使用酸類或A醇，最後以乳液或乳霜鎖水。'],
        ],
      },
      {
        rel3: 'niacinamide-guide',
        name: '菸鹼醯胺全解析',
        summary: '改善毛孔、調理膚色、強化屏障，一個成分多種好處。',
        related: 'boost',
        sections: [
          ['多功能成分', '菸鹼醯胺是維他命B3的一種，能幫助改善毛孔外觀、膚色不均，並增加肌膚保水能力。'],
          ['濃度怎麼選', '日常保養5%至10%即可，想加強毛孔與油光可選擇更高濃度，並先局部試用。'],
        ],
      },
      {
        rel3: 'vitamin-c-forms',
        name: '維他命C的各種型態',
        summary: '純維他命C與衍生物，效果與穩定度各有不同。',
        related: 'c-plus',
        sections: [
          ['純維他命C', '抗氧化與亮白效果明顯，但怕光怕熱，需要不透光且密封的包裝。'],
          ['維他命C衍生物', '穩定性佳、刺激性低，適合敏弱肌或作為入門選擇。'],
        ],
      },
      {
        rel3: 'aha-bha-pha',
        name: '果酸、水楊酸、乳糖酸怎麼選？',
        summary: '依膚質與需求挑選適合的酸類。',
        related: 'exfoliate',
        sections: [
          ['果酸AHA', '水溶性，作用在肌膚表面，適合改善乾燥粗糙與暗沉。'],
          ['水楊酸BHA', '油溶性，能深入毛孔，適合油性肌與粉刺困擾。'],
          ['乳糖酸PHA', '分子大、作用溫和，還有保濕效果，適合敏弱肌入門。'],
        ],
      },
      {
        rel3: 'fragrance-free-why',
        name: '為什麼我們堅持無香料配方',
        summary: '香味好聞，卻可能成為肌膚刺激的來源。',
        related: 'calm',
        sections: [
          ['香料是常見致敏原', '不論天然精油或合成香料，都可能引起肌膚敏感，長期使用風險更高。'],
          ['保養的重點在成分', '我們相信有效的保養不需要香味，因此所有配方都不添加香料與色素。'],
        ],
      },
      {
        rel3: 'ingredient-list-reading',
        name: '看懂成分表的三個技巧',
        summary: '成分排序、濃度線索與常見刺激成分，一次學會。',
        related: 'skin-recovery',
        sections: [
          ['依濃度排序', '成分表依含量由高到低排列，濃度低於1%的成分則可任意排序。'],
          ['善用成分檢測器', '拍下成分表，就能快速了解每個成分的功能與注意事項。'],
        ],
      },
    ],
  },
  {
    rel2: 'anti-aging',
    name: '抗老保養',
    motif: 'waves',
    colour: '#3f4a9a',
    articles: [
      {
        rel3: 'retinol-beginner',
        name: 'A醇新手入門：從低頻率開始',
        summary: '建立耐受度、做好保濕與防曬，新手也能安心使用A醇。',
        related: 'clinical',
        hot: true,
        sections: [
          ['為什麼選A醇', 'A醇能加速肌膚更新，改善細紋與粗糙，是研究最多的抗老成分之一。'],
          ['循序漸進', '第一個月每週使用兩至三晚，肌膚適應後再增加頻率；若出現脫皮泛紅，先暫停並加強保濕。'],
        ],
      },
      {
        rel3: 'day-c-night-a-routine',
        name: '早C晚A怎麼搭？',
        summary: '白天抗氧化、晚上修護更新，讓兩大成分各司其職。',
        related: 'c-plus',
        sections: [
          ['早上：維他命C', '維他命C能提升抗氧化力，搭配防曬讓日間防護更完整。'],
          ['晚上：A醇', 'A醇遇光容易分解，夜間使用能發揮最佳效果，隔天務必做好防曬。'],
        ],
      },
      {
        rel3: 'peptides-explained',
        name: '胜肽是什麼？溫和的抗老選擇',
        summary: '刺激性低、可早晚使用，胜肽適合敏弱肌抗老。',
        related: 'clinical',
        sections: [
          ['胜肽的作用', '胜肽由胺基酸組成，能為肌膚傳遞修護與緊緻的訊息，改善彈性不足。'],
          ['適合搭配', '胜肽性質溫和，可與A醇、維他命C等成分搭配使用。'],
        ],
      },
      {
        rel3: 'eye-care-fine-lines',
        name: '眼周細紋的保養重點',
        summary: '眼周肌膚最薄，保養要溫和也要持續。',
        related: 'omega+complex',
        sections: [
          ['輕點不拉扯', '以無名指取米粒大小的眼霜，由內往外輕點，避免用力拉扯眼周。'],
          ['防曬與保濕', '戴太陽眼鏡並加強眼周保濕，是預防細紋最簡單的方法。'],
        ],
      },
      {
        rel3: 'antioxidants-daily',
        name: '每天都該用抗氧化保養的理由',
        summary: '紫外線與空氣污染帶來的自由基，是肌膚老化的推手。',
        related: 'boost',
        sections: [
          ['自由基與老化', '自由基會破壞膠原蛋白，使肌膚失去彈性並出現暗沉。'],
          ['多種抗氧化成分組合', '維他命C、E、綠茶多酚與白藜蘆醇彼此搭配，防護效果更全面。'],
        ],
      },
      {
        rel3: 'neck-care',
        name: '頸部保養別忽略',
        summary: '頸部同樣需要保濕、抗老與防曬。',
        related: 'resist-dry',
        sections: [
          ['頸部更容易乾燥', '頸部皮脂腺較少，保濕不足時容易出現紋路。'],
          ['延伸臉部保養', '擦臉部精華與乳霜時順勢往下延伸至頸部，白天也要記得擦防曬。'],
        ],
      },
    ],
  },
];

function articleHtml(article: ArticleSeed): string {
  const series = SERIES.find((s) => s.slug === article.related)!;
  const sections = article.sections.map(([h, p]) => `<h2>${escapeHtml(h)}</h2>\n<p>${escapeHtml(p)}</p>`);
  sections.push(`<p class="learn-related">推薦搭配：<a href="/${series.slug}">${series.name}</a></p>`);
  return sections.join('\n');
}

/** Articles in catalogue order, each with its type's slug; the image number is the position here. */
export const ARTICLES = LEARN_TYPES.flatMap((type) =>
  type.articles.map((article) => ({ article, type })),
).map(({ article, type }, i) => ({ article, type, image: learnImageName(i + 1) }));

export const LEARN_TYPE_ROWS: LearnTypeRow[] = LEARN_TYPES.map((t, i) => ({
  learntype2_name: t.name,
  learntype2_rel2: t.rel2,
  learntype2_sort: LEARN_TYPES.length - i,
}));

const FIRST_PUBLISHED = Date.parse('2025-03-01T10:00:00+08:00');
const DAY_MS = 86_400_000;

export const LEARN_ROWS: (LearnRow & { rel2: string })[] = ARTICLES.map(({ article, type, image }, i) => ({
  rel2: type.rel2,
  learn_name: article.name,
  learn_rel3: article.rel3,
  learn_image: image,
  learn_summary: article.summary,
  learn_content: articleHtml(article),
  learn_hot: article.hot ? 1 : 0,
  learn_views: 300 + ((i * 7919) % 4700),
  // Spread over about twenty months, newest last.
  published_at: new Date(FIRST_PUBLISHED + i * 23 * DAY_MS),
}));
