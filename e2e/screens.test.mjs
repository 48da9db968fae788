// Every screen: a run with explanations at a projector's, a laptop's, a large screen's
// and a phone's size in all four languages (nothing clipped, no label touching its
// value), the timeline's whole run, the inbox fix in four actions, lesson addresses
// with Back and Forward, undo and redo, and the keyboard on the timeline.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { root, openApp, closeApp, scenarioOf } from './serve.mjs';

const shots = join(root, 'target', 'screenshots');
let server, browser, base;

before(async () => {
  ({ server, base, browser } = await openApp());
  await mkdir(shots, { recursive: true });
});

after(() => closeApp({ server, browser }));

/** The app at `path`. Tests that make the network fail keep the offline service worker
 * out (`serviceWorkers: 'block'`): it would answer from its cache, past the failure. */
async function open(path = '', viewport = { width: 1280, height: 800 }, serviceWorkers = 'allow') {
  const touch = viewport.width < 600;
  const page = await browser.newPage({ viewport, reducedMotion: 'reduce', hasTouch: touch, isMobile: touch, serviceWorkers });
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(base + path);
  await page.getByRole('status').waitFor();
  return { page, errors };
}

const link = (scenario) => '#s=' + Buffer.from(JSON.stringify(scenario)).toString('base64url');
const button = (page, name) => page.getByRole('button', { name, exact: true });

/** A duplicate and a loss, each with its explanation. */
const explained = link({
  format: 'acklab/1',
  messages: [{ id: 'm1', op: 'create_order' }, { id: 'm2', op: 'deposit' }, { id: 'm3', op: 'charge', amount: 30 }],
  pipeline: ['receive', 'apply', 'ack'],
  faults: [{ kind: 'crash', after: 'apply', message: 'm1' }, { kind: 'lose_payment_response', message: 'm3' }],
});

/** What is wrong with the layout: clipped explanations, labels touching values. */
function layoutProblems() {
  const problems = [];
  const width = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth > width + 1) problems.push(`the page scrolls sideways (${document.documentElement.scrollWidth} > ${width})`);
  const ledger = document.querySelector('.verdict .table-scroll');
  if (ledger.scrollWidth > ledger.clientWidth + 1) problems.push(`the ledger is cut (${ledger.scrollWidth} > ${ledger.clientWidth})`);
  const panel = document.querySelector('.verdict').getBoundingClientRect();
  for (const item of document.querySelectorAll('ol.causes li')) {
    const box = item.getBoundingClientRect();
    if (item.scrollWidth > item.clientWidth + 1 || box.right > panel.right + 1 || box.width < 120) {
      problems.push(`explanation clipped (${Math.round(box.width)} px wide): ${item.textContent.slice(0, 40)}`);
    }
  }
  const rect = (node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return node.nodeType === 3 ? range.getBoundingClientRect() : node.getBoundingClientRect();
  };
  for (const pair of document.querySelectorAll('.pair')) {
    const first = [...pair.childNodes].find((n) => n.textContent.trim() !== '');
    const last = pair.lastElementChild;
    if (!first || !last || first === last || pair.offsetParent === null) continue;
    const a = rect(first);
    const b = rect(last);
    const apart = b.left >= a.right + 4 || b.top >= a.bottom - 1;
    if (!apart) problems.push(`"${first.textContent.trim()}" touches its value "${last.textContent.trim().slice(0, 20)}"`);
  }
  return problems;
}

const sizes = [[1024, 768], [1280, 800], [1920, 1080], [390, 844]];
for (const lang of ['en', 'uk', 'ru', 'uz']) {
  for (const [width, height] of sizes) {
    test(`${lang} at ${width}×${height}: explanations whole, labels apart`, async () => {
      const { page, errors } = await open(`?lang=${lang}${explained}`, { width, height });
      await page.locator('.controls button').nth(3).click();
      await page.locator('ol.causes').first().waitFor();
      assert.ok(await page.locator('ol.causes li').count() >= 6, 'the run has explanations');
      assert.deepEqual(await page.evaluate(layoutProblems), []);
      await page.locator('.verdict').scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(shots, `run-${lang}-${width}x${height}.png`) });
      assert.deepEqual(errors, []);
      await page.close();
    });
  }
}

