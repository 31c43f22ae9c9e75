import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--blink-settings=scriptEnabled=false'] });
const p = await b.newPage({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
await p.goto(process.argv[2]);
const r = await p.evaluate(() => {
  const out = [];
  const walk = (el, depth) => { for (const c of el.children) { const n = c.querySelectorAll('*').length + 1; if (n > 40 && depth < 8) { out.push(`${'  '.repeat(depth)}${c.tagName.toLowerCase()}${c.id ? '#' + c.id : ''}.${(c.className?.baseVal ?? c.className ?? '').toString().split(' ').slice(0, 3).join('.')} ${n}`); walk(c, depth + 1); } } };
  walk(document.body, 0); return [document.querySelectorAll('body *').length, out];
});
console.log(r[0]); console.log(r[1].join('\n'));
await b.close();
