// The usability test's bugs (issue 28, shared/reviews/usability.md), each as it was
// reproduced: a page that scrolls over the timeline, a chart that stays put under the
// pointer, edits in a lesson, the 900-px column, the fault menu, the deck's close, the
// timeline's lane names, PageDown on the last slide.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, closeApp, openPage } from './serve.mjs';

let server, browser, base;

before(async () => {
  ({ server, base, browser } = await openApp());
});

after(() => closeApp({ server, browser }));

/** The app at `address`, noting console errors and uncaught exceptions. */
const open = (address = '', options, extra) => openPage(browser, base + address, options, extra);

/** A vertical swipe by touch, from (x, y) up by `distance` px, in small moves (`pause`
 * ms apart: a quick flick scrolls on by its momentum, a slow drag by its length). */
async function swipeUp(page, x, y, distance, pause = 0) {
  const session = await page.context().newCDPSession(page);
  const point = (dy) => [{ x, y: y - dy, id: 1 }];
  await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(0) });
  for (let step = 1; step <= 10; step += 1) {
    await session.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point((distance * step) / 10) });
    if (pause) await page.waitForTimeout(pause);
  }
  await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await session.detach();
}

/** The middle of the timeline's box, brought into the middle of the screen. */
async function timelineMiddle(page) {
  const box = page.locator('.timeline-scroll');
  await box.evaluate((e) => e.scrollIntoView({ block: 'center' }));
  const rect = await box.boundingBox();
  return { x: rect.x + Math.min(rect.width / 2, 150), y: rect.y + rect.height / 2 };
}

test('the mouse wheel over the timeline scrolls the page at 1024×768', async () => {
  const { page, errors, close } = await open('', { viewport: { width: 1024, height: 768 } });
  await page.getByRole('button', { name: 'Run to end', exact: true }).click();
  const { x, y } = await timelineMiddle(page);
  const before = await page.evaluate(() => scrollY);
  await page.mouse.move(x, y);
  await page.mouse.wheel(0, 300);
  await page.waitForFunction((start) => scrollY > start, before, { timeout: 5000 });
  assert.deepEqual(errors, []);
  await close();
});

test('a swipe that starts on the timeline scrolls the page on a 390×844 phone', async () => {
  const { page, errors, close } = await open('?lang=uk', {
    viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true,
  });
  await page.getByRole('button', { name: 'До кінця', exact: true }).click();
  const { x, y } = await timelineMiddle(page);
  const before = await page.evaluate(() => scrollY);
  await swipeUp(page, x, y, 250);
  await page.waitForFunction((start) => scrollY > start + 100, before, { timeout: 5000 });
  assert.deepEqual(errors, []);
  await close();
});

test('pointing at a timeline event does not move the chart, and leaving it clears its description', async () => {
  for (const lang of ['en', 'ru']) {
    const { page, errors, close } = await open(`?lang=${lang}`, { viewport: { width: 1024, height: 768 } });
    await page.locator('.controls button.control').nth(3).click();
    const chart = page.locator('.timeline-scroll');
    await chart.evaluate((e) => e.scrollIntoView({ block: 'center' }));
    const event = page.locator('.timeline g.event').first();
    const before = await chart.boundingBox();
    await event.hover();
    const said = page.locator('.timeline .event-said');
    assert.match(await said.textContent(), /^t=\d+ /, lang);
    const after = await chart.boundingBox();
    assert.equal(after.y, before.y, `${lang}: the chart moved by ${after.y - before.y} px`);
    await page.mouse.move(2, 2);
    await page.waitForFunction(() => document.querySelector('.timeline .event-said').textContent === '');
    assert.deepEqual(errors, []);
    await close();
  }
});

/** Unfolds the Faults panel (folded while the scenario has no fault). */
async function unfoldFaults(page) {
  if (!(await page.locator('details.faults').count())) return;
  const folded = page.locator('details.faults:not([open]) > summary');
  if (await folded.count()) await folded.click();
  await page.locator('details.faults[open]').waitFor();
}

/** The fault kinds the menu offers on the page at `address`. */
async function offeredKinds(page) {
  return page.locator('.faults select').last().locator('option').evaluateAll((options) => options.map((o) => o.value));
}

