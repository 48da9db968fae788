// End-to-end tests of the release build in Debian's Chromium, driven by Playwright.
// `cargo xtask test` builds dist-release/ first; this file serves it on a free
// loopback port, so nothing here touches the network.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { root, openApp, closeApp, scenarioOf } from './serve.mjs';

const shots = join(root, 'target', 'screenshots');

let server, browser, base;

before(async () => {
  ({ server, base, browser } = await openApp());
  await mkdir(shots, { recursive: true });
});

after(() => closeApp({ server, browser }));

/** A page that fails the test on any console error or uncaught exception. */
async function open(hash = '', viewport = { width: 1280, height: 800 }) {
  const page = await browser.newPage({ viewport });
  const errors = [];
  const requests = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  await page.goto(base + hash);
  await page.getByRole('status').waitFor();
  return { page, errors, requests };
}

function link(scenario) {
  return '#s=' + Buffer.from(JSON.stringify(scenario)).toString('base64url');
}

const atMostOnce = {
  format: 'acklab/1',
  messages: [{ id: 'm1', op: 'create_order' }, { id: 'm2', op: 'deposit' }],
  pipeline: ['receive', 'ack', 'apply'],
  faults: [{ kind: 'crash', after: 'ack', message: 'm1' }],
};

const lines = (page) => page.locator('ol.code li code').allTextContents();

test('the default page loads without a console warning or error', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const said = [];
  page.on('console', (m) => { if (['warning', 'error'].includes(m.type())) said.push(`${m.type()}: ${m.text()}`); });
  page.on('pageerror', (e) => said.push(String(e)));
  await page.goto(base);
  await page.getByRole('status').waitFor();
  // The service worker and the fetched texts settle after the first verdict.
  await page.waitForLoadState('networkidle');
  assert.deepEqual(said, []);
  await page.close();
});

test('a #s= link opens its scenario; run to end names the lost message', async () => {
  const { page, errors } = await open(link(atMostOnce));
  assert.deepEqual(await lines(page), ['msg = queue.receive()', 'queue.ack(msg)', 'orders.insert(msg.order)']);
  await page.getByRole('button', { name: 'Run to end', exact: true }).click();
  await assert.doesNotReject(page.getByRole('status').filter({ hasText: '1 lost' }).waitFor());
  assert.match(await page.locator('.verdict').textContent(), /acked the message/);
  await page.screenshot({ path: join(shots, 'desktop-1280x800.png') });
  assert.deepEqual(errors, []);
  await page.close();
});

// A log (acklab/2): the consumer commits its offset before it processes the record.
const commitFirst = {
  format: 'acklab/2',
  messages: [{ id: 'm1', op: 'create_order' }, { id: 'm2', op: 'create_order' }, { id: 'm3', op: 'create_order' }],
  broker: { kind: 'log' },
  pipeline: ['poll', 'commit_offset', 'apply'],
  faults: [{ kind: 'crash', after: 'commit_offset', message: 'm2' }],
};

test('a log link runs: an offset committed before processing loses the record, and the menus speak of offsets', async () => {
  const { page, errors } = await open(link(commitFirst));
  assert.deepEqual(await lines(page), ['msg = consumer.poll()', 'consumer.commit(msg.offset + 1)', 'orders.insert(msg.order)']);
  // At t=0 the first record is polled: the log view marks it, and its key says what
  // that means on a log.
  await page.locator('.system .partition .msg.inflight', { hasText: 'm1' }).waitFor();
  await page.locator('.system .legend', { hasText: 'polled, not committed yet' }).waitFor();
  await page.getByRole('button', { name: 'Run to end', exact: true }).click();
  await page.getByRole('status').filter({ hasText: '1 lost' }).waitFor();
  const verdict = await page.locator('.verdict').textContent();
  assert.match(verdict, /committed offset 2 in partition 0/);
  assert.match(verdict, /never read again/);
  const kinds = await page.locator('.faults select').last().locator('option').allTextContents();
  assert.ok(kinds.includes('lose the offset commit') && !kinds.includes('lose the ack'), kinds.join(', '));
  assert.deepEqual(errors, []);
  await page.close();
});

