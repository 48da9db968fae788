// End-to-end tests of the producer's side (acklab/2) in the release build: a link with
// an orders service's pipeline runs in the page, and the verdict names a phantom, an
// order committed and never sent, and the relay's repeat, in English and Ukrainian.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, closeApp } from './serve.mjs';

let server, browser, base;

before(async () => {
  ({ server, base, browser } = await openApp());
});

after(() => closeApp({ server, browser }));

/** A page that fails the test on any console error or uncaught exception. */
async function open(address) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(base + address);
  await page.getByRole('status').waitFor();
  return { page, errors };
}

const link = (scenario) => '#s=' + Buffer.from(JSON.stringify(scenario)).toString('base64url');

const orders = [{ id: 'm1', op: 'create_order' }, { id: 'm2', op: 'create_order' }];

// The service publishes before its transaction commits, then crashes.
const publishFirst = {
  format: 'acklab/2',
  messages: orders,
  producer: { pipeline: ['begin', 'write', 'publish', 'commit'] },
  pipeline: ['receive', 'apply', 'ack'],
  faults: [{ kind: 'crash_producer', after: 'publish', message: 'm1' }],
};

// The service commits, then crashes before it publishes.
const commitFirst = {
  ...publishFirst,
  producer: { pipeline: ['begin', 'write', 'commit', 'publish'] },
  faults: [{ kind: 'crash_producer', after: 'commit', message: 'm1' }],
};

// The order and its outbox row in one transaction; the relay crashes after publishing.
const relayRepeats = {
  ...publishFirst,
  producer: { pipeline: ['begin', 'write', 'write_outbox', 'commit'] },
  faults: [{ kind: 'crash_relay', after: 'publish', message: 'm1' }],
};

async function runToEnd(page) {
  await page.getByRole('button', { name: 'Run to end', exact: true }).click();
}

