// The usability test's smaller findings (issue 28, shared/reviews/usability.md): a
// confirmation that floats and goes away, a share link that keeps the tick, jump
// buttons and finger-sized timeline targets on a phone, the Kafka view's mark for a
// record committed without its effect, presenter mode on a projector, the Russian
// header at 1024 px.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, closeApp, openPage, answerAndRun } from './serve.mjs';

let server, browser, base;

before(async () => {
  ({ server, base, browser } = await openApp());
});

after(() => closeApp({ server, browser }));

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** The app at `address`, noting console errors, its clipboard writes kept in
 * `window.copiedText`. */
const open = (address = '', options) => openPage(browser, base + address, options, { copies: true });

/** The tick on screen, as the scrubber holds it. */
const tickOf = (page) => page.locator('.controls input[type=range]').inputValue().then(Number);

test('"Link copied" floats over the page without moving it, and goes away by itself', async () => {
  const { page, errors, close } = await open();
  const before = await page.locator('main').boundingBox();
  await page.getByRole('button', { name: 'Copy link', exact: true }).click();
  const toast = page.locator('.toast');
  await page.waitForFunction(() => document.querySelector('.toast').textContent.includes('Link copied'));
  assert.equal(await toast.evaluate((e) => getComputedStyle(e).position), 'fixed');
  assert.deepEqual(await page.locator('main').boundingBox(), before, 'the page did not move');
  assert.equal(await page.locator('.notice').count(), 0, 'no notice that stays');
  await page.waitForFunction(() => document.querySelector('.toast').textContent === '', null, { timeout: 8000 });
  assert.equal(await toast.isVisible(), false);
  assert.deepEqual(errors, []);
  await close();
});

test('a copied link opens at the tick its sender was looking at', async () => {
  const { page, errors, close } = await open();
  await page.getByRole('button', { name: 'Run to end', exact: true }).click();
  await page.getByRole('button', { name: 'Step back', exact: true }).click();
  const tick = await tickOf(page);
  assert.ok(tick > 0);
  await page.getByRole('button', { name: 'Copy link', exact: true }).click();
  await page.waitForFunction(() => typeof window.copiedText === 'string');
  const copied = await page.evaluate(() => window.copiedText);
  assert.match(copied, new RegExp(`[#&]t=${tick}$`));
  const other = await open(copied.slice(base.length));
  assert.equal(await tickOf(other.page), tick);
  assert.deepEqual([...errors, ...other.errors], []);
  await other.close();
  await close();
});

test('on a phone, jump buttons bring the verdict, the data and the timeline to the top of the screen', async () => {
  const { page, errors, close } = await open('', PHONE);
  await page.getByRole('button', { name: 'Run to end', exact: true }).click();
  const jumps = page.getByRole('navigation', { name: 'Go to' });
  for (const [name, heading] of [['Data', '#data-title'], ['Timeline', '#timeline-title'], ['Verdict', '#verdict-title']]) {
    await jumps.getByRole('button', { name, exact: true }).click();
    await page.waitForFunction((id) => document.activeElement?.id === id.slice(1), heading);
    await page.waitForTimeout(300);
    const box = await page.locator(heading).boundingBox();
    assert.ok(box.y >= 0 && box.y < 844 / 2, `${name}: the heading is at y=${Math.round(box.y)}`);
  }
  assert.deepEqual(errors, []);
  await close();
});

test('at 1280 px there are no jump buttons: the two columns hold everything', async () => {
  const { page, close } = await open();
  assert.equal(await page.locator('nav.jumps').count(), 0);
  await close();
});

test('on a phone, every timeline event is a target at least 44 px each way, and the chart says it scrolls sideways', async () => {
  const { page, errors, close } = await open('', PHONE);
  await page.getByRole('button', { name: 'Run to end', exact: true }).click();
  const targets = await page.locator('.timeline .event rect.hit').evaluateAll((rects) =>
    rects.map((r) => { const b = r.getBoundingClientRect(); return [b.width, b.height]; }));
  assert.ok(targets.length > 5, `${targets.length} events`);
  for (const [width, height] of targets) {
    assert.ok(width >= 44 && height >= 44, `a target of ${width}×${height}`);
  }
  assert.ok(await page.locator('.timeline .scroll-hint').isVisible());
  // A tap on an event's target, away from its dot, says what happened and jumps there.
  const event = page.locator('.timeline .event').nth(2);
  const label = await event.getAttribute('aria-label');
  await event.scrollIntoViewIfNeeded();
  const again = await event.locator('rect.hit').boundingBox();
  await page.touchscreen.tap(again.x + 4, again.y + again.height - 4);
  await page.waitForFunction((text) => document.querySelector('.timeline .event-said').textContent === text, label);
  assert.deepEqual(errors, []);
  await close();
});

test('with a mouse, a timeline line stays 20 px, the sideways hint is not shown, and a clicked event stays described', async () => {
  const { page, errors, close } = await open();
  await page.getByRole('button', { name: 'Run to end', exact: true }).click();
  const heights = await page.locator('.timeline .event rect.hit').evaluateAll((rects) =>
    rects.map((r) => r.getBoundingClientRect().height));
  assert.ok(heights.every((h) => h === 20), heights.join(','));
  assert.equal(await page.locator('.timeline .scroll-hint').isVisible(), false);
  // A click jumps back to the event's tick; the chart shrinks under the pointer, and
  // the event's description stays for the learner to read.
  const event = page.locator('.timeline .event').nth(2);
  const label = await event.getAttribute('aria-label');
  await event.click();
  await page.waitForTimeout(300);
  assert.equal(await page.locator('.timeline .event-said').textContent(), label);
  assert.deepEqual(errors, []);
  await close();
});