test('a log shows its partitions with the committed offset, and the broker setting turns it into a queue and back', async () => {
  const { page, errors } = await open(link(commitFirst));
  const partition = page.locator('.system .partition').first();
  await assert.doesNotReject(partition.filter({ hasText: 'Partition 0 · worker 1' }).waitFor());
  await page.getByRole('button', { name: 'Run to end', exact: true }).click();
  await page.getByRole('status').filter({ hasText: '1 lost' }).waitFor();
  assert.match(await partition.textContent(), /committed offset 3 · next poll at 3/);
  assert.equal(await partition.locator('.msg.committed').count(), 3);
  await page.locator('.settings summary').click();
  await page.getByRole('combobox', { name: 'Broker type', exact: true }).selectOption('queue');
  assert.deepEqual(await lines(page), ['msg = queue.receive()', 'queue.ack(msg)', 'orders.insert(msg.order)']);
  assert.equal(await page.locator('.system .partition').count(), 0);
  await page.getByRole('combobox', { name: 'Broker type', exact: true }).selectOption('log');
  assert.deepEqual(await lines(page), ['msg = consumer.poll()', 'consumer.commit(msg.offset + 1)', 'orders.insert(msg.order)']);
  await page.getByLabel('Partitions').fill('2');
  await page.getByLabel('Partitions').press('Tab');
  await page.locator('.system .partition').nth(1).waitFor();
  assert.deepEqual(errors, []);
  await page.close();
});

// Order and versions (acklab/2): a redelivered old status update overtakes a newer one.
const staleStatus = {
  format: 'acklab/2',
  messages: [
    { id: 'm1', op: 'set_status', key: 'order-7', status: 'paid', version: 1 },
    { id: 'm2', op: 'set_status', key: 'order-7', status: 'shipped', version: 2 },
  ],
  pipeline: ['receive', 'apply', 'ack'],
  faults: [{ kind: 'crash', after: 'apply', message: 'm1' }],
};

test('a status link runs: an old update overwrites a new one, and a version check added from the palette keeps the new one', async () => {
  const { page, errors } = await open(link(staleStatus));
  await page.getByRole('button', { name: 'Run to end', exact: true }).click();
  await page.getByRole('status').filter({ hasText: '1 out of order' }).waitFor();
  const verdict = await page.locator('.verdict').textContent();
  assert.match(verdict, /wrote m1, an older update \(version 1 < 2\), and the status went back to paid/);
  assert.match(verdict, /no check_version/);
  const stale = page.locator('.tables tr.stale');
  assert.equal(await stale.count(), 1);
  assert.match(await stale.textContent(), /order-7: paid \(v1\).*m1.*older than the status it replaced/);
  await page.getByRole('button', { name: 'Add check_version', exact: true }).click();
  assert.deepEqual(await lines(page), ['msg = queue.receive()', 'if msg.version <= order.version: skip', 'order.status = msg.status', 'queue.ack(msg)']);
  // An edit at the end of a run shows the new run's end.
  await page.getByRole('status').filter({ hasText: 'all ok' }).waitFor();
  assert.equal(await page.locator('.tables tr.stale').count(), 0);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the one-minute story: ack above apply loses the order, moved back it doubles', async () => {
  const { page, errors } = await open();
  await page.locator('#line-ack').dragTo(page.locator('#line-apply'));
  await page.getByRole('button', { name: 'Crash m1 (delivery 1) after ack' }).click();
  await page.getByRole('button', { name: 'Run to end', exact: true }).click();
  await page.getByRole('status').filter({ hasText: '1 lost' }).waitFor();
  assert.equal(await page.locator('tr.ghost').count(), 1);
  await page.locator('#line-ack').dragTo(page.locator('#line-apply'));
  assert.deepEqual(await lines(page), ['msg = queue.receive()', 'orders.insert(msg.order)', 'queue.ack(msg)']);
  assert.equal(await page.getByRole('button', { name: 'Crash m1 (delivery 1) after apply' }).getAttribute('aria-pressed'), 'true',
    'the crash point stays on line 2, like a breakpoint');
  await page.getByRole('button', { name: 'Run to end', exact: true }).click();
  await page.getByRole('status').filter({ hasText: '1 duplicated' }).waitFor();
  assert.deepEqual(errors, []);
  await page.close();
});

