// The parts of the page fetched on first use (src/chunks.rs, xtask/src/split.rs): the
// first load carries none of them; opening one fetches its chunk; a failed fetch says so
// and offers a retry that works; after one online visit they open offline.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, closeApp } from './serve.mjs';

let server, browser, base;
// While set, the chunks' files answer 503, as a flaky classroom network might.
let chunksDown = false;

before(async () => {
  ({ server, base, browser } = await openApp());
});

after(() => closeApp({ server, browser }));

/** A fresh page recording the chunk files it fetches. */
async function freshPage() {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  await context.route(/acklab-split-.*\.wasm$/, (route) => (chunksDown
    ? route.fulfill({ status: 503, body: 'down' })
    : route.fallback()));
  const page = await context.newPage();
  const fetched = [];
  const errors = [];
  // The chunks' loader script comes with the app's glue, which imports it; the chunks
  // themselves are the WebAssembly files.
  page.on('request', (request) => {
    if (/acklab-split-.*\.wasm$/.test(request.url())) fetched.push(new URL(request.url()).pathname);
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  return { context, page, fetched, errors };
}

test('the first load fetches no chunk; unfolding the settings fetches theirs', async () => {
  const { context, page, fetched, errors } = await freshPage();
  await page.goto(base);
  await page.getByRole('status').first().waitFor();
  await page.locator('.timeline').first().waitFor();
  assert.deepEqual(fetched, [], 'no chunk on the first load');
  await page.locator('details.settings > summary').click();
  await page.locator('details.settings fieldset.edits').waitFor();
  assert.deepEqual(fetched.map((path) => path.replace(/-[0-9a-f]{12,16}/, '')), ['/acklab-split-split_settings.wasm']);
  // Folded and unfolded again: drawn at once from what has arrived, no second fetch.
  await page.locator('details.settings > summary').click();
  await page.locator('details.settings > summary').click();
  await page.locator('details.settings fieldset.edits').waitFor();
  assert.equal(await page.locator('.part-waiting').count(), 0);
  assert.equal(fetched.length, 1);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the explorer\'s answer is a part: fetched when the first answer is shown, and once', async () => {
  const { context, page, fetched, errors } = await freshPage();
  await page.goto(base);
  await page.getByRole('status').first().waitFor();
  const explore = page.getByRole('button', { name: 'Explore every single fault', exact: true });
  await explore.click();
  await page.locator('.explorer .guarantee').waitFor();
  await page.locator('.explorer table.matrix').waitFor();
  assert.deepEqual(fetched.map((path) => path.replace(/-[0-9a-f]{12,16}/, '')), ['/acklab-split-split_explorer.wasm']);
  // A second sweep's answer is drawn from what has arrived.
  await explore.click();
  await page.locator('.explorer .guarantee').waitFor();
  assert.equal(await page.locator('.part-waiting, .part-failed').count(), 0);
  assert.equal(fetched.length, 1);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a chunk that cannot be fetched says so, and the retry fetches it once the network is back', async () => {
  const { context, page, errors } = await freshPage();
  await page.goto(`${base}?lang=uk`);
  await page.getByRole('status').first().waitFor();
  chunksDown = true;
  await page.locator('details.files > summary').click();
  await page.getByRole('button', { name: 'Глосарій' }).click();
  const failed = page.locator('.part-failed');
  await failed.waitFor();
  assert.match(await failed.textContent(), /Не вдалося завантажити цю частину AckLab/);
  chunksDown = false;
  await failed.getByRole('button', { name: 'Спробувати знову' }).click();
  await page.locator('#reference-title').waitFor();
  assert.equal(await page.locator('.part-failed').count(), 0);
  // The app goes on: a failed chunk breaks nothing else for the session.
  await page.locator('details.settings > summary').click();
  await page.locator('details.settings fieldset.edits').waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

test('the page names its chunks for the offline cache', async () => {
  const { context, page } = await freshPage();
  await page.goto(base);
  const named = await page.locator('meta[name=acklab-chunks]').getAttribute('content');
  const names = named.split(' ');
  assert.ok(names.some((name) => /^acklab-split-[0-9a-f]{12,16}\.js$/.test(name)), named);
  assert.ok(names.some((name) => /^acklab-split-split_settings-[0-9a-f]{12,16}\.wasm$/.test(name)), named);
  for (const name of names) {
    const response = await page.request.get(`${base}${name}`);
    assert.equal(response.status(), 200, name);
  }
  await context.close();
});
