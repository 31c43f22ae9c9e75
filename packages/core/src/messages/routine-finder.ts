// 保養步驟推薦 (member-area-and-tools.md §2.8, §4 "Routine finder"): the spec shows no wording for the
// questionnaire or the result; ours is docs/decisions/049-routine-finder.md.
import {
  ROUTINE_MAX_CONCERNS,
  type RoutineActives,
  type RoutineAge,
  type RoutineConcern,
  type RoutineQuestionKey,
  type RoutineSkinType,
  type RoutineStepCount,
  type RoutineSun,
} from '../routine-finder/questions.ts';
import type { RoutinePick, RoutineStep } from '../routine-finder/routine.ts';

const skinTypes: Record<RoutineSkinType, string> = {
  dry: '乾性肌',
  oily: '油性肌',
  combination: '混合性肌',
  sensitive: '敏感性肌',
  normal: '中性肌',
};
const skinTypeHints: Record<RoutineSkinType, string> = {
  dry: '洗完臉容易緊繃、脫屑',
  oily: '整臉容易出油、午後泛油光',
  combination: 'T字部位出油，兩頰偏乾',
  sensitive: '容易泛紅、刺癢或對產品敏感',
  normal: '不太乾也不太油，膚況穩定',
};
const concerns: Record<RoutineConcern, string> = {
  acne: '粉刺痘痘',
  pores: '毛孔粗大',
  dullness: '暗沉不均',
  wrinkles: '細紋鬆弛',
  dryness: '乾燥缺水',
  redness: '泛紅敏感',
  oiliness: '油光',
};
const ages: Record<RoutineAge, string> = {
  under25: '25 歲以下',
  '25to34': '25–34 歲',
  '35to44': '35–44 歲',
  '45plus': '45 歲以上',
};
const stepCounts: Record<RoutineStepCount, string> = { '3': '精簡 3 步', '5': '完整 5 步' };
const stepCountHints: Record<RoutineStepCount, string> = {
  '3': '潔顏、保濕、防曬，忙碌早晨也做得到',
  '5': '加上化妝水與精華，針對困擾加強保養',
};
const sun: Record<RoutineSun, string> = {
  indoor: '多在室內',
  commute: '通勤或偶爾外出',
  outdoor: '長時間戶外',
};
const sunHints: Record<RoutineSun, string> = {
  indoor: '白天大多待在辦公室或家中',
  commute: '每天騎車、走路通勤 1 小時內',
  outdoor: '外勤、戶外運動或常曬太陽',
};
const actives: Record<RoutineActives, string> = {
  used: '用過，沒有不適',
  new: '沒用過，想溫和開始',
  avoid: '容易刺激，想避開',
};
const steps: Record<RoutineStep, string> = {
  cleanse: '潔顏',
  tone: '化妝水',
  treat: '精華',
  moisturise: '乳液・乳霜',
  protect: '防曬',
};
const stepPurposes: Record<RoutineStep, string> = {
  cleanse: '早晚第一步，洗去油脂與髒污，為後續保養打底。',
  tone: '潔顏後補水調理，讓精華更好吸收。',
  treat: '高濃度有效成分，針對你最在意的困擾加強。',
  moisturise: '鎖住水分、修護屏障，早晚使用。',
  protect: '白天保養最後一步，台灣紫外線強，室內也建議擦。',
};

const questions: Record<RoutineQuestionKey, { title: string; hint: string }> = {
  skin_type: { title: '你的膚質是？', hint: '選最接近你平常狀況的一項。' },
  concerns: { title: '最想改善的肌膚困擾？', hint: `可選 1 至 ${ROUTINE_MAX_CONCERNS} 項，先選的最優先。` },
  age: { title: '你的年齡？', hint: '不同年齡肌膚需要的保養重點不同。' },
  sun: { title: '白天曬太陽的時間？', hint: '決定防曬的係數與質地。' },
  actives: { title: '用過酸類或 A 醇產品嗎？', hint: '例如水楊酸、果酸、A 醇。' },
  steps: { title: '每天想花多少步驟保養？', hint: '之後隨時可以再測一次。' },
};