test('the phone keeps the verdict near the controls, the controls at hand and touch targets 44 px', async () => {
  const { page } = await open(explained, { width: 390, height: 844 });
  await button(page, 'Run to end').click();
  const top = async (selector) => (await page.locator(selector).boundingBox()).y;
  assert.ok(await top('.verdict') - await top('.controls') < 900, 'the verdict follows the consumer');
  assert.equal(await page.locator('details.settings').getAttribute('open'), null, 'settings are folded');
  await page.locator('.timeline').scrollIntoViewIfNeeded();
  const bar = await page.locator('.controls').boundingBox();
  assert.ok(bar.y >= -1 && bar.y < 10, `the control bar stays at the top (y=${bar.y})`);
  await page.locator('details.settings > summary').click();
  const small = await page.evaluate(() => [...document.querySelectorAll('button:not(.jump), select, summary, label.check, .prediction .choice')]
    .filter((e) => e.offsetParent !== null)
    .map((e) => e.getBoundingClientRect())
    .filter((r) => r.width < 44 || r.height < 44).length);
  assert.equal(small, 0, `${small} controls are under 44×44 px`);
  assert.match(await page.locator('.ledger tr.verdict-row').first().textContent(), /Applied: 2.*Deliveries: 2/);
  await page.close();
});

for (const lesson of ['ack-first-loses', 'work-first-doubles']) {
  test(`the timeline shows the whole run of ${lesson}, its crash included, and Enter jumps to it`, async () => {
    const { page, errors } = await open(`?lesson=${lesson}`);
    await page.locator('.lesson').getByRole('button', { name: 'Skip the question' }).click();
    await button(page, 'Run to end').click();
    await page.locator('.lesson .grade').waitFor();
    assert.equal(await page.locator('.timeline text.tick').first().textContent(), 't=0', 'the run is drawn from its start');
    const crash = page.locator('.timeline g.event[aria-label*="crashed"]').first();
    const label = await crash.getAttribute('aria-label');
    assert.match(label, /crashed/);
    await crash.focus();
    const [mark, box] = [await crash.boundingBox(), await page.locator('.timeline-scroll').boundingBox()];
    assert.ok(mark.y >= box.y && mark.y + mark.height <= box.y + box.height, 'the crash is scrolled into the timeline box');
    await page.keyboard.press('Enter');
    const tick = Number(label.match(/t=(\d+)/)[1]);
    await page.locator('.scrubber span', { hasText: `Tick ${tick} of` }).waitFor();
    assert.deepEqual(errors, []);
    await page.close();
  });
}

test('the inbox fix takes four actions from the default consumer', async () => {
  const { page, errors } = await open();
  assert.match(await page.getByRole('status').textContent(), /^t=0: the run has just started/, 'the first frame reads naturally');
  for (const action of ['Add begin … commit', 'Add check_dedup', 'Keep the ids in a database table', 'Add record_dedup']) {
    await button(page, action).click();
    assert.equal(await page.locator('.editor .invalid').count(), 0, `valid after "${action}"`);
  }
  assert.deepEqual(await page.locator('ol.code li code').allTextContents(), [
    'msg = queue.receive()', 'db.begin()', 'if processed.contains(msg.id): skip', 'orders.insert(msg.order)',
    'processed.insert(msg.id)', 'db.commit()', 'queue.ack(msg)']);
  await button(page, 'Explore every single fault').click();
  await page.getByText('Guarantee: exactly-once').waitFor();
  assert.deepEqual(errors, []);
  await page.close();
});

