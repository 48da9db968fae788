// Whatever happens, never a white screen: a bug that stops the app shows a panel with
// the details and a way back.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, closeApp, scenarioOf } from './serve.mjs';

let server, browser, base;

before(async () => ({ server, base, browser } = await openApp()));

after(() => closeApp({ server, browser }));

const scenario = {
  format: 'acklab/1',
  messages: [{ id: 'm1', op: 'create_order' }],
  pipeline: ['receive', 'ack', 'apply'],
};
const link = `#s=${Buffer.from(JSON.stringify(scenario)).toString('base64url')}`;

test('a panic shows what happened, the details to copy and a reload with the default scenario', async () => {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  await page.goto(`${base}?lang=uk${link}`);
  await page.getByRole('status').waitFor();
  const address = page.url();
  // A click handler that panics, as a bug in the app would: the error is uncaught.
  await page.evaluate(() => setTimeout(() => window.wasmBindings.acklab_panic_for_tests(), 0));
  const panel = page.locator('.crash-panel');
  await panel.waitFor();
  assert.equal(await panel.getAttribute('role'), 'alert');
  assert.match(await panel.textContent(), /AckLab зупинився/);
  const details = await panel.locator('textarea').inputValue();
  assert.match(details, /a test asked for a panic/, 'the panic message');
  assert.ok(details.includes(address), 'the address, which holds the scenario');
  assert.equal(page.url(), address, 'the address is left as it was');
  assert.equal(await page.evaluate(() => document.activeElement.textContent), 'Перезавантажити з типовим сценарієм',
    'the keyboard starts on the way out');
  await panel.getByRole('button', { name: 'Скопіювати подробиці' }).click();
  await panel.getByRole('button', { name: 'Скопійовано' }).waitFor();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), details);
  await Promise.all([page.waitForEvent('load'), panel.getByRole('button', { name: /Перезавантажити/ }).click()]);
  await page.getByRole('status').waitFor();
  assert.equal(new URL(page.url()).search, '?lang=uk');
  assert.equal(await page.locator('.crash-panel').count(), 0);
  await page.goBack();
  await page.getByRole('status').waitFor();
  assert.equal(page.url(), address, 'Back returns to the scenario');
  await context.close();
});

test('a trap the app could not report shows the panel in the page\'s own words', async () => {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const page = await context.newPage();
  await page.goto(`${base}?lang=uk${link}`);
  await page.getByRole('status').waitFor();
  // A trap reaches the page as an uncaught WebAssembly error, with no words from the app.
  await page.evaluate(() => {
    const error = new WebAssembly.RuntimeError('unreachable');
    window.dispatchEvent(new ErrorEvent('error', { error }));
  });
  const panel = page.locator('.crash-panel');
  await panel.waitFor();
  assert.match(await panel.locator('strong').textContent(), /^AckLab stopped on an error of its own\.$/);
  assert.match(await panel.locator('textarea').inputValue(), /RuntimeError: unreachable/);
  await panel.getByRole('button', { name: 'Reload with the default scenario' }).waitFor();
  await context.close();
});

test('news of a new version that came before the app listened is still offered', async () => {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  // As static/page.js keeps it when the service worker's message beats the app's start.
  await context.addInitScript(() => { window.acklabUpdateReady = true; });
  const page = await context.newPage();
  await page.goto(`${base}?lang=ru`);
  const notice = page.locator('.update-notice');
  await notice.waitFor();
  assert.match(await notice.textContent(), /Готова новая версия AckLab/);
  await notice.getByRole('button', { name: 'Перезагрузить' }).waitFor();
  await context.close();
});

const b64 = (text) => Buffer.from(text).toString('base64url');

/** Opens `address` in a fresh page; resolves to the page and its errors once the app is
 * up (its verdict on screen). */
async function up(address, init) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(base + address);
  await page.getByRole('status').first().waitFor();
  return { context, page, errors };
}

const alertText = (page) => page.getByRole('alert').first().textContent();

