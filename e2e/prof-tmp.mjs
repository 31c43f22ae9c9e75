import { chromium } from '@playwright/test';
const url = process.argv[2];
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await b.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
const p = await ctx.newPage();
await p.addInitScript(() => { window.__lt = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true }); });
const cdp = await ctx.newCDPSession(p);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await p.goto(url, { waitUntil: 'load' });
await p.waitForTimeout(7000);
const { profile } = await cdp.send('Profiler.stop');
const lt = await p.evaluate(() => window.__lt);
console.log('longtasks', JSON.stringify(lt), 'TBT~', lt.reduce((s, [, d]) => s + Math.max(0, d - 50), 0));

import fs from 'node:fs';
import { SourceMapConsumer } from '/work/main/node_modules/source-map-js/source-map.js';
const maps = new Map();
function orig(f) {
  const file = f.url.split('/').pop(); if (!file.endsWith('.js')) return `${f.functionName||'(anon)'} ${file.slice(0,20)}`;
  if (!maps.has(file)) { try { maps.set(file, new SourceMapConsumer(JSON.parse(fs.readFileSync(`/work/main/apps/web/build/client/assets/${file}.map`, 'utf8')))); } catch { maps.set(file, null); } }
  const m = maps.get(file); if (!m) return `${f.functionName||'(anon)'} ${file}`;
  const o = m.originalPositionFor({ line: f.lineNumber + 1, column: f.columnNumber });
  return `${o.name || f.functionName || '(anon)'} ${(o.source||'').replace(/.*node_modules\//,'nm:').replace(/^(\.\.\/)+/,'')}:${o.line}`;
}
const byId = new Map(profile.nodes.map((n) => [n.id, n])); const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
let t = 0; const samples = profile.samples.map((id, i) => { t += profile.timeDeltas[i] / 1000; return { id, t }; });
// busy runs: consecutive non-idle samples with gaps < 2 ms
const runs = []; let cur = null;
for (let i = 0; i < samples.length - 1; i++) { const n = byId.get(samples[i].id); const idle = ['(idle)','(program)'].includes(n.callFrame.functionName) && !parent.get(n.id) ? true : n.callFrame.functionName === '(idle)';
  const d = samples[i+1].t - samples[i].t;
  if (idle) { if (cur && samples[i].t - cur.end > 3) { runs.push(cur); cur = null; } continue; }
  if (!cur) cur = { start: samples[i].t, end: samples[i].t, items: [] };
  cur.end = samples[i].t + d; cur.items.push([samples[i].id, d]); }
if (cur) runs.push(cur);
for (const r of runs) { const dur = r.end - r.start; if (dur < 40) continue;
  const outer = new Map(); const self = new Map();
  for (const [id, d] of r.items) { let n = byId.get(id); const sk = orig(n.callFrame); self.set(sk, (self.get(sk)??0)+d);
    const chain = []; while (n) { if (n.callFrame.url) chain.push(orig(n.callFrame)); n = byId.get(parent.get(n.id)); }
    const key = chain.slice(-3).reverse().join(' > '); outer.set(key, (outer.get(key)??0)+d); }
  console.log(`\n## busy ${Math.round(r.start)}..${Math.round(r.end)} = ${Math.round(dur)} ms`);
  [...outer].sort((a,b)=>b[1]-a[1]).slice(0,5).forEach(([k,v])=>console.log('  outer', String(Math.round(v)).padStart(5), k.slice(0,230)));
  const inc = new Map(); for (const [id, d] of r.items) { let n = byId.get(id); const seen = new Set(); while (n) { const nm = orig(n.callFrame).split(' ')[0]; if (/^(workLoop\w*|renderRoot\w*|commitRoot\w*|flushPassiveEffects|commitLayoutEffects|recursivelyTraversePassiveMountEffects|hydrate\w*|performSyncWorkOnRoot|flushSyncWork\w*|processRootScheduleIn\w*|dispatchEvent|useSyncExternalStore|updateSyncExternalStore|mountSyncExternalStore|subscribeToStore|checkIfSnapshotChanged|forceStoreRerender|dispatchSetState\w*|dispatchReducerAction)$/.test(nm) && !seen.has(nm)) { seen.add(nm); inc.set(nm, (inc.get(nm)??0)+d); } n = byId.get(parent.get(n.id)); } }
  const app = new Map(); for (const [id, d] of r.items) { let n = byId.get(id); const seen = new Set(); while (n) { const k = orig(n.callFrame); if (/ app\/|packages\//.test(k) && !seen.has(k)) { seen.add(k); app.set(k, (app.get(k)??0)+d); } n = byId.get(parent.get(n.id)); } }
  [...app].sort((a,b)=>b[1]-a[1]).slice(0,18).forEach(([k,v])=>console.log('  app  ', String(Math.round(v)).padStart(5), k));
  console.log('  incl', [...inc].sort((a,b)=>b[1]-a[1]).map(([k,v])=>`${k}=${Math.round(v)}`).join(' '));
  [...self].sort((a,b)=>b[1]-a[1]).slice(0,6).forEach(([k,v])=>console.log('  self ', String(Math.round(v)).padStart(5), k.slice(0,160)));
}
await b.close();