test('undo and redo take back every edit, by button and by keyboard', async () => {
  const { page, errors } = await open();
  const gutter = button(page, 'Crash m1 (delivery 1) after apply');
  const scenario = () => scenarioOf(page.url());
  await gutter.click();
  await button(page, 'Add check_dedup').click();
  await page.keyboard.press('Control+z');
  assert.equal(await page.locator('ol.code li').count(), 3);
  assert.deepEqual(scenario().pipeline, ['receive', 'apply', 'ack'], 'the address follows an undo');
  await page.getByRole('button', { name: /Undo/ }).click();
  assert.equal(await gutter.getAttribute('aria-pressed'), 'false');
  assert.equal((scenario().faults ?? []).length, 0);
  await page.keyboard.press('Control+Shift+z');
  assert.equal(await gutter.getAttribute('aria-pressed'), 'true');
  assert.equal(scenario().faults.length, 1, 'and a redo');
  assert.deepEqual(errors, []);
  await page.close();
});

test('the address names the lesson on screen; Back and Forward bring lesson and scenario back', async () => {
  const { page, errors } = await open('?lesson=ack-first-loses');
  const title = () => page.locator('#lesson-title').textContent();
  const first = await title();
  await page.locator('.lesson').getByRole('button', { name: 'Skip the question' }).click();
  await button(page, 'Next lesson').click();
  assert.match(page.url(), /lesson=work-first-doubles/);
  const second = await title();
  await page.reload();
  await page.getByRole('status').waitFor();
  assert.equal(await title(), second, 'a reload stays on the lesson');
  await page.goBack();
  await page.locator('#lesson-title', { hasText: first }).waitFor();
  assert.deepEqual(await page.locator('ol.code li code').allTextContents(),
    ['msg = queue.receive()', 'queue.ack(msg)', 'orders.insert(msg.order)'], 'its scenario too');
  await page.goForward();
  await page.locator('#lesson-title', { hasText: second }).waitFor();
  await page.locator('.lesson').getByRole('button', { name: 'Skip the question' }).click();
  await button(page, 'Close the lesson').click();
  assert.doesNotMatch(page.url(), /lesson=/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a question about the guarantee is graded by the explorer run, in agreement with it', async () => {
  const { page, errors } = await open('?lesson=ack-order-decides');
  const lesson = page.locator('.lesson');
  await lesson.getByLabel('at-most-once').check();
  await lesson.getByRole('button', { name: 'Lock in my answer' }).click();
  await button(page, 'Run to end').click();
  assert.equal(await lesson.locator('.grade').count(), 0, 'a run to the end does not answer it');
  await button(page, 'Explore every single fault').click();
  await lesson.locator('.grade').waitFor();
  const guarantee = await page.locator('.explorer .guarantee').textContent();
  assert.match(await lesson.locator('.grade').textContent(), /Right/);
  assert.match(guarantee, /at-most-once/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('settings are folded at first and stay as the learner left them', async () => {
  const { page } = await open();
  const settings = page.locator('details.settings');
  assert.equal(await settings.getAttribute('open'), null);
  await settings.locator('summary').click();
  await page.waitForFunction(() => localStorage.getItem('acklab.settings.open') === 'true');
  await page.reload();
  // The fields are a part fetched on first use, so the test waits for them rather than for the
  // first announcement: the part's loading line is announced too.
  await settings.locator('fieldset.edits').waitFor();
  assert.notEqual(await settings.getAttribute('open'), null);
  assert.equal(await page.locator('.part-waiting, .part-failed').count(), 0);
  await page.close();
});

test('the explorer says why it cannot run beside its button', async () => {
  const many = { format: 'acklab/1', messages: Array.from({ length: 31 }, (_, i) => ({ id: `m${i + 1}`, op: 'deposit' })), pipeline: ['receive', 'apply', 'ack'] };
  const { page } = await open(link(many));
  const run = button(page, 'Explore every single fault');
  const refusal = page.locator('#explore-refusal');
  const [a, b] = [await run.boundingBox(), await refusal.boundingBox()];
  assert.ok(Math.abs(a.y - b.y) < 120, 'the refusal sits beside the button');
  assert.equal(await run.getAttribute('aria-disabled'), 'true');
  await page.close();
});

test('lesson and reference texts are fetched when first needed, and a failed fetch is said', async () => {
  const { page, errors } = await open('', undefined, 'block');
  const fetched = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  await page.reload();
  await page.getByRole('status').waitFor();
  assert.deepEqual(fetched.filter((p) => p.endsWith('.ftl')), ['/locales/en.ftl'],
    'the first load fetches the English messages only: no lesson or reference texts');
  await page.route(/\/lessons\/bundle-en\.ftl\.txt/, (route) => route.abort());
  await page.locator('.lessons').getByRole('button', { name: 'Start the lesson' }).click();
  await page.locator('.notice', { hasText: 'could not be loaded' }).waitFor();
  assert.equal(await page.locator('.lesson').count(), 0, 'the lesson stays closed');
  await page.unroute(/\/lessons\/bundle-en\.ftl\.txt/);
  await page.locator('.lessons').getByRole('button', { name: 'Start the lesson' }).click();
  await page.locator('#lesson-title', { hasText: 'Ack first, then work' }).waitFor();
  assert.ok(fetched.some((p) => p.endsWith('/lessons/bundle-en.ftl.txt')), 'the lesson texts came when asked for');
  await page.locator('details.files > summary').click();
  await button(page, 'Glossary').click();
  await page.locator('#term-ack').waitFor();
  assert.ok(fetched.some((p) => p.endsWith('en-reference.ftl')));
  // The failed fetch is reported by the browser; nothing else may be.
  assert.deepEqual(errors.filter((e) => !/Failed to load resource|ERR_FAILED/.test(e)), []);
  await page.close();
});

test('no keyboard stop hides under the sticky control bar, forwards or backwards', async () => {
  for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    const { page } = await open(explained, viewport);
    await page.locator('.controls button').nth(3).click();
    await page.evaluate(() => document.activeElement.blur());
    const hidden = [];
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let i = 0; i < 90; i++) {
        await page.keyboard.press(key);
        const stop = await page.evaluate(() => {
          const e = document.activeElement;
          if (!e || e === document.body || e.closest('.controls')) return null;
          const box = e.getBoundingClientRect();
          const bar = document.querySelector('.controls').getBoundingClientRect();
          const under = bar.top <= 1 && box.top < bar.bottom - 1;
          return under || box.top >= innerHeight || box.bottom <= 0 ? (e.getAttribute('aria-label') || e.textContent).slice(0, 40) : null;
        });
        if (stop) hidden.push(`${viewport.width} ${key}: ${stop}`);
      }
    }
    assert.deepEqual(hidden, []);
    await page.close();
  }
});

test('a replayed explorer cell stays in view with its outcome beside the matrix', async () => {
  const { page, errors } = await open();
  await button(page, 'Explore every single fault').click();
  const cell = page.getByRole('button', { name: /duplicated: m1, crash after apply \(delivery 1\)/ });
  await cell.click();
  await page.locator('.explorer .replayed', { hasText: '1 duplicated' }).waitFor();
  const box = await cell.boundingBox();
  const bar = await page.locator('.controls').boundingBox();
  assert.ok(box.y >= bar.y + bar.height && box.y + box.height <= 801, `the cell is in view (y=${box.y})`);
  assert.deepEqual(errors, []);
  await page.close();
});

test('keyboard shortcuts drive playback, and do nothing while typing in a field', async () => {
  const { page, errors } = await open(explained);
  const tick = async () => Number((await page.locator('.scrubber span').textContent()).match(/Tick (\d+)/)[1]);
  await page.locator('h1').click();
  await page.keyboard.press('End');
  const end = await tick();
  assert.ok(end > 0, 'End runs to the end');
  await page.keyboard.press('Home');
  assert.equal(await tick(), 0, 'Home resets');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await tick(), 1, '→ steps, ← steps back');
  await page.keyboard.press('+');
  assert.equal(await page.locator('.controls select').inputValue(), '10', '+ speeds up');
  await page.keyboard.press('-');
  await page.keyboard.press('-');
  assert.equal(await page.locator('.controls select').inputValue(), '2', '− slows down');
  await page.keyboard.press(' ');
  await button(page, 'Pause').waitFor();
  await page.keyboard.press(' ');
  await button(page, 'Play').waitFor();
  await page.keyboard.press('f');
  await page.waitForFunction(() => document.fullscreenElement === document.documentElement);
  await page.keyboard.press('f');
  await page.waitForFunction(() => document.fullscreenElement === null);
  // Typing in a field: End moves the caret, not the run.
  await page.locator('details.settings > summary').click();
  await page.getByLabel('Visibility timeout (ticks)').focus();
  const before = await tick();
  await page.keyboard.press('End');
  await page.keyboard.press('Home');
  assert.equal(await tick(), before);
  assert.deepEqual(errors, []);
  await page.close();
});