test('in the Kafka view a record committed without its effect is marked, and a processed one is not', async () => {
  const { page, errors, close } = await open('?lesson=log-commit-first-loses');
  await answerAndRun(page);
  const lost = page.locator('.partitions .msg.committed.lost');
  assert.ok(await lost.count() >= 1, 'a committed record of a lost message is marked');
  assert.match(await lost.first().textContent(), /✗/);
  assert.match(await lost.first().getAttribute('title'), /committed, but its effect never happened/);
  assert.match(await page.locator('.system .legend').first().textContent(), /A thick frame with ✗/);
  await close();
  const doubled = await open('?lesson=log-work-first-doubles');
  await answerAndRun(doubled.page);
  assert.ok(await doubled.page.locator('.partitions .msg.committed').count() >= 1);
  assert.equal(await doubled.page.locator('.partitions .msg.lost').count(), 0);
  assert.doesNotMatch(await doubled.page.locator('.system .legend').first().textContent(), /A thick frame/);
  assert.deepEqual([...errors, ...doubled.errors], []);
  await doubled.close();
});

test('the header holds one row at 1024 px in every language', async () => {
  for (const lang of ['en', 'uk', 'ru', 'uz']) {
    const { page, errors, close } = await open(`?lang=${lang}`, { viewport: { width: 1024, height: 768 } });
    const title = await page.locator('header.top h1').boundingBox();
    const tools = await page.locator('header.top .top-actions').boundingBox();
    assert.ok(tools.y < title.y + title.height, `${lang}: the tools sit beside the title, not under it`);
    const header = await page.locator('header.top').boundingBox();
    assert.ok(header.height <= 130, `${lang}: the header is ${Math.round(header.height)} px tall`);
    assert.deepEqual(errors, []);
    await close();
  }
});

test("in a lesson, before the answer, the producer's lines are shown disabled with the reason too", async () => {
  const { page, errors, close } = await open('?lesson=dual-write-loses-the-event');
  const edits = page.locator('.producer fieldset.edits');
  assert.equal(await edits.evaluate((e) => e.disabled), true);
  assert.ok(await page.locator('.producer .locked-note').isVisible());
  await page.locator('input[name=prediction]').first().check();
  await page.getByRole('button', { name: 'Lock in my answer' }).click();
  await page.waitForFunction(() => !document.querySelector('.producer fieldset.edits').disabled);
  assert.equal(await page.locator('.producer .locked-note').count(), 0);
  assert.deepEqual(errors, []);
  await close();
});

test('presenter mode on a 1024×768 projector shows every lane of the timeline, the data, and a way out', async () => {
  const { page, errors, close } = await open('?present', { viewport: { width: 1024, height: 768 } });
  await page.keyboard.press('End');
  const chart = await page.locator('.timeline-scroll').boundingBox();
  const names = await page.locator('.timeline .lane-name').evaluateAll((texts) =>
    texts.map((t) => { const b = t.getBoundingClientRect(); return [t.textContent, b.left, b.right]; }));
  assert.equal(names.length, 5);
  for (const [name, left, right] of names) {
    assert.ok(left >= chart.x && right <= chart.x + chart.width + 1, `${name} is inside the chart (${left}–${right})`);
  }
  const title = await page.locator('.timeline .lane-name').first().evaluate((t) => parseFloat(getComputedStyle(t).fontSize) * t.getScreenCTM().a);
  assert.ok(title >= 12, `lane names are drawn at ${title.toFixed(1)} px`);
  assert.ok(await page.locator('.tables').isVisible(), 'the data tables are shown');
  const exit = page.getByRole('button', { name: 'Leave presenter mode (P)' });
  assert.ok(await exit.isVisible());
  await exit.click();
  await page.waitForFunction(() => !document.querySelector('.app.presenting'));
  assert.equal(await page.getByRole('button', { name: 'Leave presenter mode (P)' }).count(), 0);
  assert.deepEqual(errors, []);
  await close();
});

test('a change the core refuses is explained under the panel it was made in, not at the top of the page', async () => {
  const { page, errors, close } = await open('?lesson=dual-write-loses-the-event');
  await page.locator('input[name=prediction]').first().check();
  await page.getByRole('button', { name: 'Lock in my answer' }).click();
  const lines = page.locator('.producer li.line');
  const before = await lines.allTextContents();
  await lines.filter({ hasText: 'db.commit()' }).first().focus();
  await page.keyboard.press('Delete');
  const refusal = page.locator('.producer + .notice.refusal');
  await refusal.waitFor();
  assert.match(await refusal.textContent(), /commit/i);
  assert.equal(await page.locator('.notice').count(), 1, 'one notice, under the producer');
  const panel = await page.locator('.producer').boundingBox();
  const said = await refusal.boundingBox();
  assert.ok(said.y >= panel.y + panel.height && said.y - (panel.y + panel.height) < 40, 'right under the panel');
  assert.deepEqual(await lines.allTextContents(), before, 'the lines are unchanged');
  await refusal.getByRole('button', { name: 'Dismiss' }).click();
  assert.equal(await page.locator('.notice').count(), 0);
  assert.deepEqual(errors, []);
  await close();
});
