// `cargo xtask bench` runs this after building dist-release/: time to interactive
// (navigation start → first verdict rendered) and the explorer sweep in the browser,
// in Debian's headless Chromium. It prints figures; it asserts nothing.
import { readFileSync } from 'node:fs';
import { launchChromium, serveDist, root } from './serve.mjs';
import { linksAtTheLimits } from './bench-limits.mjs';

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
// Another language is fetched before the first render: its message file and 26 lesson
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
await pairsInWorker(browser, base);
await largeRun(browser, base);
await linksAtTheLimits(browser, base);
await browser.close();
server.close();

/** The explorer's pairs sweep in its worker, on a 30-message scenario (the app's cap)
 * with the inbox pipeline: click → result shown, the page's longest task and slowest
 * frame while the sweep runs (a requestAnimationFrame loop and a long-task observer
 * inside the page), and the task that draws the result. */
async function pairsInWorker(browser, base) {
  const scenario = {
    format: 'acklab/1',
    messages: Array.from({ length: 30 }, (_, i) => ({ id: `m${i + 1}`, op: 'deposit', amount: 10 })),
    pipeline: ['receive', 'begin', 'check_dedup', 'apply', 'record_dedup', 'commit', 'ack'],
    dedup: { store: 'table' },
  };
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${base}#s=${Buffer.from(JSON.stringify(scenario)).toString('base64url')}`);
  await page.locator('.explorer').waitFor();
  await page.evaluate(() => {
    const probe = { tasks: [], frames: [], running: true };
    window.__pairs = probe;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) probe.tasks.push({ at: entry.startTime, ms: entry.duration });
    }).observe({ type: 'longtask' });
    let last = performance.now();
    const frame = (now) => {
      if (probe.running) probe.frames.push(now - last);
      last = now;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    document.addEventListener('click', () => { probe.click ??= performance.now(); }, true);
    new MutationObserver(() => {
      if (probe.click && !probe.done && !document.querySelector('.explore-progress') && document.querySelector('.explorer .scope')) {
        probe.done = performance.now();
        probe.running = false;
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.getByRole('button', { name: 'Explore every pair of faults too' }).click();
  await page.locator('.explorer .scope').waitFor({ timeout: 120000 });
  await page.waitForTimeout(500);
  const probe = await page.evaluate(() => window.__pairs);
  const during = probe.tasks.filter((t) => t.at + t.ms < probe.done - 1);
  const after = probe.tasks.filter((t) => t.at + t.ms >= probe.done - 1);
  const longest = (tasks) => Math.max(0, ...tasks.map((t) => t.ms)).toFixed(0);
  const schedules = (await page.locator('.explorer .scope').textContent()).match(/(\d+) schedules/)?.[1];
  console.log(`bench: explorer pairs in its worker (30 messages, inbox; ${schedules} schedules): click → result ${(probe.done - probe.click).toFixed(0)} ms; while it ran: longest task ${longest(during)} ms, slowest frame ${Math.max(...probe.frames).toFixed(0)} ms over ${probe.frames.length} frames; drawing the result: longest task ${longest(after)} ms`);
  await page.close();
  // The first sweep of a page starts the worker (fetch and compile its module); a
  // finished worker is kept, so the next sweep on the page starts at once.
  const again = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await again.goto(base);
  await again.getByRole('status').waitFor();
  const single = again.getByRole('button', { name: 'Explore every single fault' });
  // The last result is marked: a sweep hides it while it runs and draws a new one. The
  // click and the new result are timed inside the page.
  await again.evaluate(() => {
    document.addEventListener('click', () => { window.__clicked = performance.now(); }, true);
    new MutationObserver(() => {
      if (!window.__shown && document.querySelector('.explorer .scope:not([data-old])')) window.__shown = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  const sweep = async () => {
    await again.evaluate(() => {
      document.querySelector('.explorer .scope')?.setAttribute('data-old', 'yes');
      window.__shown = undefined;
    });
    await single.click();
    await again.waitForFunction(() => window.__shown);
    return again.evaluate(() => window.__shown - window.__clicked);
  };
  const first = await sweep();
  const times = [];
  for (let i = 0; i < 7; i++) times.push(await sweep());
  console.log(`bench: explorer on the default scenario, first sweep of a page (the worker starts) ${first.toFixed(0)} ms; later sweeps (the worker kept), median of 7: ${median(times).toFixed(0)} ms`);
  await again.close();
}

/** Time travel on a large run (e2e/large.acklab.json: 1,000 messages, 4 workers): one
 * Step or Step back (click → the next frame painted), dragging the tick slider across
 * the run (the slowest frame), Play at the fastest speed (frames and ticks per second),
 * Run to end. Each figure is taken inside the page. */
async function largeRun(browser, base) {
  const json = JSON.stringify(JSON.parse(readFileSync(`${root}e2e/large.acklab.json`, 'utf8')));
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${base}#s=${Buffer.from(json).toString('base64url')}`);
  await page.getByRole('status').waitFor();
  // A click, then the frame after it has been painted (`total`). That includes the wait
  // for the display's next frame, so even a click that changes nothing measures up to
  // one frame (16.7 ms at 60 Hz). `work` leaves the wait out: the script's work after
  // the click (until a task queued with it runs) plus the frame's style, layout and
  // paint (from the frame's start to a task queued after it). With no name, the click
  // lands on a heading and changes nothing: the baseline.
  const clickToFrame = (name) => page.evaluate(async (name) => {
    const target = name
      ? [...document.querySelectorAll('button')].find((b) => b.textContent === name)
      : document.querySelector('h2');
    const channel = new MessageChannel();
    let scripted = 0;
    let frame = 0;
    channel.port1.onmessage = () => { scripted = performance.now(); };
    requestAnimationFrame(() => { frame = performance.now(); });
    const start = performance.now();
    channel.port2.postMessage(0);
    target.click();
    await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
    const end = performance.now();
    // If the frame came before the queued task, the script's work ended by the frame.
    return { total: end - start, work: Math.min(scripted || frame, frame) - start + (end - frame) };
  }, name);
  // Steps are taken in the middle of the run, where the trace and the tables are big.
  await page.evaluate(() => {
    const slider = document.querySelector('input[type=range]');
    slider.value = String(Math.round(Number(slider.max) / 2));
    slider.dispatchEvent(new Event('input', { bubbles: true }));
  });
  const steps = [];
  for (let i = 0; i < 15; i++) steps.push(await clickToFrame('Step'));
  const backs = [];
  for (let i = 0; i < 15; i++) backs.push(await clickToFrame('Step back'));
  const idle = [];
  for (let i = 0; i < 15; i++) idle.push(await clickToFrame(null));
  const ends = [];
  for (let i = 0; i < 5; i++) {
    await clickToFrame('Reset');
    ends.push((await clickToFrame('Run to end')).total);
  }
  await clickToFrame('Reset');
  // The slider dragged from the start to the end in 60 moves, one per frame.
  const slowestDragFrame = await page.evaluate(async () => {
    const slider = document.querySelector('input[type=range]');
    const end = Number(slider.max);
    let slowest = 0;
    for (let i = 1; i <= 60; i++) {
      const start = performance.now();
      slider.value = String(Math.round((end * i) / 60));
      slider.dispatchEvent(new Event('input', { bubbles: true }));
      await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
      slowest = Math.max(slowest, performance.now() - start);
    }
    return slowest;
  });
  // Play from the middle of the run, where each tick's view is as big as it gets.
  await page.locator('.speed select').selectOption('25');
  await page.evaluate(() => {
    const slider = document.querySelector('input[type=range]');
    slider.value = String(Math.round(Number(slider.max) / 2));
    slider.dispatchEvent(new Event('input', { bubbles: true }));
  });
  const play = await page.evaluate(async () => {
    const position = () => document.querySelector('input[type=range]').value;
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Play');
    const first = Number(position());
    button.click();
    let frames = 0;
    let slowest = 0;
    const start = performance.now();
    let last = start;
    while (performance.now() - start < 3000) {
      await new Promise((done) => requestAnimationFrame(done));
      const now = performance.now();
      slowest = Math.max(slowest, now - last);
      last = now;
      frames += 1;
    }
    const seconds = (performance.now() - start) / 1000;
    return { fps: frames / seconds, slowest, ticks: (Number(position()) - first) / seconds };
  });
  const figures = (runs, what) => `${median(runs.map((r) => r[what])).toFixed(1)} ms`;
  console.log(`bench: large run (1,000 messages, 4 workers), Step in mid-run, click → next frame, median of 15: ${figures(steps, 'total')} (work ${figures(steps, 'work')})`);
  console.log(`bench: large run, Step back click → next frame, median of 15: ${figures(backs, 'total')} (work ${figures(backs, 'work')})`);
  console.log(`bench: large run, a click that changes nothing, click → next frame (the floor of this measure), median of 15: ${figures(idle, 'total')} (work ${figures(idle, 'work')})`);
  console.log(`bench: large run, Run to end click → next frame, median of 5: ${median(ends).toFixed(1)} ms`);
  console.log(`bench: large run, dragging the slider across the run in 60 moves, slowest frame: ${slowestDragFrame.toFixed(1)} ms`);
  console.log(`bench: large run, Play at 25 ticks per second from mid-run: ${play.fps.toFixed(0)} frames per second (slowest ${play.slowest.toFixed(0)} ms), ${play.ticks.toFixed(1)} ticks per second`);
  await page.close();
}