test('Ctrl+Z undoes on a Ukrainian or Russian keyboard layout too', async () => {
  const { page, errors } = await open();
  const gutter = button(page, 'Crash m1 (delivery 1) after apply');
  await gutter.click();
  assert.equal(await gutter.getAttribute('aria-pressed'), 'true');
  // On a Cyrillic layout the Z key types "я": only its code says which key it is.
  await page.evaluate(() => document.dispatchEvent(new KeyboardEvent('keydown',
    { key: 'я', code: 'KeyZ', ctrlKey: true, bubbles: true, cancelable: true })));
  assert.equal(await gutter.getAttribute('aria-pressed'), 'false');
  assert.deepEqual(errors, []);
  await page.close();
});

test('Forward to a lesson whose texts cannot be fetched brings the scenario back without it', async () => {
  const { page } = await open('', undefined, 'block');
  const lessonUrl = new URL(page.url());
  lessonUrl.search = '?lesson=ack-first-loses';
  await page.evaluate((url) => history.pushState(null, '', url), lessonUrl.href);
  await page.goBack();
  await page.route(/\/lessons\/bundle-en\.ftl\.txt/, (route) => route.abort());
  await page.goForward();
  await page.locator('.notice', { hasText: 'could not be loaded' }).waitFor();
  assert.equal(await page.locator('.lesson').count(), 0, 'no blank lesson');
  await page.close();
});