/** The explanation beside a picked product. */
function reason(pick: RoutinePick, skinType: RoutineSkinType): string {
  const parts: string[] = [];
  if (pick.skin_fit) parts.push(`適合${skinTypes[skinType]}`);
  if (pick.concerns.length > 0) parts.push(`針對${pick.concerns.map((c) => concerns[c]).join('、')}`);
  const why = parts.length > 0 ? `${parts.join('，')}。` : '';
  return `${stepPurposes[pick.step]}${why}`;
}

export const routineFinderMessages = {
  title: '保養步驟推薦',
  metaDescription:
    '回答 6 個問題，依膚質、肌膚困擾、年齡與生活習慣，為你推薦專屬的早晚保養步驟與產品。免費測驗，1 分鐘完成。',
  intro: '回答 6 個簡單問題，1 分鐘找到最適合你的保養步驟。',
  start: '開始測驗',
  progress: (current: number, total: number) => `第 ${current} 題，共 ${total} 題`,
  back: '上一題',
  next: '下一題',
  finish: '看我的保養步驟',
  submitting: '正在為你搭配…',
  loading: '載入中…',
  chooseOne: '請選擇一項',
  chooseConcerns: `請選擇 1 至 ${ROUTINE_MAX_CONCERNS} 項肌膚困擾`,
  concernsPicked: (count: number) => `已選 ${count} / ${ROUTINE_MAX_CONCERNS}`,
  questions,
  skinTypes,
  skinTypeHints,
  concerns,
  ages,
  stepCounts,
  stepCountHints,
  sun,
  sunHints,
  actives,
  steps,
  stepPurposes,
  reason,
  resultTitle: '你的專屬保養步驟',
  resultSummary: (skin: string, list: string, count: number) => `${skin}・${list}・${count} 步驟`,
  stepLabel: (index: number, step: string) => `STEP ${index} ${step}`,
  addToCart: '加入購物車',
  addAllToCart: '全部加入購物車',
  addingAll: '加入中…',
  addedAll: '已全部加入購物車',
  addAllFailed: '部分商品未能加入購物車，請稍後再試。',
  loginToSave: '登入保存結果',
  loginToSaveHint: '登入會員即可保存這次結果，之後隨時在「我的保養紀錄」查看。',
  savedForMember: '已保存到我的保養紀錄',
  viewHistory: '查看保養紀錄',
  retake: '重新測驗',
  noProducts: '目前沒有符合的商品，請稍後再試或聯絡客服。',
  historyEmpty: '還沒有保養紀錄。做一次保養步驟推薦，結果會保存在這裡。',
  historyStart: '開始保養步驟推薦',
  historyDate: '測驗日期',
  historySkin: '膚質',
  historyConcerns: '肌膚困擾',
  historySteps: '步驟',
  historyOpen: '查看結果',
  stepCountOf: (count: number) => `${count} 步`,
  backToHistory: '回保養紀錄',
  loadFailed: '載入失敗，請重新整理頁面再試一次。',
  saveFailed: '結果送出失敗，請再試一次。',
  // Validation (422) wording.
  skinTypeRequired: '請選擇膚質',
  concernsRequired: `請選擇 1 至 ${ROUTINE_MAX_CONCERNS} 項肌膚困擾`,
  concernsTooMany: `肌膚困擾最多選 ${ROUTINE_MAX_CONCERNS} 項`,
  ageRequired: '請選擇年齡',
  stepsRequired: '請選擇保養步驟數',
  sunRequired: '請選擇白天曬太陽的時間',
  activesRequired: '請選擇是否用過酸類或 A 醇產品',
  resultNotFound: '找不到這份保養紀錄',
} as const;
