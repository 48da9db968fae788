import { serveDist, CHROMIUM_FLAGS } from './serve.mjs';
import { chromium } from 'playwright-core';
const sets = (process.argv[2] ?? '').split(';').map((s) => s.trim());
const runs = 5;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const probe = () => {
  window.__long = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__long.push(Math.round(e.duration)); })
    .observe({ type: 'longtask', buffered: true });
};
const { server, base } = await serveDist({ gzip: true });
const extra = process.env.EXTRA ? [process.env.EXTRA] : [];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: [...CHROMIUM_FLAGS, ...extra] });
for (const query of sets) {
  const all = [];
  let count = '';
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(probe);
    await page.goto(base + query);
    await page.locator('body > .app').waitFor({ state: 'attached', timeout: 60000 });
    await page.waitForTimeout(1500);
    const r = await page.evaluate(() => ({ long: window.__long, events: document.querySelectorAll('body > .app .timeline g.event').length, nodes: document.querySelectorAll('body > .app *').length }));
    all.push(Math.max(0, ...r.long));
    count = `events ${r.events}, elements ${r.nodes}, tasks ${JSON.stringify(r.long)}`;
    await context.close();
  }
  console.log(`${query || '/'}: longest median ${median(all)} ms [${all.join(', ')}] ${count}`);
}
await browser.close();
server.close();
