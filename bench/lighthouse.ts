import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface PageSpeed {
  url: string;
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

/** The paths to measure: LIGHTHOUSE_PAGES (comma-separated, e.g. "/,/c-plus") or the given ones. */
export function lighthousePages(defaults: readonly string[]): string[] {
  const listed = (process.env.LIGHTHOUSE_PAGES ?? '')
    .split(',')
    .map((page) => page.trim())
    .filter(Boolean);
  return listed.length > 0 ? listed : [...defaults];
}

/** Lighthouse mobile preset, RUNS times; the median run by performance score is reported. */
export async function pageSpeed(url: string): Promise<PageSpeed> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const runs: PageSpeed[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await oneRun(url, chrome.port));
    runs.sort((a, b) => a.performance - b.performance);
    return runs[Math.floor(runs.length / 2)]!;
  } finally {
    await chrome.kill();
  }
}

async function oneRun(url: string, port: number): Promise<PageSpeed> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const lhr = result!.lhr;
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
