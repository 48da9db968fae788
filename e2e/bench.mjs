// `cargo xtask bench` runs this after building dist-release/: time to interactive
// (navigation start → first verdict rendered) and the explorer sweep in the browser,
// in Debian's headless Chromium. It prints figures; it asserts nothing.
import { launchChromium, serveDist } from './serve.mjs';

const { server, base } = await serveDist();
const browser = await launchChromium();
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
// Another language is fetched before the first render: its message file and 23 lesson
// files, from the same loopback server.
const ukrainian = [];
for (let i = 0; i < runs; i++) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.addInitScript(probe);
  await page.goto(base + '?lang=uk');
  await page.getByRole('status').waitFor();
  ukrainian.push(await page.evaluate(() => window.__marks.status));
  await page.close();
}
console.log(`bench: time to interactive in Ukrainian (texts fetched first), median of ${runs}: ${median(ukrainian).toFixed(0)} ms`);
await browser.close();
server.close();
