// A lesson whose verdicts the conformance suite checked on real brokers says so under
// its takeaway, naming the brokers its `agrees_with` lists; one never checked says
// nothing.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, closeApp } from './serve.mjs';

let server, browser, base;

before(async () => ({ server, base, browser } = await openApp()));

after(() => closeApp({ server, browser }));

/** The lesson's grade and takeaway after its run, with the question skipped. */
async function afterTheRun(lesson) {
  const page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
  await page.goto(`${base}?lesson=${lesson}`);
  await page.getByRole('button', { name: 'Skip the question' }).click();
  await page.getByRole('button', { name: 'Run to end', exact: true }).click();
  const grade = page.locator('.grade');
  await grade.waitFor();
  const text = await grade.innerText();
  await page.close();
  return text;
}

test('a race checked on both queue brokers names both, a RabbitMQ-only lesson one', async () => {
  const both = await afterTheRun('two-workers-race');
  assert.match(both, /The same verdicts come out on RabbitMQ 3\.10 and on moto, an SQS emulator/);
  const rabbit = await afterTheRun('rabbitmq-returns-to-the-head');
  assert.match(rabbit, /The same verdicts come out on RabbitMQ 3\.10 with PostgreSQL 15/);
  assert.doesNotMatch(rabbit, /moto/);
});

test('a log lesson checked on Kafka names tansu; one not replayed, or not agreeing, says nothing', async () => {
  const checked = await afterTheRun('log-work-first-doubles');
  assert.match(checked, /The same verdicts come out on tansu, a Kafka-compatible broker, with PostgreSQL 15/);
  assert.doesNotMatch(checked, /RabbitMQ|moto/);
  // Two workers: the group's rebalances are not replayed yet.
  const unchecked = await afterTheRun('partition-keeps-key-order');
  assert.doesNotMatch(unchecked, /conformance suite/);
  // tansu shows a read_committed reader the aborted record, so this one differs there.
  const differs = await afterTheRun('kafka-transaction-exactly-once');
  assert.doesNotMatch(differs, /conformance suite/);
});

test('a lesson that charges a card or sends an e-mail says that service was a stand-in there too', async () => {
  const charged = await afterTheRun('payment-idempotency-key');
  assert.match(charged, /The same verdicts come out on RabbitMQ 3\.10 and on moto/);
  assert.match(charged, /its payment service, like the simulator's, was a stand-in of ours/);
  assert.doesNotMatch(charged, /mail service/);
  const mailed = await afterTheRun('email-through-consumer-outbox');
  assert.match(mailed, /its mail service, like the simulator's, was a stand-in of ours/);
  assert.doesNotMatch(mailed, /payment service/);
  // A checked lesson without a charge has no such line.
  const plain = await afterTheRun('two-workers-race');
  assert.doesNotMatch(plain, /stand-in/);
});