test('the bulk form covers every message of a scenario that grew', async () => {
  const { page } = await open();
  await page.locator('details.settings > summary').click();
  for (let i = 0; i < 11; i++) await page.getByRole('button', { name: 'Add a message' }).click();
  assert.equal(await page.getByLabel('to message').inputValue(), '13');
  await page.locator('.bulk select').selectOption('set_status');
  await button(page, 'Set these messages').click();
  await page.locator('.bulk + details > summary').click();
  // The list is drawn once unfolded.
  await page.locator('.settings ul.plain select').first().waitFor();
  const ops = await page.locator('.settings ul.plain select').evaluateAll((s) => s.map((e) => e.value));
  assert.deepEqual([...new Set(ops)], ['set_status']);
  await page.close();
});

test('the bulk form and the message list stay as the learner left them when the settings fold', async () => {
  const { page, errors } = await open();
  const summary = page.locator('details.settings > summary');
  await summary.click();
  for (let i = 0; i < 11; i++) await page.getByRole('button', { name: 'Add a message' }).click();
  await page.getByLabel('From message').fill('3');
  await page.getByLabel('From message').dispatchEvent('change');
  await page.getByLabel('to message').fill('5');
  await page.getByLabel('to message').dispatchEvent('change');
  await page.locator('.bulk select').selectOption('set_status');
  await page.locator('.bulk + details > summary').click();
  await page.locator('.settings ul.plain select').first().waitFor();
  await summary.click();
  // Folded, the fields are not drawn at all (the toggle event comes a task later).
  await page.locator('.bulk').waitFor({ state: 'detached' });
  await summary.click();
  await page.locator('.bulk').waitFor();
  assert.equal(await page.getByLabel('From message').inputValue(), '3');
  assert.equal(await page.getByLabel('to message').inputValue(), '5');
  assert.equal(await page.locator('.bulk select').inputValue(), 'set_status');
  assert.equal(await page.locator('.bulk + details').evaluate((list) => list.open), true, 'the list stays unfolded');
  assert.deepEqual(errors, []);
  await page.close();
});

