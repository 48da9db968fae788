// A teacher's deck: prepared scenarios shared as one link and flipped with PageDown and
// PageUp (what presentation clickers send), and built in the app from the scenario on
// screen.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, closeApp } from './serve.mjs';

let server, browser, base;

before(async () => ({ server, base, browser } = await openApp()));

after(() => closeApp({ server, browser }));

const scenario = (pipeline, faults = []) => ({
  format: 'acklab/1', messages: [{ id: 'm1', op: 'create_order' }], pipeline, faults,
});
const crash = { kind: 'crash', after: 'ack', message: 'm1', delivery: 1 };
const three = {
  slides: [
    { title: 'Ack first', note: 'Where does the crash land?', scenario: scenario(['receive', 'ack', 'apply'], [crash]) },
    { title: 'Work first', note: '', scenario: scenario(['receive', 'apply', 'ack'], [{ ...crash, after: 'apply' }]) },
    { title: 'The inbox', note: 'Dedup in the same transaction.', scenario: scenario(['receive', 'begin', 'check_dedup', 'apply', 'record_dedup', 'commit', 'ack']) },
  ],
};
const deckLink = (deck, slide = 1) => `#deck=${Buffer.from(JSON.stringify(deck)).toString('base64url')}&slide=${slide}`;

async function open(hash) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(base + hash);
  await page.getByRole('status').waitFor();
  return { page, errors };
}

const lines = (page) => page.locator('.editor li.line code').allTextContents();

test('a three-slide deck link flips with PageDown and PageUp, with a counter, titles and notes', async () => {
  const { page, errors } = await open(deckLink(three));
  const bar = page.getByRole('navigation', { name: 'Deck' });
  await bar.getByText('Slide 1 of 3:').waitFor();
  assert.match(await bar.textContent(), /Ack first[\s\S]*Where does the crash land\?/);
  const first = await lines(page);
  assert.match(first[1], /ack/);
  await page.keyboard.press('PageDown');
  await bar.getByText('Slide 2 of 3:').waitFor();
  assert.match(await bar.textContent(), /Work first/);
  assert.notDeepEqual(await lines(page), first);
  await page.keyboard.press('PageDown');
  await bar.getByText('Slide 3 of 3:').waitFor();
  assert.equal(await page.locator('.editor li.line').count(), 7);
  await page.keyboard.press('PageDown');
  await bar.getByText('Slide 3 of 3:').waitFor();
  await page.keyboard.press('PageUp');
  await page.keyboard.press('PageUp');
  await bar.getByText('Slide 1 of 3:').waitFor();
  assert.deepEqual(await lines(page), first);
  assert.match(page.url(), /slide=1/, 'the address names the slide on screen');
  // Typing in a field never flips a slide.
  await page.getByRole('button', { name: 'Edit the deck' }).click();
  await page.getByLabel('Title').focus();
  await page.keyboard.press('PageDown');
  await bar.getByText('Slide 1 of 3:').waitFor();
  assert.deepEqual(errors, []);
  await page.close();
});

test('a deck built in the app travels in its link', async () => {
  const { page, errors } = await open('');
  await page.locator('details.files > summary').click();
  await page.getByRole('button', { name: 'Add this scenario to a deck…' }).click();
  // The focus moves into the editor's first field; typing starts once it is there.
  await page.waitForFunction(() => document.activeElement?.id === 'deck-slide-title');
  await page.getByLabel('Title').fill('Process, then ack');
  await page.getByLabel('Note for the class').fill('Nothing breaks yet.');
  await page.getByRole('button', { name: 'Add the scenario on screen as a slide' }).click();
  await page.locator('.line', { hasText: 'queue.ack' }).locator('.gutter').click();
  await page.getByLabel('Title').fill('A crash after ack');
  await page.getByRole('button', { name: 'Add the scenario on screen as a slide' }).click();
  await page.getByRole('button', { name: 'Move “A crash after ack” up' }).click();
  assert.deepEqual(await page.locator('.deck-slides > li > button.link').allTextContents(), ['A crash after ack', 'Process, then ack']);
  // A slide left untitled is named by its number.
  await page.getByLabel('Title').fill('');
  await page.getByRole('button', { name: 'Add the scenario on screen as a slide' }).click();
  await page.locator('.deck-slides > li > button.link', { hasText: 'Slide 3' }).waitFor();
  await page.getByRole('button', { name: 'Done', exact: true }).click();
  const link = page.url();
  const again = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  assert.match(link, /slide=3/, 'the address names the slide just added');
  await again.goto(link.replace(/&s=[^&]*$/, '').replace('slide=3', 'slide=1'));
  const bar = again.getByRole('navigation', { name: 'Deck' });
  await bar.getByText('Slide 1 of 3:').waitFor();
  assert.match(await bar.textContent(), /A crash after ack/);
  await again.keyboard.press('PageDown');
  await bar.getByText('Nothing breaks yet.').waitFor();
  assert.deepEqual(errors, []);
  await page.close();
  await again.close();
});