test('every fault the menu offers is added without an error, on the default page, an acklab/1 link and a lesson', async () => {
  const acklab1 = '#s=' + Buffer.from(JSON.stringify({
    format: 'acklab/1',
    messages: [{ id: 'm1', op: 'create_order' }, { id: 'm2', op: 'deposit' }],
    pipeline: ['receive', 'apply', 'ack'],
  })).toString('base64url');
  const { page, errors, close } = await open();
  for (const [address, answerFirst] of [['', false], [acklab1, false], ['?lesson=work-first-doubles', true]]) {
    await page.goto(base + address);
    await page.getByRole('status').waitFor();
    if (answerFirst) await page.getByRole('button', { name: 'Skip the question' }).click();
    await unfoldFaults(page);
    const kinds = await offeredKinds(page);
    assert.ok(kinds.length >= 4, `${address}: ${kinds}`);
    assert.ok(!kinds.includes('lose_payment_response'), `${address}: no message charges a card`);
    for (const kind of kinds) {
      await page.goto(base + address);
      await page.getByRole('status').waitFor();
      if (answerFirst) await page.getByRole('button', { name: 'Skip the question' }).click();
      await unfoldFaults(page);
      const before = await page.locator('.faults ul.plain li').count();
      await page.locator('.faults select').last().selectOption(kind);
      await page.getByRole('button', { name: 'Add fault', exact: true }).click();
      await page.waitForFunction((n) => document.querySelectorAll('.faults ul.plain li').length === n + 1, before, { timeout: 5000 })
        .catch(() => {});
      const notice = await page.locator('.notice').count() ? await page.locator('.notice').textContent() : '';
      assert.equal(notice, '', `${address} ${kind}`);
      assert.equal(await page.locator('.faults ul.plain li').count(), before + 1, `${address} ${kind}`);
    }
  }
  assert.deepEqual(errors, []);
  await close();
});

test('in a lesson, before the answer, the lines and faults are visibly disabled with the reason, and work after it', async () => {
  const { page, errors, close } = await open('?lesson=ack-order-decides');
  const line = page.locator('.editor li.line').nth(1);
  const down = line.getByRole('button', { name: 'Move down' });
  await line.hover();
  assert.equal(await down.isDisabled(), true, 'the move button looks and is disabled');
  assert.equal(await page.locator('.editor .locked-note').isVisible(), true);
  assert.match(await page.locator('.editor .locked-note').textContent(), /question comes first/);
  await unfoldFaults(page);
  assert.equal(await page.locator('.faults select').last().isDisabled(), true);
  assert.equal(await page.getByRole('button', { name: 'Add fault', exact: true }).isDisabled(), true);
  assert.equal(await page.locator('.editor .gutter').first().isDisabled(), true);
  const before = await page.locator('.editor li.line code').allTextContents();
  await page.getByRole('button', { name: 'Skip the question' }).click();
  assert.equal(await page.locator('.editor .locked-note').count(), 0);
  await line.hover();
  await down.click();
  await page.waitForFunction((first) => document.querySelectorAll('.editor li.line code')[1].textContent !== first, before[1]);
  assert.deepEqual(errors, []);
  await close();
});

const deckOf = (titles) => ({
  slides: titles.map((title, i) => ({
    title, note: '', scenario: {
      format: 'acklab/1', messages: [{ id: 'm1', op: 'create_order' }],
      pipeline: i % 2 ? ['receive', 'apply', 'ack'] : ['receive', 'ack', 'apply'],
    },
  })),
});
const deckLink = (deck, slide = 1) => `#deck=${Buffer.from(JSON.stringify(deck)).toString('base64url')}&slide=${slide}`;

test('closing a deck can be undone: the deck comes back at its slide', async () => {
  const { page, errors, close } = await open(deckLink(deckOf(['One', 'Two', 'Three']), 2));
  const bar = page.getByRole('navigation', { name: 'Deck' });
  await bar.getByText('Slide 2 of 3:').waitFor();
  await page.getByRole('button', { name: 'Edit the deck' }).click();
  await page.getByRole('button', { name: 'Close the deck' }).click();
  assert.equal(await bar.count(), 0);
  assert.match(await page.locator('.deck-closed').textContent(), /deck of 3 slides is closed/);
  await page.getByRole('button', { name: 'Reopen the deck' }).click();
  await bar.getByText('Slide 2 of 3:').waitFor();
  assert.match(page.url(), /deck=/, 'the address holds the deck again');
  assert.deepEqual(errors, []);
  await close();
});

