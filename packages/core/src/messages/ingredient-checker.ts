// 成分檢測器 (member-area-and-tools.md §2.9): the spec shows no wording; ours is docs/decisions/README.md
// "Ingredient checker".
import { OCR_PHOTO_MAX_BYTES } from '../ingredient-checker/ocr.ts';
import { INGREDIENT_LIST_MAX_ENTRIES, INGREDIENT_TEXT_MAX_CHARS } from '../ingredient-checker/parse.ts';
import type { IngredientFlag, IngredientNote } from '../ingredient-checker/watch-outs.ts';

const flags: Record<IngredientFlag, string> = {
  fragrance: '香料',
  alcohol: '酒精',
  essential_oil: '精油',
  comedogenic: '致粉刺風險',
  preservative: '防腐劑',
  pregnancy: '孕期留意',
  strong_active: '強效活性',
};
const flagExplanations: Record<IngredientFlag, string> = {
  fragrance: '香料或歐盟規定須標示的香料致敏成分，敏感肌或過敏體質可能引起刺激。',
  alcohol: '揮發性酒精（乙醇），比例高時可能使肌膚乾燥或刺激；鯨蠟醇等脂肪醇不屬此類。',
  essential_oil: '植物精油，帶有天然香氛成分，可能刺激敏感肌。',
  comedogenic: '可能阻塞毛孔，粉刺、痘痘肌建議留意；實際影響依濃度與配方而定。',
  preservative: '防腐劑，讓產品開封後不易變質；少數人可能對特定防腐劑過敏。',
  pregnancy: '孕期或哺乳期使用前，建議先諮詢醫師。',
  strong_active: '效果明確但可能刺激，初次使用請從低頻率開始，並加強防曬。',
};
const notes: Record<IngredientNote, string> = {
  low_concern_preservative: '常見防腐劑，在法規濃度內普遍認為溫和。',
  formaldehyde_releaser: '會緩慢釋放微量甲醛的防腐劑，對甲醛過敏者請避開。',
  isothiazolinone: '致敏率較高的防腐劑，歐盟已禁止用於免沖洗產品。',
  paraben: '對羥基苯甲酸酯類（Paraben），在法規濃度內可使用，介意者可避開。',
  fatty_alcohol: '脂肪醇，具柔潤、穩定質地的作用，不是會使肌膚乾燥的酒精。',
  high_strength: '高濃度或大面積使用時更需留意。',
  common_base: '常見的基礎成分（溶劑、保濕、質地或酸鹼調節），一般不需特別留意。',
};

export const ingredientCheckerMessages = {
  title: '成分檢測器',
  metaDescription:
    '貼上保養品的全成分表，一鍵檢測香料、酒精、精油、致粉刺風險、防腐劑、孕期留意與強效活性成分，並連結成分字典說明。免費使用。',
  intro: '貼上產品包裝或官網上的全成分表，立即看出每個成分的作用與需要留意的地方。',
  inputLabel: '全成分表',
  inputHint: '以逗號、頓號或換行分隔，例如：Water, Glycerin, Niacinamide',
  placeholder: '例：Aqua (Water), Glycerin, Niacinamide, Phenoxyethanol…',
  fillExample: '一鍵填入範例',
  example:
    'Aqua (Water), Glycerin, Niacinamide, Alcohol Denat., Butylene Glycol, Cetearyl Alcohol, Salicylic Acid, Sodium Hyaluronate, Panthenol, Hydroxyacetophenone, Lavandula Angustifolia (Lavender) Oil, Phenoxyethanol, Parfum (Fragrance), Limonene, Linalool',
  counter: (chars: number, entries: number) =>
    `${chars} / ${INGREDIENT_TEXT_MAX_CHARS} 字・${entries} / ${INGREDIENT_LIST_MAX_ENTRIES} 個成分`,
  clear: '清除',
  check: '開始檢測',
  checking: '檢測中…',
  checkFailed: '檢測失敗，請稍後再試一次。',
  resultTitle: '檢測結果',
  summaryLine: (total: number, known: number) => `共 ${total} 個成分，已辨識 ${known} 個`,
  flags,
  flagExplanations,
  notes,
  flagCount: (flag: string, count: number) => `${flag} ${count}`,
  freeOf: (flag: string) => `未偵測到${flag}成分`,
  noFlags: '未偵測到需要特別留意的成分。',
  columnIndex: '順序',
  columnName: '成分',
  columnFunction: '作用',
  columnFlags: '留意',
  unknown: '資料庫尚未收錄',
  dictionaryLink: (name: string) => `查看「${name}」成分字典`,
  flagDetails: (flag: string) => `${flag}說明`,
  disclaimer:
    '檢測結果依成分名稱比對，僅供參考，不代表產品的安全性或功效；成分的影響也與濃度和配方有關。肌膚有狀況時請諮詢醫師。',
  share: '分享結果',
  sharing: '產生分享連結中…',
  shareFailed: '分享連結產生失敗，請再試一次。',
  shareHint: '產生一個連結傳給朋友，或留著之後再看；會員分享後會自動保存到「我的檢測紀錄」。',
  shareLinkLabel: '分享連結',
  copy: '複製連結',
  copied: '已複製',
  shareTitle: '我的成分檢測結果',
  savedToHistory: '已保存到我的檢測紀錄',
  historyTitle: '我的檢測紀錄',
  historyEmpty: '還沒有檢測紀錄。分享檢測結果後，會自動保存在這裡。',
  historyItem: (total: number, first: string) => `${total} 個成分・${first}…`,
  historyOpen: '查看',
  loading: '載入中…',
  loadFailed: '載入失敗，請重新整理頁面再試一次。',
  sharedTitle: '成分檢測結果',
  sharedIntro: '這是一份分享的成分檢測結果。',
  sharedDate: '檢測日期',
  sharedInput: '檢測的成分表',
  tryChecker: '我也要檢測成分',
  shareMissingCode: '這個分享連結不完整，請確認網址是否正確。',
  // Reading the list from a photo (ingredient/ocr).
  photo: '拍照辨識成分',
  photoHint: '拍下包裝上的全成分表，或選一張照片；辨識後請核對再開始檢測。',
  photoReading: '辨識照片中的成分…',
  photoFilled: (count: number) => `已從照片辨識 ${count} 個成分，請核對並修正後再開始檢測。`,
  photoNothingFound: '照片中找不到成分文字，請對準全成分表、保持光線充足後再拍一次。',
  photoRequired: '請選擇一張成分表照片',
  photoWrongType: '只接受 JPG、PNG 或 WebP 照片',
  photoTooLarge: `照片檔案過大，請上傳 ${OCR_PHOTO_MAX_BYTES / 1024 / 1024} MB 以內的照片`,
  photoBusy: '目前辨識的人數較多，請稍候幾秒再試一次。',
  photoFailed: '照片辨識失敗，請再試一次，或直接貼上成分表。',
  // Validation (422) and lookups (404).
  textRequired: '請輸入成分表',
  textTooLong: `成分表最多 ${INGREDIENT_TEXT_MAX_CHARS} 字，請刪減後再試`,
  tooManyEntries: `成分最多 ${INGREDIENT_LIST_MAX_ENTRIES} 個，請刪減後再試`,
  reportNotFound: '找不到這份檢測結果，連結可能有誤。',
} as const;