test('a broken deck link is refused with a reason and the default scenario stays', async () => {
  const bad = { slides: [three.slides[0], { ...three.slides[1], scenario: scenario(['apply', 'receive']) }] };
  const { page } = await open(deckLink(bad));
  await page.locator('.notice', { hasText: 'deck could not be opened' }).waitFor();
  assert.match(await page.locator('.notice').textContent(), /slide 2/);
  assert.equal(await page.getByRole('navigation', { name: 'Deck' }).count(), 0);
  await page.close();
});

test('two consumers compared side by side play in lockstep and the difference is highlighted', async () => {
  const ackFirst = scenario(['receive', 'ack', 'apply'], [crash]);
  const link = '#s=' + Buffer.from(JSON.stringify(ackFirst)).toString('base64url') + '&b=receive,apply,ack';
  const { page, errors } = await open(link);
  const comparison = page.locator('section.compare');
  await comparison.waitFor();
  assert.equal(await comparison.locator('.verdict').count(), 2, 'a verdict for each consumer');
  assert.equal(await comparison.locator('.timeline').count(), 2);
  assert.match(await comparison.locator('.compare-side').nth(1).locator('.compare-lines').textContent(), /orders\.insert[\s\S]*queue\.ack/);
  await page.getByRole('button', { name: 'Run to end', exact: true }).click();
  const differ = comparison.locator('.compare-differ');
  await differ.waitFor();
  // A acks first and crashes: lost. B does the work first: the same crash after ack
  // comes after the work, so m1 is fine.
  assert.match(await differ.textContent(), /m1: A ✖ lost · B ✔ ok/);
  // The Compare button pins the consumer on screen; Stop comparing lets B go.
  await page.getByRole('button', { name: 'Stop comparing' }).click();
  assert.equal(await page.locator('section.compare').count(), 0);
  assert.doesNotMatch(page.url(), /&b=/);
  await page.locator('details.files > summary').click();
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  await comparison.waitFor();
  assert.match(page.url(), /b=receive,ack,apply/);
  assert.equal(await comparison.locator('.compare-same').count(), 1, 'the same consumer twice: no difference');
  assert.deepEqual(errors, []);
  await page.close();
});

test('the Files menu, the deck editor and the comparison work from the keyboard alone', async () => {
  const { page, errors } = await open('');
  const summary = page.locator('details.files > summary');
  await summary.focus();
  await page.keyboard.press('Enter');
  const item = page.getByRole('button', { name: 'Add this scenario to a deck…' });
  await item.focus();
  await page.keyboard.press('Enter');
  // The focus lands in the deck editor's first field, ready to type.
  await page.waitForFunction(() => document.activeElement?.id === 'deck-slide-title');
  await page.keyboard.type('First');
  await page.keyboard.press('Enter');
  await page.getByRole('navigation', { name: 'Deck' }).getByText('Slide 1 of 1:').waitFor();
  await page.locator('details.files > summary').focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Compare', exact: true }).focus();
  await page.keyboard.press('Enter');
  await page.locator('section.compare').waitFor();
  assert.deepEqual(errors, []);
  await page.close();
});
