// Accessibility of the release build: axe-core finds no violation of any impact in the
// states a learner meets (the default page, a run, the explorer, an open and a graded
// lesson, the glossary, the broker's rules, a phone, a Ukrainian page), and Lighthouse
// (mobile, its default) scores accessibility 100 on the default page and on a lesson.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { root, CHROMIUM_FLAGS, openApp, closeApp } from './serve.mjs';

let server, browser, base;

before(async () => ({ server, base, browser } = await openApp()));

after(() => closeApp({ server, browser }));

const axeSource = readFile(join(root, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');

/** Every axe violation on the page, as "rule (impact): target" lines. */
async function violations(page) {
  // Evaluated rather than added as a script tag: the page's Content-Security-Policy
  // refuses inline scripts, and the check must run under the policy the learner gets.
  await page.evaluate(await axeSource);
  // target-size (WCAG 2.2, 2.5.8) is off in axe by default; the issue asks for it.
  const options = { resultTypes: ['violations'], rules: { 'target-size': { enabled: true } } };
  const result = await page.evaluate((o) => window.axe.run(document, o), options);
  return result.violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')} ${n.failureSummary ?? ''}`));
}

async function open(path, viewport = { width: 1280, height: 800 }, colorScheme = 'light') {
  // Reduced motion: axe reads colours, and a row caught mid-fade-in would fail them.
  const page = await browser.newPage({ viewport, reducedMotion: 'reduce', colorScheme });
  await page.goto(base + path);
  await page.getByRole('status').waitFor();
  return page;
}

const button = (page, name) => page.getByRole('button', { name, exact: true });

test('axe: the default page, a run and the explorer', async () => {
  const page = await open('');
  assert.deepEqual(await violations(page), [], 'default page');
  await button(page, 'Crash m1 (delivery 1) after apply').click();
  await button(page, 'Run to end').click();
  await page.getByRole('status').filter({ hasText: '1 duplicated' }).waitFor();
  await button(page, 'Explore every single fault').click();
  await page.locator('.scope').waitFor();
  assert.deepEqual(await violations(page), [], 'after a run and the explorer');
  await page.close();
});

test('axe: an open lesson, then graded with its terms', async () => {
  const page = await open('?lesson=ack-first-loses');
  assert.deepEqual(await violations(page), [], 'open lesson');
  const lesson = page.locator('.lesson');
  await lesson.getByLabel('lost').check();
  await lesson.getByRole('button', { name: 'Lock in my answer' }).click();
  await button(page, 'Run to end').click();
  await lesson.locator('.grade').waitFor();
  await lesson.locator('.terms').waitFor();
  assert.deepEqual(await violations(page), [], 'graded lesson');
  await page.close();
});

test('axe: the glossary, the broker rules, a phone and Ukrainian', async () => {
  const page = await open('');
  await page.locator('details.files > summary').click();
  await button(page, 'Glossary').click();
  // The definitions are fetched when the page first opens: wait for them, not for the
  // "loading" line.
  await page.locator('#term-ack').waitFor();
  assert.deepEqual(await violations(page), [], 'glossary');
  await page.locator('.reference-actions').getByRole('button', { name: 'How this broker behaves' }).click();
  await page.locator('.reference h3').first().waitFor();
  assert.deepEqual(await violations(page), [], 'broker rules');
  await page.close();
  const phone = await open('?lesson=poison-message', { width: 390, height: 844 });
  assert.deepEqual(await violations(phone), [], 'phone');
  await phone.close();
  const ukrainian = await open('?lang=uk');
  assert.deepEqual(await violations(ukrainian), [], 'uk');
  await ukrainian.close();
});

const duplicate = '#s=' + Buffer.from(JSON.stringify({
  format: 'acklab/1',
  messages: [{ id: 'm1', op: 'create_order' }, { id: 'm2', op: 'deposit' }],
  pipeline: ['receive', 'apply', 'ack'],
  faults: [{ kind: 'crash', after: 'apply', message: 'm1' }],
})).toString('base64url');

for (const lang of ['en', 'uk', 'ru', 'uz']) {
  test(`axe in ${lang}: a run with a duplicate and the explorer, on a laptop (light) and a phone (dark)`, async () => {
    for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
      // The phone is checked in the dark scheme, the laptop in the light one.
      const page = await open(`?lang=${lang}${duplicate}`, viewport, viewport.width < 600 ? 'dark' : 'light');
      await page.locator('.controls button').nth(3).click();
      await page.locator('ol.causes').first().waitFor();
      assert.deepEqual(await violations(page), [], `${lang} ${viewport.width}: a run`);
      await page.locator('.explorer button').first().click();
      await page.locator('.explorer .scope').waitFor();
      assert.deepEqual(await violations(page), [], `${lang} ${viewport.width}: the explorer`);
      await page.close();
    }
  });
}

test('axe in the dark scheme: the default page, an open lesson in Ukrainian, the glossary', async () => {
  const page = await open('', { width: 1280, height: 800 }, 'dark');
  assert.deepEqual(await violations(page), [], 'default page, dark');
  await page.locator('details.files > summary').click();
  await button(page, 'Glossary').click();
  await page.locator('#term-ack').waitFor();
  assert.deepEqual(await violations(page), [], 'glossary, dark');
  await page.close();
  const lesson = await open('?lang=uk&lesson=work-first-doubles', { width: 1024, height: 768 }, 'dark');
  await lesson.locator('.lesson').waitFor();
  assert.deepEqual(await violations(lesson), [], 'open lesson in Ukrainian, dark');
  await lesson.close();
});

test('axe: the list of keyboard shortcuts', async () => {
  const page = await open('');
  await page.locator('details.files > summary').click();
  await page.locator('.keys-button').click();
  await page.locator('.shortcuts dt').first().waitFor();
  assert.deepEqual(await violations(page), [], 'shortcuts');
  await page.close();
});

test('axe: presenter mode after a run with a duplicate', async () => {
  const page = await open(`?present${duplicate}`, { width: 1920, height: 1080 });
  await page.keyboard.press('End');
  await page.locator('ol.causes').first().waitFor();
  assert.deepEqual(await violations(page), [], 'presenter mode');
  await page.close();
});

/** Lighthouse's accessibility score and the audits that failed, for one address. */
async function lighthouse(url) {
  const bin = join(root, 'node_modules', '.bin', 'lighthouse');
  const { stdout } = await promisify(execFile)(bin, [url, '--only-categories=accessibility',
    '--output=json', '--quiet', `--chrome-flags=${CHROMIUM_FLAGS.join(' ')}`],
  { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' }, maxBuffer: 64 << 20 });
  const report = JSON.parse(stdout);
  const failed = Object.entries(report.audits)
    .filter(([, a]) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'notApplicable')
    .map(([id, a]) => `${id}: ${a.title}`);
  return { score: report.categories.accessibility.score, failed };
}

test('Lighthouse accessibility is 100 on the default page and on a lesson', async () => {
  for (const path of ['', '?lesson=ack-first-loses']) {
    const { score, failed } = await lighthouse(base + path);
    assert.deepEqual(failed, [], `failed audits on /${path}`);
    assert.equal(score, 1, `/${path}`);
  }
});

test('axe: the classroom tools — a deck with its editor, two consumers compared, the Files menu, the Embed dialog, a locked frame', async () => {
  const scenario = { format: 'acklab/1', messages: [{ id: 'm1', op: 'create_order' }], pipeline: ['receive', 'ack', 'apply'],
    faults: [{ kind: 'crash', after: 'ack', message: 'm1', delivery: 1 }] };
  const deck = { slides: [{ title: 'Ack first', note: 'Watch line 2.', scenario }, { title: 'Work first', scenario: { ...scenario, pipeline: ['receive', 'apply', 'ack'] } }] };
  const hash = `#deck=${Buffer.from(JSON.stringify(deck)).toString('base64url')}&slide=1&b=receive,apply,ack`;
  for (const scheme of ['light', 'dark']) {
    const page = await open(hash, { width: 1280, height: 800 }, scheme);
    await button(page, 'Run to end').click();
    await page.locator('.compare-differ').waitFor();
    await button(page, 'Edit the deck').click();
    await page.locator('details.files > summary').click();
    assert.deepEqual(await violations(page), [], `deck, editor, comparison, Files menu (${scheme})`);
    await page.getByRole('button', { name: 'Embed in a course page…' }).click();
    await page.locator('.embed-dialog').waitFor();
    assert.deepEqual(await violations(page), [], `Embed dialog (${scheme})`);
    await page.close();
  }
  const locked = await open('?embed&lock&panels=consumer,faults,settings,verdict,timeline');
  assert.deepEqual(await violations(locked), [], 'a locked frame');
  await locked.close();
});

test('axe: the Kafka view with a committed record whose effect never happened (light and dark)', async () => {
  for (const scheme of ['light', 'dark']) {
    const page = await open('?lesson=log-commit-first-loses', { width: 1280, height: 800 }, scheme);
    await page.locator('input[name=prediction]').first().check();
    await button(page, 'Lock in my answer').click();
    await button(page, 'Run to end').click();
    await page.locator('.partitions .msg.lost').first().waitFor();
    assert.deepEqual(await violations(page), [], `the log view (${scheme})`);
    await page.close();
  }
});