test('publish before commit, then a crash: the consumer applied a phantom order', async () => {
  const { page, errors } = await open(link(publishFirst));
  await runToEnd(page);
  await page.getByRole('status').filter({ hasText: '1 phantom' }).waitFor();
  const verdict = await page.locator('.verdict').textContent();
  assert.match(verdict, /phantom/);
  assert.match(verdict, /the producer published the event at t=2, before its transaction committed/);
  assert.match(verdict, /the producer crashed at t=2, right after publish, and its open transaction rolled back, discarding 1 row/);
  const events = await page.locator('.events').textContent();
  assert.match(events, /the producer restarted/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('commit then publish, with a crash between: the committed order is lost, and the verdict says why', async () => {
  const { page, errors } = await open(link(commitFirst));
  await runToEnd(page);
  await page.getByRole('status').filter({ hasText: '1 lost' }).waitFor();
  const verdict = await page.locator('.verdict').textContent();
  assert.match(verdict, /right after commit/);
  assert.match(verdict, /a dual write/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the outbox relay crashes between publish and mark_sent: the row is published again', async () => {
  const { page, errors } = await open(link(relayRepeats));
  await runToEnd(page);
  await page.getByRole('status').filter({ hasText: '1 duplicated' }).waitFor();
  const verdict = await page.locator('.verdict').textContent();
  assert.match(verdict, /the outbox relay crashed at t=5, right after publish/);
  assert.match(verdict, /the relay published the row again at t=11, because it had not been marked sent/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the producer\'s faults are offered only where its pipelines exist, and a phantom reads in Ukrainian', async () => {
  const { page, errors } = await open('?lang=uk' + link(publishFirst));
  const kinds = await page.locator('.faults select option').evaluateAll((options) => options.map((o) => o.value));
  assert.ok(kinds.includes('crash_producer'), kinds.join());
  assert.ok(!kinds.includes('crash_relay'), 'no outbox, no relay to crash');
  await page.getByRole('button', { name: 'До кінця', exact: true }).click();
  const verdict = await page.locator('.verdict').textContent();
  assert.match(verdict, /фантом/);
  assert.match(verdict, /продюсер опублікував подію на t=2, ще до фіксації своєї транзакції/);
  assert.deepEqual(errors, []);
  await page.close();

  const plain = await open('');
  await plain.page.locator('details.faults > summary').click();
  const offered = await plain.page.locator('.faults select option').evaluateAll((options) => options.map((o) => o.value));
  assert.ok(!offered.includes('crash_producer') && !offered.includes('crash_relay'), offered.join());
  assert.deepEqual(plain.errors, []);
  await plain.page.close();
});

// An idempotent producer whose confirm is lost publishes again: a queue like SQS drops
// the repeat by its sequence number (as Kafka does), one like RabbitMQ keeps none.
const idempotent = {
  format: 'acklab/2',
  messages: [{ id: 'm1', op: 'create_order' }],
  producer: { retry: true, idempotent: true },
  pipeline: ['receive', 'apply', 'ack'],
  faults: [{ kind: 'lose_publish_confirm', message: 'm1' }],
};

test('an idempotent producer on a queue like RabbitMQ: the repeat is stored, and Settings says why', async () => {
  const { page, errors } = await open(link({ ...idempotent, broker: { like: 'rabbitmq' } }));
  await runToEnd(page);
  await page.getByRole('status').filter({ hasText: '1 duplicated' }).waitFor();
  await page.locator('details.settings > summary').click();
  const note = page.locator('details.settings p.muted', { hasText: 'RabbitMQ keeps no producer sequence numbers' });
  await note.waitFor();
  assert.deepEqual(errors, []);
  await page.close();

  const sqs = await open(link(idempotent));
  await runToEnd(sqs.page);
  await sqs.page.getByRole('status').filter({ hasText: 'all ok' }).waitFor();
  await sqs.page.locator('details.settings > summary').click();
  await sqs.page.locator('details.settings fieldset.edits').waitFor();
  const notes = await sqs.page.locator('details.settings p.muted').allTextContents();
  assert.ok(!notes.some((text) => /sequence numbers/.test(text)), notes.join(' | '));
  assert.deepEqual(sqs.errors, []);
  await sqs.page.close();
});

test('the explorer counts phantoms apart and opens the smallest example with one click', async () => {
  const clean = { ...publishFirst, pipeline: ['receive', 'begin', 'check_dedup', 'apply', 'record_dedup', 'commit', 'ack'], dedup: { store: 'table' }, faults: [] };
  const { page, errors } = await open(link(clean));
  await page.getByRole('button', { name: 'Explore every single fault' }).click();
  await page.locator('.explorer .phantom-note').waitFor();
  assert.match(await page.locator('.explorer .phantom-note').textContent(), /never committed at the source \(a phantom\)/);
  const example = page.locator('.explorer .examples li.phantom');
  assert.match(await example.textContent(), /phantom: m1; crash the producer after publish for m1/);
  await example.getByRole('button', { name: 'Open the example: phantom, m1' }).click();
  // A replayed schedule is drawn to its end at once.
  await page.getByRole('status').filter({ hasText: '1 phantom' }).waitFor();
  assert.match(await page.locator('.faults').textContent(), /crash the producer after publish for m1/);
  assert.deepEqual(errors, []);
  await page.close();
});

// A retry storm against a payment outage, and the same run with backoff and jitter.
const charges = Array.from({ length: 12 }, (_, i) => ({ id: `p${i + 1}`, op: 'charge' }));
const storm = {
  format: 'acklab/2',
  messages: charges,
  workers: 8,
  pipeline: ['receive', 'apply', 'ack'],
  payment: { idempotency_key: true, outage: { from: 3, to: 20 }, capacity: 2 },
  broker: { max_deliveries: 100, visibility_timeout: 50 },
  retry: { backoff: 0, multiplier: 1, jitter: false },
};
const calm = { ...storm, retry: { backoff: 2, multiplier: 2, max_backoff: 32, jitter: true } };

async function paymentChart(page) {
  const figure = page.locator('.metrics figure').filter({ hasText: 'Payment calls' });
  return figure.locator('figcaption').textContent();
}

test('the metrics panel shows a retry storm, and backoff with jitter flattens it', async () => {
  const { page, errors } = await open(link(storm));
  const stormy = await paymentChart(page);
  assert.match(stormy, /the most at one point: 8/);
  assert.match(stormy, /refused: 122/);
  // The vertical line follows the tick on screen.
  await page.getByRole('button', { name: 'Run to end', exact: true }).click();
  const end = await page.locator('.metrics figure svg line.now').first().getAttribute('x1');
  assert.ok(Number(end) > 20, end);
  assert.match(await page.locator('.metrics').textContent(), /Always 0 in this run: Dead-lettered, Duplicates detected/);
  await page.goto(base + link(calm));
  await page.getByRole('status').waitFor();
  const calmer = await paymentChart(page);
  assert.match(calmer, /refused: 38/);
  assert.doesNotMatch(calmer, /the most at one point: 8/);
  assert.deepEqual(errors, []);
  await page.close();
});

// The producer's lessons: predict a phantom, run, graded; the same in Russian.
for (const [locale, answer, check, run] of [
  ['en', 'phantom', 'Lock in my answer', 'Run to end'],
  ['ru', 'фантом', 'Зафиксировать ответ', 'До конца'],
]) {
  test(`the phantom lesson in ${locale}: predict, run, graded right`, async () => {
    const { page, errors } = await open(`?lesson=dual-write-phantom-order&lang=${locale}`);
    const lesson = page.locator('.lesson');
    await lesson.waitFor();
    await lesson.getByLabel(answer, { exact: true }).check();
    await lesson.getByRole('button', { name: check }).click();
    await page.getByRole('button', { name: run, exact: true }).click();
    await lesson.locator('.grade.right').waitFor();
    assert.deepEqual(errors, []);
    await page.close();
  });
}

test('the producer\'s lines move with the keyboard, crash from the gutter, and gain an outbox from the palette', async () => {
  const { page, errors } = await open(link(publishFirst));
  const producer = page.locator('.producer');
  const codes = () => producer.locator('ol.code').first().locator('li code').allTextContents();
  assert.deepEqual(await codes(), ['db.begin()', 'orders.insert(order)', 'broker.publish(order.event)', 'db.commit()']);
  // Publish after the commit: the crash after publish no longer undoes an announced order.
  await page.locator('#producer-line-publish').focus();
  await page.keyboard.press('Alt+ArrowDown');
  await page.waitForFunction(() => document.activeElement?.id === 'producer-line-publish');
  assert.deepEqual(await codes(), ['db.begin()', 'orders.insert(order)', 'db.commit()', 'broker.publish(order.event)']);
  await page.getByRole('button', { name: 'Run to end', exact: true }).click();
  await page.getByRole('status').filter({ hasText: 'all ok' }).waitFor();
  // A crash right after the commit, from the gutter: the committed order is lost.
  // An edit keeps the tick on screen: the run is already at its end.
  await page.getByRole('button', { name: 'Crash the producer after commit for m1' }).click();
  await page.getByRole('status').filter({ hasText: '1 lost' }).waitFor();
  // The outbox, from the palette: the relay's lines and the outbox table appear.
  await producer.getByRole('button', { name: 'Add write_outbox' }).click();
  await page.locator('#relay-line-read_outbox').waitFor();
  // With the outbox and the direct publish both, m2 goes out twice; without the
  // direct publish, the relay alone sends every committed order.
  await page.getByRole('status').filter({ hasText: '1 duplicated' }).waitFor();
  await page.locator('#producer-line-publish').getByRole('button', { name: 'Remove line' }).click();
  await page.getByRole('status').filter({ hasText: 'all ok' }).waitFor();
  assert.match(await page.locator('.tables').textContent(), /Outbox/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('Settings turn the producer into an orders service, and the metrics read its run', async () => {
  const { page, errors } = await open('');
  await page.locator('.settings summary').click();
  await page.getByLabel('The producer is an orders service with its own database (acklab/2)').check();
  await page.locator('#producer-line-publish').waitFor();
  assert.deepEqual(await page.locator('.producer ol.code li code').allTextContents(),
    ['db.begin()', 'orders.insert(order)', 'db.commit()', 'broker.publish(order.event)']);
  await page.getByRole('button', { name: 'Run to end', exact: true }).click();
  await page.getByRole('status').filter({ hasText: 'all ok' }).waitFor();
  const deliveries = page.locator('.metrics figure figcaption').filter({ hasText: /^Deliveries:/ });
  assert.match(await deliveries.textContent(), /Deliveries: 2 in all/);
  assert.match(await page.locator('.tables').textContent(), /Orders at the source \(committed\)From messagem1m2/);
  await page.getByLabel('The producer is an orders service with its own database (acklab/2)').uncheck();
  await page.locator('.producer').waitFor({ state: 'detached' });
  assert.deepEqual(errors, []);
  await page.close();
});

test('on a 390 px screen with a mouse, a line without the pointer or the focus is one row, its buttons hidden', async () => {
  const { page, errors } = await open('');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.locator('.settings summary').click();
  await page.getByLabel('The producer is an orders service with its own database (acklab/2)').check();
  await page.locator('#producer-line-publish').waitFor();
  await page.mouse.move(0, 0);
  await page.evaluate(() => document.activeElement?.blur());
  const heights = (scope) => page.locator(`${scope} li.line`).evaluateAll((lines) => lines
    .filter((l) => !l.matches(':focus-within, :hover') && !l.querySelector('.running'))
    .map((l) => Math.round(l.getBoundingClientRect().height)));
  for (const scope of ['.producer', '.editor:not(.producer)']) {
    const seen = await heights(scope);
    assert.ok(seen.length >= 3, `${scope}: ${seen}`);
    assert.ok(Math.max(...seen) - Math.min(...seen) <= 4, `${scope}: every line one row high (${seen})`);
  }
  // The focused line shows its buttons (here under its code, as the panel is narrow).
  await page.locator('#producer-line-publish').focus();
  await page.locator('#producer-line-publish .line-actions button').first().waitFor();
  assert.deepEqual(errors, []);
  await page.close();
});