test('keyboard focus stays on a control that becomes unavailable', async () => {
  const { page, errors } = await open();
  await page.getByRole('button', { name: 'Run to end', exact: true }).focus();
  await page.keyboard.press('Enter');
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Run to end');
  await page.getByRole('button', { name: 'Reset', exact: true }).focus();
  await page.keyboard.press('Enter');
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Reset');
  await page.locator('#line-ack').focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Delete');
  assert.equal((await lines(page)).length, 3, 'Delete on a button inside a line does not remove the line');
  assert.deepEqual(errors, []);
  await page.close();
});

test('a line moves up with the keyboard and the URL follows', async () => {
  const { page, errors } = await open();
  assert.deepEqual(await lines(page), ['msg = queue.receive()', 'orders.insert(msg.order)', 'queue.ack(msg)']);
  await page.locator('#line-ack').focus();
  await page.keyboard.press('Alt+ArrowUp');
  assert.deepEqual(await lines(page), ['msg = queue.receive()', 'queue.ack(msg)', 'orders.insert(msg.order)']);
  // The focus follows the moved line once it is drawn again.
  await page.waitForFunction(() => document.activeElement?.id === 'line-ack');
  const saved = scenarioOf(page.url());
  assert.deepEqual(saved.pipeline, ['receive', 'ack', 'apply']);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a line moves by drag and drop; an invalid order shows the core message', async () => {
  const { page, errors } = await open();
  await page.locator('#line-ack').dragTo(page.locator('#line-apply'));
  assert.deepEqual(await lines(page), ['msg = queue.receive()', 'queue.ack(msg)', 'orders.insert(msg.order)']);
  await page.locator('#line-ack').dragTo(page.locator('#line-receive'));
  assert.match(await page.getByRole('alert').first().textContent(), /must start with receive/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a crash point from the gutter doubles the order; step back moves back a tick', async () => {
  const { page, errors } = await open();
  const gutter = page.getByRole('button', { name: 'Crash m1 (delivery 1) after apply' });
  await gutter.click();
  assert.equal(await gutter.getAttribute('aria-pressed'), 'true');
  await page.getByRole('button', { name: 'Run to end', exact: true }).click();
  await page.getByRole('status').filter({ hasText: '1 duplicated' }).waitFor();
  assert.equal(await page.locator('tr.duplicate').count(), 1);
  const position = async () => Number((await page.locator('.scrubber span').textContent()).match(/Tick (\d+)/)[1]);
  const end = await position();
  await page.getByRole('button', { name: 'Step back', exact: true }).click();
  assert.equal(await position(), end - 1);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the explorer derives the guarantee and a cell replays its schedule', async () => {
  const { page, errors } = await open();
  await page.getByRole('button', { name: 'Explore every single fault' }).click();
  await page.getByText('Guarantee: at-least-once').waitFor();
  await page.getByRole('button', { name: /ok: m1, crash after receive \(delivery 1\)/ }).click();
  await page.getByRole('status').filter({ hasText: 'all ok' }).waitFor();
  // A second replay starts from the explored scenario, not from the first replay.
  await page.getByRole('button', { name: /duplicated: m1, crash after apply \(delivery 1\)/ }).click();
  await page.getByRole('status').filter({ hasText: '1 duplicated' }).waitFor();
  assert.equal(await page.locator('.faults li').count(), 1);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the explorer states its scope and keeps a parked message apart from a lost one', async () => {
  const poison = {
    format: 'acklab/1',
    messages: [{ id: 'm1', op: 'create_order' }, { id: 'm2', op: 'deposit' }],
    pipeline: ['receive', 'apply', 'ack'],
    faults: [{ kind: 'poison', message: 'm1' }],
  };
  const { page, errors } = await open(link(poison));
  await page.getByRole('button', { name: 'Explore every single fault' }).click();
  const scope = await page.locator('.explorer .scope').textContent();
  assert.match(scope, /^The explorer tried every single fault: \d+ schedules, counting the scenario as written\. In them no message was lost, but some were duplicated\./);
  assert.match(await page.locator('.explorer').textContent(), /\d+ park one in the DLQ/);
  assert.match(await page.locator('.parked-note').textContent(), /Parked is not lost/);
  await page.getByRole('button', { name: /parked: m1, crash after receive \(delivery 1\)/ }).first().waitFor();
  assert.deepEqual(errors, []);
  await page.close();
});

test('an invalid link opened in Ukrainian explains itself in Ukrainian', async () => {
  const invalid = { ...atMostOnce, pipeline: ['apply', 'receive'], faults: [] };
  const { page, errors } = await open('?lang=uk' + link(invalid));
  const alert = await page.getByRole('alert').first().textContent();
  const reason = await message('uk', 'error-must-start-with-receive');
  assert.ok(alert.includes(reason), `the alert says: ${alert}`);
  assert.ok(!/must start with receive/.test(alert), 'no English left in the alert');
  assert.deepEqual(errors, []);
  await page.close();
});

test('without its English texts the page says it could not load them, in four languages', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.route(/\/locales\/en\.ftl/, (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto(base);
  const message = page.locator('#no-texts');
  await message.waitFor();
  assert.match(await message.textContent(), /could not load its texts[\s\S]*не вдалося завантажити тексти/);
  assert.equal(await page.locator('body > .app').count(), 0, 'no app full of message keys');
  assert.equal(await page.locator('.prerender').evaluateAll((all) => all.filter((e) => getComputedStyle(e).display !== 'none').length), 0,
    'no picture of a working app either');
  assert.deepEqual(errors, []);
  await page.close();
});

test('a language whose texts cannot be fetched falls back to English and says so', async () => {
  // No offline service worker: it would answer from its cache, past the failure.
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.route(/\/locales\/uk\.ftl/, (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto(base + '?lang=uk');
  await page.getByRole('status').waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
  assert.match(await page.getByRole('alert').first().textContent(), /The texts in Українська could not be loaded/);
  await page.getByRole('button', { name: 'Run to end', exact: true }).waitFor();
  assert.deepEqual(errors, []);
  await page.close();
});

test('the glossary opens at a lesson\'s term and the broker rules open from the System panel', async () => {
  const { page, errors } = await open('?lesson=work-first-doubles');
  const lesson = page.locator('.lesson');
  await lesson.getByRole('button', { name: 'Skip the question' }).click();
  await lesson.getByRole('button', { name: 'visibility timeout', exact: true }).click();
  // The definitions are fetched when the glossary first opens; the term then takes the focus.
  await page.waitForFunction(() => document.activeElement?.id === 'term-visibility-timeout');
  assert.match(await page.locator('.term.current').textContent(), /Тайм-аут видимості|тайм-аут видимості/i);
  await page.keyboard.press('Escape');
  assert.equal(await page.locator('.reference').count(), 0, 'Escape closes the glossary');
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'visibility timeout',
    'the focus returns to the link that opened it');
  await page.locator('.system').getByRole('button', { name: 'How this broker behaves' }).click();
  await page.waitForFunction(() => document.activeElement?.id === 'reference-title');
  assert.match(await page.locator('.reference').textContent(), /RabbitMQ/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the timeline explains an event and turns an ack into a lost ack', async () => {
  const { page, errors } = await open();
  await page.getByRole('button', { name: 'Run to end', exact: true }).click();
  const timeline = page.locator('.timeline');
  await timeline.getByRole('button', { name: 'Lose the ack of m1' }).click();
  await page.getByRole('button', { name: 'Run to end', exact: true }).click();
  await page.getByRole('status').filter({ hasText: '1 duplicated' }).waitFor();
  await timeline.locator('g.event').last().focus();
  assert.match(await timeline.locator('.event-said').textContent(), /^t=\d+ /);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a scenario of 1,000 messages runs, steps back and keeps the timeline bounded', async () => {
  const ops = ['create_order', 'deposit', 'set_status', 'charge'];
  const big = {
    format: 'acklab/1',
    messages: Array.from({ length: 1000 }, (_, i) => ({ id: `m${i + 1}`, op: ops[i % 4] })),
    pipeline: ['receive', 'apply', 'ack'],
    workers: 4,
    faults: [{ kind: 'crash', after: 'apply', message: 'm6' }],
  };
  const { page, errors } = await open(link(big));
  await page.getByRole('button', { name: 'Run to end', exact: true }).click();
  await page.getByRole('status').filter({ hasText: '1 duplicated' }).waitFor({ timeout: 20000 });
  // A crowded run's timeline and ledger are drawn a task after the rest of the page:
  // the last tick's row (its events are the run's last) comes, then leaves on Step back.
  const end = await page.locator('input[type=range]').getAttribute('max');
  await page.locator('.timeline text.tick', { hasText: new RegExp(`^t=${end}$`) }).waitFor();
  await page.getByRole('button', { name: 'Step back', exact: true }).click();
  await page.waitForFunction((end) => document.querySelector('.timeline text.tick')
    && ![...document.querySelectorAll('.timeline text.tick')].some((t) => t.textContent === `t=${end}`), end);
  const rows = await page.locator('.timeline text.tick, .timeline text.quiet').count();
  assert.ok(rows > 0 && rows <= 401, `the timeline drew ${rows} rows: its last 400 and the crash's`);
  assert.equal(await page.locator('.timeline g.event[aria-label*="crashed"]').count(), 1, 'the early crash is still drawn');
  // Only the messages that went wrong are listed (once the ledger, drawn in a timer of
  // its own, has been), with a way to see them all.
  await page.waitForFunction(() => document.querySelectorAll('.ledger tr.verdict-row').length === 1);
  await page.getByRole('button', { name: 'Show all 1000 messages' }).click();
  assert.equal(await page.locator('.ledger tr.verdict-row').count(), 40);
  await page.getByRole('button', { name: 'Show 40 more' }).click();
  assert.equal(await page.locator('.ledger tr.verdict-row').count(), 80);
  assert.deepEqual(errors, []);
  await page.close();
});

/** The value of a single-line message in a locale file. */
async function message(locale, key) {
  const source = await readFile(join(root, 'locales', `${locale}.ftl`), 'utf8');
  return source.match(new RegExp(`^${key} = (.*)$`, 'm'))[1];
}

for (const locale of ['uk', 'ru', 'uz']) {
  test(`?lang=${locale} shows the playground in that language`, async () => {
    const { page, errors } = await open(`?lang=${locale}` + link(atMostOnce));
    assert.equal(await page.evaluate(() => document.documentElement.lang), locale);
    await page.getByRole('button', { name: await message(locale, 'run-to-end'), exact: true }).click();
    const status = await page.getByRole('status').textContent();
    assert.ok(status.length > 0 && !/lost/.test(status), `status: ${status}`);
    await page.screenshot({ path: join(shots, `locale-${locale}-1280x800.png`) });
    assert.deepEqual(errors, []);
    await page.close();
  });
}

for (const locale of ['en', 'uk', 'ru', 'uz']) {
  test(`?lesson= opens a lesson in ${locale}: predict, run, graded`, async () => {
    const { page, errors, requests } = await open(`?lesson=ack-first-loses&lang=${locale}`);
    const lesson = page.locator('.lesson');
    await lesson.waitFor();
    // The texts come in a handful of files (the messages, the glossary, the lessons'
    // bundles), not one per lesson: on a slow network each request costs a round trip.
    const texts = requests.filter((path) => /\/(locales|lessons)\//.test(path));
    assert.ok(texts.length <= 5, `texts fetched for a lesson link: ${texts.join(' ')}`);
    assert.ok(texts.some((path) => path.endsWith('/lessons/bundle-lesson.json.txt')), texts.join(' '));
    const runToEnd = page.getByRole('button', { name: await message(locale, 'run-to-end'), exact: true });
    assert.equal(await runToEnd.getAttribute('aria-disabled'), 'true', 'the run waits for a prediction');
    await lesson.getByLabel(await message(locale, 'outcome-lost')).check();
    await lesson.getByRole('button', { name: await message(locale, 'check-answer') }).click();
    await runToEnd.click();
    await lesson.locator('.grade.right').waitFor();
    assert.equal(await page.getByRole('status').count(), 1, 'one status region on the page');
    const right = await message(locale, 'answer-right');
    assert.ok((await lesson.locator('.grade').textContent()).includes(right));
    await page.screenshot({ path: join(shots, `lesson-${locale}-1280x800.png`) });
    const done = await page.evaluate(() => localStorage.getItem('acklab.lessons.done'));
    assert.deepEqual(JSON.parse(done), ['ack-first-loses']);
    assert.deepEqual(errors, []);
    await page.close();
  });
}

test('corrupted lesson progress in storage is ignored', async () => {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(base);
  await page.evaluate(() => localStorage.setItem('acklab.lessons.done', '{not json'));
  await page.reload();
  await page.getByRole('status').waitFor();
  assert.match(await page.locator('.lessons').textContent(), /0 of \d+ lessons done/);
  await page.evaluate(() => localStorage.setItem('acklab.lessons.done', '["bogus","bogus","ack-first-loses"]'));
  await page.reload();
  await page.getByRole('status').waitFor();
  assert.match(await page.locator('.lessons').textContent(), /1 of \d+ lessons done/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the language menu switches the whole page and remembers the choice', async () => {
  const { page, errors } = await open();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ru');
  await page.getByRole('button', { name: await message('ru', 'run-to-end'), exact: true }).waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'ru');
  assert.match(await page.evaluate(() => location.search), /lang=ru/);
  const withLesson = await open('?lesson=poison-message');
  await withLesson.page.getByRole('combobox', { name: 'Language' }).selectOption('uk');
  assert.match(await withLesson.page.evaluate(() => location.search), /lesson=poison-message/);
  await withLesson.page.close();
  assert.deepEqual(errors, []);
  await page.close();
});

test('a broken hash shows a clear message and loads the default scenario', async () => {
  const { page, errors } = await open('#s=bm90IGpzb24');
  assert.match(await page.getByRole('alert').first().textContent(), /could not be opened/);
  assert.equal((await lines(page)).length, 3);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the phone layout stacks the panels', async () => {
  const { page, errors } = await open(link(atMostOnce), { width: 390, height: 844 });
  await page.getByRole('button', { name: 'Run to end', exact: true }).click();
  await page.getByRole('status').filter({ hasText: '1 lost' }).waitFor();
  await page.screenshot({ path: join(shots, 'phone-390x844.png'), fullPage: false });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 390, `page is ${width}px wide on a 390px screen`);
  const outcome = await page.locator('.ledger td.outcome').first().boundingBox();
  assert.ok(outcome && outcome.x + outcome.width <= 390, 'the outcome column is on screen');
  assert.deepEqual(errors, []);
  await page.close();
});

test('a 1,000-message run travels in time: the view at any tick matches the run, and long lists are cut with a count', async () => {
  const json = JSON.stringify(JSON.parse(await readFile(join(root, 'e2e', 'large.acklab.json'), 'utf8')));
  const { page, errors } = await open(`#s=${Buffer.from(json).toString('base64url')}`);
  const slider = page.locator('input[type=range]');
  assert.equal(await slider.getAttribute('max'), '1767', 'the recorded run ends where the CLI says');
  const jump = (tick) => slider.evaluate((s, tick) => {
    s.value = String(tick);
    s.dispatchEvent(new Event('input', { bubbles: true }));
  }, tick);
  await jump(1100);
  await page.getByText('Tick 1100 of 1767').waitFor();
  // A crowded run's timeline is drawn a task after the rest of the page.
  await page.locator('.timeline text.tick.now', { hasText: 't=1100' }).waitFor();
  // The timeline draws its last 30 rows and says so; the current tick is the last one.
  // Before them, only rows with a crash or a loss (this run has a handful).
  const rows = await page.locator('.timeline g.rows > g').count();
  assert.ok(rows > 30 && rows <= 40, `${rows} rows drawn`);
  await page.getByText('The timeline draws its last 30 rows').waitFor();
  assert.equal(await page.locator('.timeline text.tick.now').textContent(), 't=1100');
  // A step adds a row and drops the oldest; the rows in between are moved, not drawn
  // again (each row is keyed by its first tick), and the current tick stays in view.
  await page.locator('.timeline g.rows > g').evaluateAll((groups) => groups.forEach((g) => { g.dataset.before = '1'; }));
  await page.getByRole('button', { name: 'Step', exact: true }).click();
  await page.getByText('Tick 1101 of 1767').waitFor();
  await page.locator('.timeline text.tick.now', { hasText: 't=1101' }).waitFor();
  const kept = await page.locator('.timeline g.rows > g[data-before]').count();
  assert.ok(kept >= rows - 3, `${kept} of ${rows} rows kept their elements after a step`);
  const now = await page.locator('.timeline text.tick.now').boundingBox();
  const box = await page.locator('.timeline-scroll').boundingBox();
  assert.ok(now && now.y >= box.y && now.y + now.height <= box.y + box.height, 'the current tick is in the timeline box');
  assert.equal(await page.locator('.timeline text.tick.now').textContent(), 't=1101');
  // Scrolled back to the top of the box, the next step brings the current tick back.
  await page.locator('.timeline-scroll').evaluate((e) => { e.scrollTop = -e.scrollHeight; });
  await page.waitForFunction(() => document.querySelector('.timeline-scroll').scrollTop < -100);
  await page.getByRole('button', { name: 'Step', exact: true }).click();
  await page.getByText('Tick 1102 of 1767').waitFor();
  await page.locator('.timeline text.tick.now', { hasText: 't=1102' }).waitFor();
  await page.waitForFunction(() => document.querySelector('.timeline-scroll').scrollTop === 0);
  const back = await page.locator('.timeline text.tick.now').boundingBox();
  const box2 = await page.locator('.timeline-scroll').boundingBox();
  assert.ok(back.y >= box2.y && back.y + back.height <= box2.y + box2.height, 'the current tick is back in view');
  // The broker's ready queue shows its first 48 copies and how many more wait.
  const ready = page.locator('.system .pair').first();
  assert.equal(await ready.locator('.msg').count(), 48);
  assert.match(await ready.textContent(), /… and \d+ more/);
  // Stepping back from the end and forward again gives the same verdict as before.
  await jump(1767);
  const atEnd = await page.getByRole('status').textContent();
  await page.getByRole('button', { name: 'Step back', exact: true }).click();
  await page.getByRole('button', { name: 'Step', exact: true }).click();
  assert.equal(await page.getByRole('status').textContent(), atEnd);
  assert.match(atEnd, /6 lost/);
  assert.deepEqual(errors, []);
  await page.close();
});
