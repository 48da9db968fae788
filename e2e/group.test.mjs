// The consumer group hands partitions over as Kafka does (issue 29): a live member
// keeps a partition the rebalance took from it until its next poll, and the log view
// says so ("revoking") with the group's generation.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { mkdir } from 'node:fs/promises';
import { openApp, closeApp, openPage, answerAndRun, root } from './serve.mjs';

let server, browser, base;

before(async () => {
  ({ server, base, browser } = await openApp());
});

after(() => closeApp({ server, browser }));

const shots = join(root, 'target', 'screenshots');

const open = (address, viewport = { width: 1280, height: 800 }) => openPage(browser, base + address, { viewport });

/** Moves the run to `tick` with the scrubber. */
async function scrubTo(page, tick) {
  await page.locator('.controls input[type=range]').fill(String(tick));
  await page.waitForFunction((t) => document.querySelector('.controls input[type=range]').value === String(t), tick);
}

test('in the rebalance lesson, partition 0 is shown revoking until its owner polls, with the generation', async () => {
  const { page, errors, close } = await open('?lesson=rebalance-replays-from-commit');
  await answerAndRun(page);
  // t=6: worker 1 is back and the group gives partition 0 back to it; worker 2 is
  // committing a1's offset and keeps the partition until its poll at t=7.
  await scrubTo(page, 6);
  const revoking = page.locator('.partitions .partition.revoking');
  assert.equal(await revoking.count(), 1);
  assert.match(await revoking.textContent(), /Partition 0.*revoking: goes to worker 1 at its owner's next poll/s);
  assert.match(await page.locator('.system .generation').textContent(), /generation: 3/);
  await scrubTo(page, 7);
  assert.equal(await page.locator('.partitions .partition.revoking').count(), 0);
  await scrubTo(page, 5);
  assert.equal(await page.locator('.partitions .partition.revoking').count(), 0);
  assert.match(await page.locator('.system .generation').textContent(), /generation: 2/);
  // The balance of the whole run is Kafka's: a1 applied twice, not three times.
  await page.keyboard.press('End');
  assert.match(await page.locator('.tables').textContent(), /Balance: 320/);
  assert.deepEqual(errors, []);
  await close();
});

test('the rebalance lesson in Ukrainian at 1024×768, at the hand-over (screenshot)', async () => {
  const { page, errors, close } = await open('?lesson=rebalance-replays-from-commit&lang=uk', { width: 1024, height: 768 });
  await answerAndRun(page, ['Зафіксувати відповідь', 'До кінця']);
  await scrubTo(page, 6);
  const revoking = page.locator('.partitions .partition.revoking');
  assert.match(await revoking.textContent(), /віддається: перейде до воркера 1/);
  await revoking.scrollIntoViewIfNeeded();
  await mkdir(shots, { recursive: true });
  await page.screenshot({ path: join(shots, 'rebalance-uk-1024x768.png') });
  assert.deepEqual(errors, []);
  await close();
});
