// Part of `cargo xtask bench`: share links built at the validator's limits, and the
// longest main-thread task each action gives (the bound is 200 ms). Each link
// is opened in a fresh page several times; a long-task observer in the page reports
// every task over 50 ms. It prints figures; it asserts nothing.
import { readFileSync } from 'node:fs';
import { root } from './serve.mjs';

/** 1,000 messages (or `messages`) that always fail, retried at once up to
 * `deliveries` times each by 8 workers. */
const poisoned = (messages, deliveries) => ({
  format: 'acklab/1',
  workers: 8,
  broker: { visibility_timeout: 20, max_deliveries: deliveries, durable: true },
  retry: { backoff: 0 },
  messages: Array.from({ length: messages }, (_, i) => ({ id: `m${i + 1}`, op: 'deposit', amount: 10 })),
  pipeline: ['receive', 'apply', 'ack'],
  faults: Array.from({ length: messages }, (_, i) => ({ kind: 'poison', message: `m${i + 1}` })),
});

const links = [
  ['1,000 poison messages × 100 deliveries (refused: over 50,000 events)', poisoned(1000, 100)],
  ['100 poison messages × 100 deliveries (40,000 events)', poisoned(100, 100)],
  ['1,000 messages, 4 workers (e2e/large.acklab.json)', JSON.parse(readFileSync(`${root}e2e/large.acklab.json`, 'utf8'))],
];

const stats = (xs) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return `median ${sorted[Math.floor(sorted.length / 2)]} ms, max ${sorted[sorted.length - 1]} ms`;
};

/** The longest task since the last call, 0 when none passed 50 ms. */
const longest = (page) => page.evaluate(() => Math.max(0, ...window.__tasks.splice(0)));

/** Clicks a button by name and waits for the frame after it. */
async function press(page, name) {
  await page.getByRole('button', { name, exact: true }).click();
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 20))));
}

export async function linksAtTheLimits(browser, base, runs = 7) {
  for (const [name, scenario] of links) {
    const open = [];
    const end = [];
    const back = [];
    for (let i = 0; i < runs; i++) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.addInitScript(() => {
        window.__tasks = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) window.__tasks.push(Math.round(e.duration));
        }).observe({ type: 'longtask', buffered: true });
      });
      await page.goto(`${base}#s=${Buffer.from(JSON.stringify(scenario)).toString('base64url')}`);
      await page.getByRole('status').first().waitFor({ timeout: 60000 });
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 20))));
      open.push(await longest(page));
      await press(page, 'Run to end');
      end.push(await longest(page));
      await press(page, 'Step back');
      back.push(await longest(page));
      await page.close();
    }
    console.log(`bench: link at the limits, ${name}, longest task over ${runs} loads: open ${stats(open)}; Run to end ${stats(end)}; Step back ${stats(back)}`);
  }
}
