// npm run bench:analyzer -w @shop/bench: the skin analyzer's time from photo to scores (issue 24's
// target: ≤ 2 s median in Chromium with 4× CPU throttling, Lighthouse's phone, models cached after the
// first visit). Chromium runs on its fake camera showing the packaged face (e2e/fixtures/face-photo.ts,
// as the e2e selfie spec does) at the 390 px phone size; a first, unthrottled visit loads the face
// models into the browser's cache (reported apart); then BENCH_ANALYZER_RUNS visits with the CPU slowed
// BENCH_CPU_THROTTLE times (CDP Emulation.setCPUThrottlingRate, as Lighthouse does) each open the page,
// start the camera and take the photo. The time is the page's own clock from the click on the shutter
// to the results panel in the DOM. The shop is started compiled (npm run build first) unless BENCH_URL
// names a running one. Figures go to bench/results/<date>-analyzer.json, never into the README.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import { skinAnalyzerMessages } from '@shop/core';
import { TIMINGS_MARK } from '../apps/web/app/features/skin-analyzer/analyzer.ts';
import type { StageTimings } from '../apps/web/app/features/skin-analyzer/worker-protocol.ts';
import { writeFaceY4m } from '../e2e/fixtures/face-photo.ts';
import { median } from './lighthouse.ts';
import { startShop } from './processes.ts';
import { writeBenchResult } from './results.ts';

const RUNS = Math.max(1, Number(process.env.BENCH_ANALYZER_RUNS ?? 10));
const THROTTLE = Number(process.env.BENCH_CPU_THROTTLE ?? 4);
const GOAL_MS = 2000;
/**
 * How long the shopper frames the face between the camera's first frame and the shutter (the models
 * load and warm up meanwhile); 0, the default, presses the shutter at once, the strictest reading.
 */
const FRAMING_MS = Number(process.env.BENCH_FRAMING_MS ?? 0);
const SHOP_PORT = Number(process.env.BENCH_SHOP_PORT ?? 3310);
/** Longest a photo may take before the run is called failed (the model's first load on a slow machine). */
const RESULT_TIMEOUT_MS = 180_000;

async function openShop(): Promise<{ url: string; stop: () => Promise<void> }> {
  if (process.env.BENCH_URL) return { url: process.env.BENCH_URL, stop: async () => {} };
  return startShop(
    SHOP_PORT,
    {
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'shop-bench-analyzer-')),
      RATE_LIMIT_PER_MINUTE: '1000000000',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
    null,
  );
}