test('bad links come up with the reason in one short line and no page error', async () => {
  const unknownField = { ...scenario };
  unknownField[`x${'\u001b[2J\u202e'.repeat(3)}${'y'.repeat(5000)}`] = 1;
  const cases = [
    ['#s=%%%not-base64', /could not be opened/],
    [`#s=${b64('not json')}`, /could not be opened/],
    [`#s=${b64(JSON.stringify({ ...scenario, pipeline: ['ack', 'receive'] }))}`, /could not be opened/],
    [`#s=${'A'.repeat(1_500_000)}`, /could not be opened/],
    [`#s=z1.${'B'.repeat(5000)}`, /could not be opened/],
    [`#s=${b64(JSON.stringify(unknownField))}`, /could not be opened/],
    // A deck's own shape: the learner's sentence, then the parser's words escaped.
    [`#deck=${b64(JSON.stringify({ slides: [], [`x${'\u001b[2J\u202e'.repeat(3)}${'y'.repeat(3000)}`]: 1 }))}`, /deck is not a list of slides/],
    [`#deck=${b64('{"slides": []}')}`, /deck has no slides/],
    [`?lesson=${encodeURIComponent('<img src=x onerror=alert(1)>')}&lang=${encodeURIComponent('xx-\u0000')}`, null],
  ];
  for (const [address, reason] of cases) {
    const { context, page, errors } = await up(address);
    if (reason) {
      const text = await alertText(page);
      assert.match(text, reason, address.slice(0, 60));
      assert.ok(text.length < 600, `a short notice (${text.length} characters) for ${address.slice(0, 60)}`);
      assert.doesNotMatch(text, /[\u0000-\u001f\u202a-\u202e]/, 'no control or bidi character shown raw');
    }
    assert.equal(await page.locator('.crash-panel').count(), 0);
    assert.deepEqual(errors, [], address.slice(0, 60));
    await context.close();
  }
});

test("a lesson link with a broken scenario opens the lesson's own and says so", async () => {
  const { context, page, errors } = await up('?lesson=ack-first-loses#s=broken!');
  await page.locator('#lesson-title').waitFor();
  assert.match(await alertText(page), /could not be opened .*The lesson opens with its own scenario/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a broken link pasted into an open tab keeps the scenario on screen and in the address', async () => {
  const { context, page, errors } = await up(link);
  await page.evaluate(() => { location.hash = 's=broken!'; });
  assert.match(await alertText(page), /Nothing was changed/);
  // The kept scenario goes back into the address (deflated, as the app writes it).
  await page.waitForFunction(() => !location.hash.includes('broken'));
  const inAddress = () => {
    const written = scenarioOf(page.url());
    return { messages: written.messages.map(({ id, op }) => ({ id, op })), pipeline: written.pipeline };
  };
  const expected = { messages: scenario.messages, pipeline: scenario.pipeline };
  assert.deepEqual(inAddress(), expected);
  await page.reload();
  await page.getByRole('status').waitFor();
  assert.deepEqual(inAddress(), expected, 'a reload opens the kept scenario');
  assert.equal(await page.locator('ol.code li').count(), 3);
  assert.deepEqual(errors, []);
  await context.close();
});

test('garbage in storage, or storage that throws, still starts the app; progress keeps ids it does not know', async () => {
  const garbage = () => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('acklab.lessons.done', '[1, "ack-first-loses", {"x": 1}, "a-lesson-from-a-newer-version"]');
    localStorage.setItem('acklab.settings.open', '\u0000{garbage');
  };
  const { context, page, errors } = await up('?lesson=work-first-doubles', garbage);
  await page.getByRole('button', { name: 'Skip the question' }).click();
  await page.getByRole('button', { name: 'Run to end', exact: true }).click();
  await page.locator('.grade').waitFor();
  await page.waitForFunction(() => localStorage.getItem('acklab.lessons.done').includes('work-first-doubles'));
  const stored = JSON.parse(await page.evaluate(() => localStorage.getItem('acklab.lessons.done')));
  assert.deepEqual(stored.sort(), ['a-lesson-from-a-newer-version', 'ack-first-loses', 'work-first-doubles']);
  assert.deepEqual(errors, []);
  await context.close();

  const denied = () => Object.defineProperty(window, 'localStorage', {
    get() { throw new DOMException('denied', 'SecurityError'); },
  });
  const blocked = await up('?lesson=ack-first-loses', denied);
  await blocked.page.locator('#lesson-title').waitFor();
  await blocked.page.getByRole('button', { name: 'Skip the question' }).click();
  await blocked.page.getByRole('button', { name: 'Run to end', exact: true }).click();
  await blocked.page.locator('.grade').waitFor();
  assert.deepEqual(blocked.errors, []);
  await blocked.context.close();
});