test('a broken link pasted into an open tab is refused, and the address says what is on screen', async () => {
  const { page } = await open();
  await page.evaluate(() => { location.hash = '#s=notbase64!!'; });
  await page.locator('.notice', { hasText: 'could not be opened' }).waitFor();
  await page.waitForFunction(() => !location.hash.includes('notbase64'));
  assert.deepEqual(await page.locator('ol.code li code').allTextContents(),
    ['msg = queue.receive()', 'orders.insert(msg.order)', 'queue.ack(msg)'], 'the scenario on screen is kept');
  await page.close();
});

test('presenter mode puts the run on one screen in large type, and P turns it on and off', async () => {
  for (const [width, height] of [[1920, 1080], [1024, 768]]) {
    for (const lang of ['en', 'uk']) {
      const { page, errors } = await open(`?present&lang=${lang}${explained}`, { width, height });
      await page.keyboard.press('End');
      await page.locator('ol.causes').first().waitFor();
      const sizes = await page.evaluate(() => {
        const px = (selector) => parseFloat(getComputedStyle(document.querySelector(selector)).fontSize);
        // The chart is drawn to its box's width: its scale is the drawing's.
        const scale = document.querySelector('.lanes text').getScreenCTM().a;
        const within = (selector) => document.querySelector(selector).getBoundingClientRect().bottom <= innerHeight;
        const box = document.querySelector('.timeline-scroll').getBoundingClientRect();
        const names = [...document.querySelectorAll('.lane-name')].map((t) => t.getBoundingClientRect());
        return {
          scrolls: document.documentElement.scrollHeight > innerHeight,
          body: px('.app'), table: px('.ledger'), timeline: px('.lanes text') * scale,
          onScreen: ['.editor', '.system', '.verdict', ...(innerWidth > 1400 ? ['.timeline'] : [])].every(within),
          lanesShown: names.every((b) => b.left >= box.left && b.right <= box.right + 1),
          tables: document.querySelector('.tables').getBoundingClientRect().height > 0,
          lanesAll: names.length,
        };
      });
      // A wide screen holds the run on one screen. A projector's 1024×768 cannot in
      // large type: there the timeline takes the whole width below the consumer and the
      // verdict, every lane shown, and the data follow (issue 28).
      assert.ok(sizes.onScreen, `${lang} ${width}: the consumer, the verdict and the system (and on a wide screen the timeline) on screen`);
      if (width === 1920) {
        assert.equal(sizes.scrolls, false, `${lang} ${width}: no scrolling`);
      } else {
        assert.ok(sizes.lanesShown && sizes.lanesAll === 5 && sizes.tables, `${lang} ${width}: every lane and the data shown`);
      }
      if (width === 1920) {
        assert.ok(sizes.body >= 24 && sizes.table >= 20 && sizes.timeline >= 20, JSON.stringify(sizes));
      }
      assert.equal(await page.locator('.settings').isVisible(), false, 'editing panels hidden');
      // A line under the pointer keeps its editing buttons hidden in presenter mode.
      await page.locator('.editor li.line').first().hover();
      assert.equal(await page.locator('.editor li.line').first().locator('.line-actions').isVisible(), false, `${lang} ${width}: no ↑ ↓ ✕ on a hovered line`);
      await page.screenshot({ path: join(shots, `present-${lang}-${width}x${height}.png`) });
      await page.keyboard.press('p');
      assert.equal(await page.locator('.app.presenting').count(), 0, 'P leaves presenter mode');
      assert.equal(await page.locator('.settings').isVisible(), true);
      assert.deepEqual(errors, []);
      await page.close();
    }
  }
});

test('? lists every shortcut in the learner\'s language, and Escape closes the list', async () => {
  const { page, errors } = await open('?lang=uk');
  await page.locator('h1').click();
  await page.keyboard.press('?');
  const list = page.locator('.shortcuts');
  await list.waitFor();
  assert.equal(await list.locator('h2').textContent(), 'Гарячі клавіші');
  assert.equal(await list.locator('dt').count(), 12);
  await page.keyboard.press('Escape');
  assert.equal(await list.count(), 0);
  await page.locator('details.files > summary').click();
  await page.locator('.keys-button').click();
  await list.waitFor();
  assert.deepEqual(errors, []);
  await page.close();
});