/** Marks the shutter's click and the results' arrival on the page's clock (installed before each load). */
function installTimer(context: BrowserContext) {
  return context.addInitScript((ANALYSING) => {
    const marks = { tookAt: 0, analysingAt: 0, scoredAt: 0 };
    (window as unknown as { analyzerMarks: typeof marks }).analyzerMarks = marks;
    document.addEventListener(
      'click',
      (event) => {
        if ((event.target as Element | null)?.closest?.('[data-testid="skin-take-photo"]'))
          marks.tookAt = performance.now();
      },
      true,
    );
    new MutationObserver(() => {
      if (marks.tookAt === 0) return;
      const status = document.querySelector('[data-testid="skin-analysing"] [role="status"]');
      if (marks.analysingAt === 0 && status?.textContent === ANALYSING) marks.analysingAt = performance.now();
      if (marks.scoredAt === 0 && document.querySelector('[data-testid="skin-results"]'))
        marks.scoredAt = performance.now();
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, skinAnalyzerMessages.analysing);
}

interface Visit {
  /** Shutter to scores. */
  totalMs: number;
  /** Shutter to the worker saying it analyses (the model ready): what loading the model took. */
  modelMs: number;
  /** The worker's own stages (the page's TIMINGS_MARK): backend, load, warm-up, wait, detect, metrics. */
  stages: StageTimings | null;
}

/**
 * One visit in a new tab of the same browser context (its HTTP cache kept, its session storage new, so
 * no earlier result is restored): open the analyzer, start the camera, take the photo.
 */
async function photoToScores(context: BrowserContext, shop: string, throttle: number): Promise<Visit> {
  const page = await context.newPage();
  try {
    return await visit(page, shop, throttle);
  } finally {
    await page.close();
  }
}

async function visit(page: Page, shop: string, throttle: number): Promise<Visit> {
  await page.goto(`${shop}/SkinAnalyzer?test=1`);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  // A tap before the page works is lost (the shopper taps again); the time measured starts at the shutter.
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
  await page.getByTestId('skin-use-camera').click();
  const take = page.getByTestId('skin-take-photo');
  await page.waitForFunction(
    () =>
      (document.querySelector('[data-testid="skin-take-photo"]') as HTMLButtonElement | null)?.disabled ===
      false,
    undefined,
    { timeout: 60_000 },
  );
  if (FRAMING_MS > 0) await page.waitForTimeout(FRAMING_MS);
  await take.click();
  const problem = page.getByTestId('skin-problem');
  await page.getByTestId('skin-results').or(problem).waitFor({ timeout: RESULT_TIMEOUT_MS });
  if ((await problem.count()) > 0)
    throw new Error(`the analyzer refused the photo: ${await problem.innerText()}`);
  const marks = await page.evaluate(
    () =>
      (window as unknown as { analyzerMarks: { tookAt: number; analysingAt: number; scoredAt: number } })
        .analyzerMarks,
  );
  const stages = await page.evaluate(
    (name) => (performance.getEntriesByName(name).at(-1) as PerformanceMark | undefined)?.detail ?? null,
    TIMINGS_MARK,
  );
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  return {
    totalMs: Math.round(marks.scoredAt - marks.tookAt),
    modelMs: Math.round((marks.analysingAt || marks.tookAt) - marks.tookAt),
    stages,
  };
}

/** The worker's stages in one line: `[wasm] backend 180, models 900, warm-up 700, waited 300, detect 90, metrics 120 ms`. */
function stagesText(stages: Visit['stages']): string {
  if (!stages) return '';
  const { backend, backendMs, modelsMs, warmupMs, waitedMs, detectMs, metricsMs } = stages;
  return `[${backend}] backend ${backendMs}, models ${modelsMs}, warm-up ${warmupMs}, waited ${waitedMs}, detect ${detectMs}, metrics ${metricsMs} ms`;
}

/** The value below which `share` of the sorted values lie (nearest rank). */
function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
}

async function main() {
  const shop = await openShop();
  const faceVideo = await writeFaceY4m();
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${faceVideo}`,
    ],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      permissions: ['camera'],
    });
    await installTimer(context);
    const first = await photoToScores(context, shop.url, 1);
    const firstVisitMs = first.totalMs;
    console.log(
      `first visit (loads the models, unthrottled): ${first.totalMs} ms (model ${first.modelMs} ms) ${stagesText(first.stages)}`,
    );
    const runs: number[] = [];
    const modelRuns: number[] = [];
    const stageRuns: Visit['stages'][] = [];
    for (let i = 0; i < RUNS; i++) {
      const { totalMs, modelMs, stages } = await photoToScores(context, shop.url, THROTTLE);
      runs.push(totalMs);
      modelRuns.push(modelMs);
      stageRuns.push(stages);
      console.log(
        `run ${i + 1}/${RUNS} at ${THROTTLE}× CPU throttling: ${totalMs} ms (waiting for the model ${modelMs} ms) ${stagesText(stages)}`,
      );
    }
    const result = { median: median(runs), p90: percentile(runs, 0.9) };
    console.log(
      `photo → scores at ${THROTTLE}× CPU throttling: median ${result.median} ms, p90 ${result.p90} ms over ${RUNS} runs (goal: median ≤ ${GOAL_MS} ms)`,
    );
    const file = writeBenchResult('analyzer', {
      cpuThrottling: THROTTLE,
      viewport: '390×844',
      framingMs: FRAMING_MS,
      firstVisitMs,
      runsMs: runs,
      modelWaitRunsMs: modelRuns,
      firstVisitStages: first.stages,
      stageRuns,
      medianMs: result.median,
      p90Ms: result.p90,
      goalMedianMs: GOAL_MS,
      met: result.median <= GOAL_MS,
    });
    console.log(`Results written to ${file}`);
    if (result.median > GOAL_MS) process.exitCode = 1;
  } finally {
    await browser.close();
    await shop.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
