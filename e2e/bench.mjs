// `cargo xtask bench` runs this after building dist-release/: time to interactive
// (navigation start → first verdict rendered) and the explorer sweep in the browser,
// in Debian's headless Chromium. It prints figures; it asserts nothing.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { chromium } from 'playwright-core';

const dist = join(new URL('..', import.meta.url).pathname, 'dist-release');
const types = { '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm', '.css': 'text/css' };
const server = createServer(async (request, response) => {
  const path = new URL(request.url, 'http://x').pathname;
  const file = join(dist, path === '/' ? 'index.html' : path);
  try {
    const body = await readFile(file);
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    response.end(body);
  } catch {
    response.writeHead(404);
    response.end();
  }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}/`;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const median = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const runs = 7;
const interactive = [];
const sweep = [];
// Timestamps are taken inside the page by a MutationObserver, so Playwright's own
// polling does not count.
const probe = () => {
  window.__marks = {};
  new MutationObserver(() => {
    const marks = window.__marks;
    if (!marks.status && document.querySelector('[role=status]')) marks.status = performance.now();
    if (marks.click && !marks.guarantee && document.querySelector('.guarantee')) marks.guarantee = performance.now();
  }).observe(document, { childList: true, subtree: true, characterData: true });
  document.addEventListener('click', () => { window.__marks.click ??= performance.now(); }, true);
};
for (let i = 0; i < runs; i++) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.addInitScript(probe);
  await page.goto(base);
  await page.getByRole('status').waitFor();
  await page.getByRole('button', { name: 'Explore every single fault' }).click();
  await page.locator('.guarantee').waitFor();
  const marks = await page.evaluate(() => window.__marks);
  interactive.push(marks.status);
  sweep.push(marks.guarantee - marks.click);
  await page.close();
}
console.log(`bench: time to interactive (navigation start → first verdict), median of ${runs}: ${median(interactive).toFixed(0)} ms`);
console.log(`bench: explorer sweep in the browser (default scenario, click → guarantee shown), median of ${runs}: ${median(sweep).toFixed(0)} ms`);
await browser.close();
server.close();