test('PageDown on the last slide keeps the run on screen', async () => {
  const { page, errors, close } = await open(deckLink(deckOf(['One', 'Two']), 2));
  const bar = page.getByRole('navigation', { name: 'Deck' });
  await bar.getByText('Slide 2 of 2:').waitFor();
  await page.keyboard.press('End');
  await page.getByRole('status').filter({ hasText: /ok/ }).waitFor();
  const ended = await page.locator('.controls').textContent();
  assert.match(ended, /Tick (\d+) of \1/);
  await page.keyboard.press('PageDown');
  await page.keyboard.press('PageDown');
  await page.waitForTimeout(300);
  assert.equal(await page.locator('.controls').textContent(), ended, 'the run stays at its end');
  assert.deepEqual(errors, []);
  await close();
});

test('every lane name of the timeline fits inside the chart (and so inside its PNG), in every language', async () => {
  for (const lang of ['en', 'uk', 'ru', 'uz']) {
    const { page, errors, close } = await open(`?lang=${lang}`, { viewport: { width: 1024, height: 768 } });
    const head = page.locator('.timeline svg.lane-head');
    const overflow = await head.evaluate((svg) => {
      const width = Number(svg.getAttribute('width'));
      return [...svg.querySelectorAll('text')].map((t) => t.getBBox()).filter((b) => b.x < 0 || b.x + b.width > width)
        .map((b) => `${Math.round(b.x)}+${Math.round(b.width)} > ${width}`);
    });
    assert.deepEqual(overflow, [], lang);
    assert.deepEqual(errors, []);
    await close();
  }
});

test('from 860 to 920 px wide, and at exactly 900, the panels use the full width', async () => {
  const { page, errors, close } = await open('', { viewport: { width: 900, height: 800 } });
  for (const width of [860, 880, 899, 900, 901, 910, 920]) {
    await page.setViewportSize({ width, height: 800 });
    await page.waitForTimeout(150);
    const [covered, total] = await page.locator('main.grid').evaluate((main) => {
      const columns = [...main.querySelectorAll(':scope > .column')].map((c) => c.getBoundingClientRect());
      const left = Math.min(...columns.map((c) => c.left));
      const right = Math.max(...columns.map((c) => c.right));
      return [right - left, main.getBoundingClientRect().width];
    });
    assert.ok(covered >= total * 0.95, `${width} px: the columns cover ${Math.round(covered)} of ${Math.round(total)} px`);
  }
  assert.deepEqual(errors, []);
  await close();
});

/** The interactive controls a person can see in the viewport: links, buttons, fields and
 * menu summaries that are enabled, drawn, not folded away and not hidden. */
function controlsInView(page) {
  return page.evaluate(() => {
    const folded = (e) => {
      for (let d = e.parentElement?.closest('details'); d; d = d.parentElement?.closest('details')) {
        if (!d.open && !(e.tagName === 'SUMMARY' && e.parentElement === d)) return true;
      }
      return false;
    };
    return [...document.querySelectorAll('a[href], button, select, input, textarea, summary')].filter((e) => {
      const r = e.getBoundingClientRect();
      const off = e.disabled || e.getAttribute('aria-disabled') === 'true' || e.closest('[inert], [aria-hidden="true"], fieldset:disabled');
      return !off && !folded(e) && r.width > 0 && r.height > 0 && getComputedStyle(e).visibility !== 'hidden'
        && r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth;
    }).map((e) => `${e.tagName.toLowerCase()} ${(e.getAttribute('aria-label') || e.textContent).trim().slice(0, 40)}`);
  });
}

test('a first visit to / shows at most 20 controls in the first 1280×800 view, and one primary action', async () => {
  const { page, errors, close } = await open('', { viewport: { width: 1280, height: 800 } });
  await page.waitForTimeout(300);
  const controls = await controlsInView(page);
  assert.ok(controls.length <= 20, `${controls.length} controls:\n${controls.join('\n')}`);
  const primaries = await page.locator('button.primary:visible').evaluateAll((buttons) =>
    buttons.filter((b) => b.getBoundingClientRect().top < innerHeight).map((b) => b.textContent));
  assert.deepEqual(primaries, ['Start the lesson'], 'one primary action in the first view');
  // Every line's actions are still there for the keyboard: a focused line shows them.
  await page.locator('.editor li.line').first().focus();
  assert.equal(await page.locator('.editor li.line').first().getByRole('button', { name: 'Move down' }).isVisible(), true);
  assert.deepEqual(errors, []);
  await close();
});