/** 1,000 deposits that always fail, retried at once up to `deliveries` times each. */
const poisoned = (deliveries) => ({
  format: 'acklab/1',
  workers: 8,
  broker: { visibility_timeout: 20, max_deliveries: deliveries, durable: true },
  retry: { backoff: 0 },
  messages: Array.from({ length: 1000 }, (_, i) => ({ id: `m${i + 1}`, op: 'deposit', amount: 1 })),
  pipeline: ['receive', 'apply', 'ack'],
  faults: Array.from({ length: 1000 }, (_, i) => ({ kind: 'poison', message: `m${i + 1}` })),
});

test('a link whose run is too long for the page (1,000 poison messages retried 100 times) is refused in the learner\'s language', async () => {
  const { context, page, errors } = await up(`?lang=uk#s=${b64(JSON.stringify(poisoned(100)))}`);
  const notice = page.locator('.notice', { hasText: 'Не вдалося відкрити сценарій' });
  await notice.waitFor();
  assert.match(await notice.textContent(), /понад 50000 подій.*acklab run/);
  assert.deepEqual(await page.locator('ol.code li code').allTextContents(),
    ['msg = queue.receive()', 'orders.insert(msg.order)', 'queue.ack(msg)'], 'the default scenario');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a lesson link whose scenario is too long for the page opens the lesson with its own scenario and says why', async () => {
  const { context, page, errors } = await up(`?lesson=ack-first-loses#s=${b64(JSON.stringify(poisoned(100)))}`);
  const notice = page.locator('.notice', { hasText: 'The lesson opens with its own scenario' });
  await notice.waitFor();
  assert.match(await notice.textContent(), /passes 50000 events by tick \d+/);
  await page.getByRole('button', { name: 'Skip the question' }).waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

test('a link at the limits (1,000 poison messages retried 10 times) opens, runs to the end and stays a page long', async () => {
  const { context, page, errors } = await up(`#s=${b64(JSON.stringify(poisoned(10)))}`);
  // The faults list shows its first 20 and a button for the rest, which keeps the focus.
  assert.equal(await page.locator('.faults li').count(), 20);
  const more = page.getByRole('button', { name: 'Show 980 more faults' });
  await more.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Show fewer faults' }).waitFor();
  assert.equal(await page.locator('.faults li').count(), 1000);
  assert.equal(await page.evaluate(() => document.activeElement.textContent), 'Show fewer faults');
  await page.keyboard.press('Enter');
  await more.waitFor();
  assert.equal(await page.locator('.faults li').count(), 20);
  await page.getByRole('button', { name: 'Run to end', exact: true }).click();
  await page.getByRole('status').filter({ hasText: '1000 dead-lettered' }).waitFor();
  // A crowded run's timeline and ledger are drawn in a timer queued with the change.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  assert.equal(await page.locator('.ledger tr.verdict-row', { hasText: 'dead-lettered' }).count(), 40);
  // Every list is cut: the ledger at 40 messages (each with its causes, about 5,100 px
  // here), the faults at 20, the timeline at its last 30 rows. A list of all 1,000 would
  // add some 35,000 px.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  assert.ok(height < 12000, `the page is ${height} px tall at 1280 × 800`);
  assert.deepEqual(errors, []);
  await context.close();
});
