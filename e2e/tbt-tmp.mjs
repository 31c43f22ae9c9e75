import { chromium } from '@playwright/test';
const [path, runs = '6', ...ports] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
async function once(port) {
  const ctx = await b.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const p = await ctx.newPage();
  await p.addInitScript(() => { window.__lt = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push(Math.round(e.duration)); }).observe({ type: 'longtask', buffered: true }); });
  const cdp = await ctx.newCDPSession(p);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await p.goto(`http://localhost:${port}${path}`, { waitUntil: 'load' });
  await p.waitForTimeout(6000);
  const lt = await p.evaluate(() => window.__lt);
  await ctx.close();
  return { tbt: lt.reduce((s, d) => s + Math.max(0, d - 50), 0), max: Math.max(0, ...lt), n: lt.length };
}
const res = Object.fromEntries(ports.map((p) => [p, []]));
for (let i = 0; i < +runs; i++) for (const port of ports) res[port].push(await once(port));
const med = (a) => { const s = [...a].sort((x, y) => x - y); return s[Math.floor(s.length / 2)]; };
for (const port of ports) console.log(port, 'TBT median', med(res[port].map((r) => r.tbt)), 'max-task median', med(res[port].map((r) => r.max)), JSON.stringify(res[port].map((r) => r.tbt)));
await b.close();