/** How many upward swipes (a slow 500-px drag each, by touch) bring the panel
 * `selector` onto the screen (some of it between the sticky bar and the bottom). */
async function swipesTo(page, selector) {
  for (let swipes = 0; swipes <= 10; swipes += 1) {
    const seen = await page.locator(`main ${selector}`).evaluate((e) => {
      const box = e.getBoundingClientRect();
      return box.top < innerHeight - 100 && box.bottom > 150;
    });
    if (seen) return swipes;
    await swipeUp(page, 200, 700, 500, 40);
    await page.waitForTimeout(400);
  }
  return Infinity;
}

test('on a 390×844 phone, after Run to end the feedback is in view, and the verdict and the data are 3 swipes or fewer away', async () => {
  const { page, errors, close } = await open('?lesson=work-first-doubles&lang=uk', {
    viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true,
  });
  await page.locator('input[name=prediction]').first().check();
  await page.getByRole('button', { name: 'Зафіксувати відповідь' }).click();
  await page.getByRole('button', { name: 'До кінця', exact: true }).click();
  const grade = page.locator('.lesson .grade');
  await grade.waitFor();
  await page.waitForTimeout(300);
  const box = await grade.boundingBox();
  assert.ok(box.y >= 0 && box.y < 844, `the feedback is in view (y=${Math.round(box.y)})`);
  const toVerdict = await swipesTo(page, '.verdict');
  assert.ok(toVerdict <= 3, `${toVerdict} swipes to the verdict`);
  const toData = await swipesTo(page, '.tables');
  assert.ok(toData <= 3, `${toData} more swipes to the data`);
  const bar = await page.locator('.controls').boundingBox();
  assert.ok(bar.height <= 844 * 0.12, `the sticky bar is ${Math.round(bar.height)} px`);
  assert.deepEqual(errors, []);
  await close();
});

test('after a lesson, the learner gets their own scenario back from the lessons bar', async () => {
  const { page, errors, close } = await open('');
  await page.getByRole('button', { name: 'Add check_dedup', exact: true }).click();
  const own = await page.locator('.editor li.line code').allTextContents();
  await page.locator('.lessons').getByRole('button', { name: 'Start the lesson' }).click();
  await page.locator('#lesson-title').waitFor();
  await page.getByRole('button', { name: 'Close the lesson' }).click();
  await page.getByRole('button', { name: 'Back to my scenario' }).click();
  await page.waitForFunction((n) => document.querySelectorAll('.editor li.line').length === n, own.length);
  assert.deepEqual(await page.locator('.editor li.line code').allTextContents(), own);
  assert.equal(await page.getByRole('button', { name: 'Back to my scenario' }).count(), 0);
  assert.deepEqual(errors, []);
  await close();
});

test('the Embed dialog of a lesson graded by the explorer includes the explorer', async () => {
  const { page, errors, close } = await open('?lesson=ack-order-decides');
  await page.locator('details.files > summary').click();
  await page.getByRole('button', { name: 'Embed in a course page…' }).click();
  const code = page.locator('.embed-code textarea');
  await code.waitFor();
  assert.match(await code.inputValue(), /panels=[^"\s&]*explorer/);
  assert.deepEqual(errors, []);
  await close();
});

test('Copy link on a deck gives a link that opens at slide 1, and the address keeps the slide on screen', async () => {
  const { page, close } = await open(deckLink(deckOf(['One', 'Two', 'Three']), 2), undefined, { copies: true });
  await page.getByRole('navigation', { name: 'Deck' }).getByText('Slide 2 of 3:').waitFor();
  await page.getByRole('button', { name: 'Copy link', exact: true }).click();
  await page.waitForFunction(() => typeof window.copiedText === 'string');
  const copied = await page.evaluate(() => window.copiedText);
  assert.match(copied, /#deck=[^&]+&slide=1$/);
  assert.match(page.url(), /slide=2/);
  await close();
});
