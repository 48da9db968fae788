// The first view is painted from HTML before the WebAssembly arrives (e2e/prerender.mjs
// writes the default page's into the release page, and every lesson's, embed's and
// language's into prerender/): it must be what the app then draws, out of the
// keyboard's and screen readers' way, and absent wherever the app would draw something
// else.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, closeApp } from './serve.mjs';

let server, browser, base;

before(async () => ({ server, base, browser } = await openApp()));

after(() => closeApp({ server, browser }));

/** A page whose WebAssembly is held back until `release()`. */
async function held(address, { viewport = { width: 1280, height: 800 }, locale = 'en-US' } = {}) {
  const context = await browser.newContext({ viewport, locale });
  // Every layout shift, from the start: a picture put into the page must move nothing.
  await context.addInitScript(() => {
    window.shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.shifted += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  // Every picture asked for, from the page's first request on.
  const fetched = [];
  page.on('request', (request) => { if (request.url().includes('/prerender/')) fetched.push(request.url()); });
  let release;
  const gate = new Promise((resolve) => { release = resolve; });
  await page.route(/_bg\.wasm$/, async (route) => { await gate; await route.continue(); });
  // A fetched picture comes after the page's first frame, as on a real network, so that
  // whatever it would move had been painted.
  await page.route(/\/prerender\//, async (route) => { await new Promise((resolve) => setTimeout(resolve, 300)); await route.continue(); });
  await page.goto(base + address);
  return { context, page, errors, release, fetched };
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

test('no picture where the app draws something else: a scenario, a flag, an unknown lesson, a panel list, an encoded id, stored progress', async () => {
  const link = `#s=${Buffer.from(JSON.stringify({ format: 'acklab/1', messages: [{ id: 'x1', op: 'deposit' }], pipeline: ['receive', 'apply', 'ack'] })).toString('base64url')}`;
  // Each of these the app reads otherwise than the page's script could: a scenario, a
  // flag, an unknown lesson, a panel list, a lesson named "default", an encoded id (the
  // app does not decode the query).
  for (const address of [link, '?lesson=ack-first-loses&present', '?lesson=no-such-lesson',
    '?embed&lesson=ack-first-loses&panels=consumer', '?embed&lesson=default', '?lesson=ack%2Dfirst-loses']) {
    const { context, page, release, fetched } = await held(address);
    await page.waitForTimeout(600);
    assert.equal(await page.locator('.prerender:visible').count(), 0, address);
    assert.deepEqual(fetched, [], `${address}: no picture is fetched`);
    release();
    await context.close();
  }
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(() => localStorage.setItem('acklab.lessons.done', '["ack-first-loses"]'));
  const page = await context.newPage();
  await page.route(/_bg\.wasm$/, () => {});
  await page.goto(`${base}?lesson=work-first-doubles`);
  await page.waitForTimeout(300);
  assert.equal(await page.locator('.prerender:visible').count(), 0, 'progress changes the lessons bar');
  await context.close();
});

// Lesson and embed links, and the default page in another language, fetch a picture of
// their own first view (prerender/<version>/), which the app then replaces.
for (const [address, locale, viewport, words] of [
  ['?lesson=ack-first-loses', 'en-US', { width: 412, height: 823 }, /Ack first, then work/],
  ['?embed&lesson=ack-first-loses&lang=uk', 'en-US', { width: 720, height: 800 }, /Спершу підтвердження, потім робота/],
  ['', 'ru-RU', { width: 1280, height: 800 }, /t=0: запуск только начался/],
]) {
  test(`a picture of the first view is fetched for ${address || '/'} (${locale}, ${viewport.width} px), and the app draws the same`, async () => {
    const { context, page, errors, release } = await held(address, { viewport, locale });
    const layout = viewport.width > 900 ? 'wide' : 'narrow';
    const picture = page.locator(`.prerender-${layout}`);
    await picture.waitFor();
    assert.equal(await page.locator('.prerender').count(), 2, 'only the fetched copies, the default page\'s are gone');
    assert.equal(await shown(page, `.prerender-${layout === 'wide' ? 'narrow' : 'wide'}`), false);
    assert.match(await picture.textContent(), words);
    assert.equal(await picture.getAttribute('inert'), '');
    assert.equal(await page.locator('.prerender [id]').count(), 0);
    assert.equal(await page.getByRole('status').count(), 0, 'nothing in the picture is announced');
    const before = await picture.evaluate((e) => e.firstElementChild.textContent);
    release();
    await page.getByRole('status').first().waitFor();
    assert.equal(await page.locator('.prerender').count(), 0, 'the app replaces the picture');
    assert.equal(await page.locator('body > .app').textContent(), before, 'the picture is the app\'s first view');
    assert.equal(await page.evaluate(() => window.shifted), 0, 'neither the picture nor the app moved anything');
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('a picture that arrives after the app has started is not put in', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  let release;
  const gate = new Promise((resolve) => { release = resolve; });
  await page.route(/\/prerender\//, async (route) => { await gate; await route.continue(); });
  await page.goto(`${base}?lesson=ack-first-loses`);
  await page.getByRole('status').first().waitFor();
  release();
  await page.waitForTimeout(500);
  assert.equal(await page.locator('.prerender').count(), 0);
  assert.equal(await page.locator('body > .app').count(), 1);
  await context.close();
});

test('a picture that arrives after the app said its texts could not load is not put in', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.route(/locales\/en\.ftl/, (route) => route.abort());
  await page.route(/\/prerender\//, async (route) => { await new Promise((resolve) => setTimeout(resolve, 1500)); await route.continue(); });
  await page.goto(`${base}?lesson=ack-first-loses`);
  await page.locator('#no-texts').waitFor();
  await page.waitForTimeout(2000);
  // The default page's copies stay in the page, hidden; a fetched picture would replace
  // them and show.
  assert.equal(await page.locator('.prerender:visible').count(), 0, 'no working-looking picture beside the message');
  await context.close();
});
