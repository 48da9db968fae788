// The start's long tasks page by page (issue 31: none over 50 ms at Lighthouse's 4×
// slower processor): each address is loaded five times in a fresh context (no cache,
// 412×823, the processor slowed 4×), and the longest task of each load is printed, with
// the median. `?embed&panels=<one panel>` draws only that panel, so a list of them tells
// what each panel adds. A benchmark, not a test. Run against the release build:
//   node e2e/bench-start.mjs '; ?embed&panels=verdict; ?embed&panels=timeline'
// CHROMIUM_EXTRA adds one flag to Chromium, e.g. to see what V8's compilation on first
// call costs: CHROMIUM_EXTRA=--js-flags=--no-wasm-lazy-compilation
import { chromium } from 'playwright-core';
import { serveDist, CHROMIUM_FLAGS } from './serve.mjs';

const pages = (process.argv[2] ?? '').split(';').map((page) => page.trim());
const runs = 5;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const probe = () => {
  window.__long = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__long.push(Math.round(entry.duration));
  }).observe({ type: 'longtask', buffered: true });
};

async function longest(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(probe);
  await page.goto(url);
  // Not the status: a frame may show no panel that has one.
  await page.locator('body > .app').waitFor({ state: 'attached', timeout: 60000 });
  await page.waitForTimeout(1500);
  const found = await page.evaluate(() => ({
    long: window.__long,
    elements: document.querySelectorAll('body > .app *').length,
  }));
  await context.close();
  return { longest: Math.max(0, ...found.long), elements: found.elements };
}

const { server, base } = await serveDist({ gzip: true });
const extra = process.env.CHROMIUM_EXTRA ? [process.env.CHROMIUM_EXTRA] : [];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: [...CHROMIUM_FLAGS, ...extra] });
try {
  for (const path of pages) {
    const all = [];
    for (let run = 0; run < runs; run += 1) all.push(await longest(browser, base + path));
    const ms = all.map((load) => load.longest);
    console.log(`start: /${path} longest task ${median(ms)} ms (median of ${runs}: ${ms.join(', ')}; 0 = none over 50), ${all[0].elements} elements drawn`);
  }
} finally {
  await browser.close();
  server.close();
}
