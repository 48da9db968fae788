// The explorer runs in a Web Worker: pairs are offered in the app, a sweep shows its
// progress and can be cancelled, the page keeps answering while it runs, and a worker
// that cannot be fetched is said in the learner's language.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, closeApp } from './serve.mjs';

let server, browser, base;

before(async () => ({ server, base, browser } = await openApp()));

after(() => closeApp({ server, browser }));

/** A 30-message scenario (the app's cap) through the inbox: its pairs sweep takes the
 * worker seconds. */
const big = {
  format: 'acklab/1',
  messages: Array.from({ length: 30 }, (_, i) => ({ id: `m${i + 1}`, op: 'deposit', amount: 10 })),
  pipeline: ['receive', 'begin', 'check_dedup', 'apply', 'record_dedup', 'commit', 'ack'],
  dedup: { store: 'table' },
};
const bigLink = `#s=${Buffer.from(JSON.stringify(big)).toString('base64url')}`;

async function open(address, viewport = { width: 1280, height: 800 }) {
  const page = await browser.newPage({ viewport });
  const errors = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto(address);
  await page.getByRole('status').first().waitFor();
  return { page, errors };
}

const schedules = async (page) => Number((await page.locator('.explorer .scope').textContent()).match(/(\d+) schedules/)[1]);

test('pairs are explored in the app, and say that they were', async () => {
  const { page, errors } = await open(base);
  const started = [];
  page.on('worker', (worker) => started.push(worker));
  const single = page.getByRole('button', { name: 'Explore every single fault' });
  await single.click();
  await page.locator('.explorer .scope').waitFor();
  const singles = await schedules(page);
  // A finished single-fault sweep leaves its worker for the next one.
  await page.evaluate(() => document.querySelector('.explorer .scope').setAttribute('data-old', ''));
  await single.click();
  await page.locator('.explorer .scope:not([data-old])').waitFor();
  assert.equal(started.length, 1, 'one worker for two sweeps');
  const cells = await page.locator('.matrix .cell').count();
  await page.getByRole('button', { name: 'Explore every pair of faults too' }).click();
  await page.getByText('The explorer tried every single fault and every pair of faults').waitFor();
  const pairs = await schedules(page);
  // n single faults make n(n-1)/2 pairs; with the scenario as written, 1 + n + n(n-1)/2.
  const n = singles - 1;
  assert.equal(pairs, 1 + n + (n * (n - 1)) / 2, `${singles} single-fault schedules`);
  assert.equal(await page.locator('.matrix .cell').count(), cells, 'the matrix still draws single faults');
  await page.getByText('The matrix shows single faults only').waitFor();
  assert.deepEqual(errors, []);
  await page.close();
});

test('a long sweep shows its progress while the page keeps answering, and Cancel stops it', async () => {
  const { page, errors } = await open(base + bigLink);
  const pairs = page.getByRole('button', { name: 'Explore every pair of faults too' });
  const worker = page.waitForEvent('worker');
  await pairs.click();
  const progress = page.locator('.explore-progress');
  await progress.waitFor();
  assert.equal(await pairs.getAttribute('aria-disabled'), 'true', 'no second sweep while one runs');
  const bar = progress.locator('progress');
  assert.equal(await bar.getAttribute('aria-label'), 'Explorer progress');
  const read = async () => Number(await bar.getAttribute('value'));
  const first = await read();
  // The page answers while the worker runs: a step moves the run on screen.
  await page.getByRole('button', { name: 'Step', exact: true }).click();
  await page.getByText(/Tick 1 of \d+/).waitFor();
  await page.waitForFunction((before) => Number(document.querySelector('.explore-progress progress')?.value) > before, first);
  assert.match(await progress.textContent(), /Schedules run: \d+ of \d+/);
  // 119,317 schedules in all; the app's bound (50,000 schedules) is the bar's end.
  assert.equal(Number(await bar.getAttribute('max')), 50_000, 'the bound is the total');
  const closed = (await worker).waitForEvent('close');
  await progress.getByRole('button', { name: 'Cancel' }).click();
  await progress.waitFor({ state: 'detached' });
  await closed;
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Explore every single fault',
    'the keyboard goes back to the explorer');
  // The worker is gone: nothing arrives afterwards (the whole sweep takes about 3 s).
  await page.waitForTimeout(3000);
  assert.equal(await page.locator('.explorer .scope').count(), 0, 'no result from a cancelled sweep');
  assert.equal(await pairs.getAttribute('aria-disabled'), 'false');
  assert.deepEqual(errors, []);
  await page.close();
});

test('an edit during a sweep cancels it; the next sweep answers about the scenario on screen', async () => {
  const { page, errors } = await open(base + bigLink);
  const worker = page.waitForEvent('worker');
  await page.getByRole('button', { name: 'Explore every pair of faults too' }).click();
  await page.locator('.explore-progress').waitFor();
  const closed = (await worker).waitForEvent('close');
  // Move the ack above the commit: the sweep was about the other order.
  await page.locator('.line').nth(6).focus();
  await page.keyboard.press('Alt+ArrowUp');
  await page.locator('.explore-progress').waitFor({ state: 'detached' });
  await closed;
  assert.equal(await page.locator('.explorer .scope').count(), 0, 'the old sweep gives no result');
  await page.getByRole('button', { name: 'Explore every single fault' }).click();
  await page.locator('.explorer .scope').waitFor();
  assert.match(await page.locator('.explorer .guarantee').textContent(), /at-most-once|none/,
    'acking before the commit can lose a deposit');
  assert.deepEqual(errors, []);
  await page.close();
});

test('a worker that cannot be fetched is said in the learner’s language, and the page goes on', async () => {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  await context.route(/explorer\.js/, (route) => route.abort());
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto(`${base}?lang=uk`);
  await page.getByRole('status').first().waitFor();
  await page.locator('.explorer .explore-run button').first().click();
  const notice = page.locator('.notice');
  await notice.waitFor();
  assert.match(await notice.textContent(), /Перебір не вдалося запустити: не вдалося завантажити його файли/);
  assert.equal(await page.locator('.explore-progress').count(), 0, 'no progress left hanging');
  await page.getByRole('button', { name: 'Крок уперед', exact: true }).click();
  assert.deepEqual(errors, []);
  await context.close();
});
