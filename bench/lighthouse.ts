import { spawnSync } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface PageSpeed {
  url: string;
  /** Every run's TBT in ms, in the order measured: the spread says how far one median can be trusted. */
  tbtRunsMs?: number[];
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  firstLoadJsKbGzip: number;
}

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * A warning when the machine has no Traditional Chinese font. Every phone has one; without it Chromium
 * searches the font list glyph by glyph and each layout of the pages takes several times as long, so
 * TBT is overstated (about 100 ms a page here). Debian's fonts-noto-cjk is what the figures use.
 */
export function missingChineseFontWarning(): string | null {
  const listed = spawnSync('fc-list', [':lang=zh-tw', 'family'], { encoding: 'utf8' });
  if (listed.status === 0 && listed.stdout.trim() !== '') return null;
  return 'No Traditional Chinese font here (fc-list :lang=zh-tw): layout falls back glyph by glyph and TBT reads high; install fonts-noto-cjk.';
}

/** The paths to measure: LIGHTHOUSE_PAGES (comma-separated, e.g. "/,/c-plus") or the given ones. */
export function lighthousePages(defaults: readonly string[]): string[] {
  const listed = (process.env.LIGHTHOUSE_PAGES ?? '')
    .split(',')
    .map((page) => page.trim())
    .filter(Boolean);
  return listed.length > 0 ? listed : [...defaults];
}

/**
 * Lighthouse mobile preset, RUNS times; each figure is the median of its own runs. (Taking the run
 * with the median score instead reported one arbitrary run's TBT: the scores tie at 99–100 while that
 * run's TBT could be anything from 0 to 150 ms on this machine.)
 */
export async function pageSpeed(url: string): Promise<PageSpeed> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    // A run Lighthouse could not finish (now and then NO_NAVSTART here) is measured again, so the
    // medians are of RUNS finished runs; a page that keeps failing ends the bench with its error.
    const completed: PageSpeed[] = [];
    for (let attempt = 0; completed.length < RUNS; attempt++) {
      if (attempt >= RUNS * 2)
        throw new Error(`Lighthouse finished only ${completed.length} of ${attempt} runs of ${url}`);
      const run = await oneRun(url, chrome.port);
      if (Number.isFinite(run.tbtMs) && Number.isFinite(run.lcpMs)) completed.push(run);
    }
    const medianOf = (figure: (run: PageSpeed) => number) => median(completed.map(figure));
    return {
      url,
      performance: medianOf((run) => run.performance),
      lcpMs: Math.round(medianOf((run) => run.lcpMs)),
      cls: medianOf((run) => run.cls),
      tbtMs: Math.round(medianOf((run) => run.tbtMs)),
      firstLoadJsKbGzip: medianOf((run) => run.firstLoadJsKbGzip),
      tbtRunsMs: completed.map((run) => run.tbtMs),
    };
  } finally {
    await chrome.kill();
  }
}

/** The middle value; with an even count, the mean of the two middle ones. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

async function oneRun(url: string, port: number): Promise<PageSpeed> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const lhr = result!.lhr;
  if (lhr.runtimeError) console.warn(`Lighthouse could not finish a run of ${url}: ${lhr.runtimeError.code}`);
  for (const warning of lhr.runWarnings ?? []) console.warn(`Lighthouse warned on ${url}: ${warning}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scripts =
    (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
  const jsBytes = scripts
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    url,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    tbtMs: Math.round(audit('total-blocking-time')),
    firstLoadJsKbGzip: Math.round(jsBytes / 102.4) / 10,
  };
}

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}
