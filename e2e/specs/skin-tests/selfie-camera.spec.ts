// The skin analyzer's selfie way in a real browser (member-area §2.7, §4; issue 24): Chromium's fake
// camera shows a real face (fixtures/fake-camera.ts), the shopper takes the photo, the analysing view shows
// our animated illustration (issue 25) while the face model loads in its worker, and the results show the
// 13 score bars and the overall score, the result kept in session storage without localImageUrl, the
// 3-step then 5-step routine and the bulk add. At 1280 px and at the 390 px phone.
import { expectNoBlockingViolations } from '../../fixtures/axe';
import { expect, FAKE_CAMERA_PX, test } from '../../fixtures/fake-camera';
import { expectNoSidewaysScroll } from '../../fixtures/shop';

// The thirteen findings drawn as bars (member-area §3 'Analysis result'; overall is the big number).
const BARS = [
  'skinAge',
  'redness',
  'acne',
  'darkcircles',
  'skinShine',
  'dullSkin',
  'unevenSkinTone',
  'wrinkles',
  'pore',
  'skinFirmness',
  'smoothness',
  'melasma',
  'poreDilation',
];

test('a selfie from the camera reaches the scores, the 5-step routine and a bulk add', {
  tag: '@phone',
}, async ({ page }) => {
  // The face model loads for the first time (several megabytes, WebGL or the CPU backend in a worker).
  test.setTimeout(180_000);
  // Hold the model a moment, as a phone's network would: the analysing view must show meanwhile.
  await page.route('**/skin-analyzer/models/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  const lottie: string[] = [];
  page.on('request', (request) => {
    if (/scan-animation[^/]*\.json$/.test(request.url())) lottie.push(request.url());
  });
  // The worker's own requests (the models, the wasm backend) are the context's.
  const wasm: string[] = [];
  page.context().on('request', (request) => {
    if (request.url().endsWith('.wasm')) wasm.push(new URL(request.url()).pathname);
  });

  await page.goto('/SkinAnalyzer?test=1');
  // Nothing of the animation is fetched before it is shown.
  expect(lottie).toEqual([]);
  await page.getByTestId('skin-use-camera').click();
  await expect(page.getByRole('heading', { level: 2, name: '將臉對準框線' })).toBeVisible();
  const take = page.getByTestId('skin-take-photo');
  await expect(take).toBeEnabled({ timeout: 15_000 });
  const camera = await page.getByTestId('skin-camera').evaluate((video) => ({
    width: (video as HTMLVideoElement).videoWidth,
    height: (video as HTMLVideoElement).videoHeight,
  }));
  expect(camera).toEqual({ width: FAKE_CAMERA_PX, height: FAKE_CAMERA_PX });
  await take.click();

  const analysing = page.getByTestId('skin-analysing');
  await expect(analysing.getByRole('status')).toHaveText('正在載入分析模型…（第一次需要較久）');
  // The illustration: lottie draws its svg into the box once the player chunk and our JSON arrived.
  await expect(analysing.locator('[data-testid="animated-illustration"] svg')).toBeVisible();
  expect(lottie).toHaveLength(1);

  // The results, or the photo check's message (which would fail the test with its words).
  const results = page.getByTestId('skin-results');
  const problem = page.getByTestId('skin-problem');
  await expect(results.or(problem)).toBeVisible({ timeout: 150_000 });
  await expect(problem).toHaveCount(0);
  await expect(results.getByRole('heading', { name: '你的膚況結果' })).toBeFocused();
  await expect(page.getByTestId('skin-score')).toHaveCount(BARS.length);
  expect(
    await page.getByTestId('skin-score').evaluateAll((items) => items.map((item) => item.dataset.name)),
  ).toEqual(BARS);
  const overall = Number((await page.getByTestId('skin-overall').innerText()).replace('綜合分數', '').trim());
  expect(overall).toBeGreaterThanOrEqual(0);
  expect(overall).toBeLessThanOrEqual(100);
  // Chromium here draws WebGL with SwiftShader, on the CPU: the models ran on WebAssembly (decision 126),
  // its SIMD binary served by the shop itself.
  const stages = await page.evaluate(
    () =>
      (performance.getEntriesByName('skin-analyzer-stages').at(-1) as PerformanceMark | undefined)?.detail,
  );
  expect(stages).toMatchObject({ backend: 'wasm' });
  expect(wasm).toEqual(['/skin-analyzer/wasm/4.22.0/tfjs-backend-wasm-simd.wasm']);
  await expect(page.getByTestId('skin-scores-note')).toHaveText(
    '分數是依照片估算的參考，不是醫療診斷；若有皮膚疾病或不適，請諮詢皮膚科醫師。',
  );
  // member-area §4: kept under customer_routine_cvResults, without localImageUrl.
  const kept = await page.evaluate(() =>
    JSON.parse(sessionStorage.getItem('customer_routine_cvResults') ?? 'null'),
  );
  expect(kept).not.toBeNull();
  expect(Object.keys(kept).sort()).toEqual(['findings', 'image']);
  expect(kept.findings).toHaveLength(BARS.length + 1);
  expect(kept.findings[0]).toMatchObject({ name: 'overall', value: overall });
  expect(kept.image).toMatch(/^data:image\/jpeg;base64,/);

  const routine = page.getByTestId('skin-routine');
  await expect(routine.getByRole('heading', { name: '三步驟保養推薦' })).toBeVisible();
  await expect(page.getByTestId('skin-routine-step')).toHaveCount(3);
  await page.getByTestId('skin-routine-mode').click();
  await expect(routine.getByRole('heading', { name: '五步驟保養推薦' })).toBeVisible();
  await expect(page.getByTestId('skin-routine-step')).toHaveCount(5);
  // The switch scrolls the routine back to its top.
  await expect(routine.getByRole('heading', { name: '五步驟保養推薦' })).toBeInViewport();
  await expectNoSidewaysScroll(page);
  await expectNoBlockingViolations(page);

  const pickers = page.getByTestId('skin-bulk').getByTestId('skin-bulk-qty');
  const values = await pickers.evaluateAll((els) => els.map((el) => Number((el as HTMLSelectElement).value)));
  const units = values.reduce((sum, n) => sum + n, 0);
  expect(units).toBeGreaterThan(0);
  await page.getByTestId('skin-bulk-add').click();
  await expect(page.getByTestId('toast')).toHaveText(`成功加入 ${units} 件商品到購物車`);
  const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]'));
  expect(cart.reduce((sum: number, line: { quantity: number }) => sum + line.quantity, 0)).toBe(units);

  // A revisit shows the kept result again, the photo's scores and all.
  await page.reload();
  await expect(page.getByTestId('skin-score')).toHaveCount(BARS.length);
  await expect(page.getByTestId('skin-overall')).toContainText(String(overall));
});
