// The default page's first view is painted from the HTML before the WebAssembly arrives
// (e2e/prerender.mjs writes it into the release page): it must be what the app then
// draws, out of the keyboard's and screen readers' way, and absent wherever the app
// would draw something else.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, closeApp } from './serve.mjs';

let server, browser, base;

before(async () => ({ server, base, browser } = await openApp()));

after(() => closeApp({ server, browser }));

/** A page whose WebAssembly is held back until `release()`. */
async function held(address, { viewport = { width: 1280, height: 800 }, locale = 'en-US' } = {}) {
  const context = await browser.newContext({ viewport, locale });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  let release;
  const gate = new Promise((resolve) => { release = resolve; });
  await page.route(/_bg\.wasm$/, async (route) => { await gate; await route.continue(); });
  await page.goto(base + address);
  return { context, page, errors, release };
}

const shown = (page, selector) => page.locator(selector).evaluate((e) => getComputedStyle(e).display !== 'none');

test('the first view is painted before the app runs, and the app draws the same', async () => {
  const { context, page, errors, release } = await held('');
  assert.equal(await shown(page, '.prerender-wide'), true);
  assert.equal(await shown(page, '.prerender-narrow'), false);
  const picture = page.locator('.prerender-wide');
  assert.match(await picture.textContent(), /t=0: the run has just started/);
  assert.equal(await picture.getAttribute('inert'), '');
  assert.equal(await picture.getAttribute('aria-hidden'), 'true');
  assert.equal(await page.locator('.prerender [id]').count(), 0, 'no id repeated by the two copies');
  assert.equal(await page.getByRole('status').count(), 0, 'nothing in the picture is announced');
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement === document.body), true, 'nothing in the picture takes the focus');
  const before = await picture.evaluate((e) => e.firstElementChild.textContent);
  release();
  await page.getByRole('status').waitFor();
  assert.equal(await page.locator('.prerender').count(), 0, 'the app replaces the picture');
  assert.equal(await page.locator('body > .app').textContent(), before, 'the picture is the app\'s first view');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a phone gets the one-column picture', async () => {
  const { context, page, release } = await held('', { viewport: { width: 412, height: 823 } });
  assert.equal(await shown(page, '.prerender-narrow'), true);
  assert.equal(await shown(page, '.prerender-wide'), false);
  const before = await page.locator('.prerender-narrow').evaluate((e) => e.firstElementChild.textContent);
  release();
  await page.getByRole('status').waitFor();
  assert.equal(await page.locator('body > .app').textContent(), before);
  await context.close();
});

test('no picture where the app draws something else: a query, a link, another language', async () => {
  const link = `#s=${Buffer.from(JSON.stringify({ format: 'acklab/1', messages: [{ id: 'x1', op: 'deposit' }], pipeline: ['receive', 'apply', 'ack'] })).toString('base64url')}`;
  for (const [address, options] of [['?lang=uk', {}], [link, {}], ['?lesson=ack-first-loses', {}], ['', { locale: 'uk-UA' }]]) {
    const { context, page, release } = await held(address, options);
    assert.equal(await shown(page, '.prerender-wide'), false, `${address} ${options.locale ?? ''}`);
    release();
    await context.close();
  }
});
