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
  const shared = [];
  const errors = [];
  // The chunks' loader script comes with the app's glue, which imports it; the chunks
  // themselves are the WebAssembly files: a part's own (`split_<part>`), and code two
  // parts share (`chunk_<n>`), fetched with the first of them.
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/acklab-split-split_.*\.wasm$/.test(path)) fetched.push(path);
    else if (/acklab-split-.*\.wasm$/.test(path)) shared.push(path);
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  return { context, page, fetched, shared, errors };
}

test('the first load fetches no chunk; unfolding the settings fetches theirs', async () => {
  const { context, page, fetched, shared, errors } = await freshPage();
  await page.goto(base);
  await page.getByRole('status').first().waitFor();
  await page.locator('.timeline').first().waitFor();
  assert.deepEqual(fetched, [], 'no chunk on the first load');
  assert.deepEqual(shared, [], 'no shared chunk on the first load');
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

/** The chunk names fetched, without their version. */
const bare = (fetched) => fetched.map((path) => path.replace(/-[0-9a-f]{12,16}/, ''));

// The Files menu's items that open a part: the menu folds under the focus, so the part
// takes the focus when it arrives (src/components/lazy.rs).
const MENU_PARTS = [
  { chunk: 'split_deck_editor', item: 'Add this scenario to a deck…', drawn: '.deck-editor', focus: 'deck-slide-title' },
  { chunk: 'split_embed_dialog', item: 'Embed in a course page…', drawn: '.embed-dialog', focus: 'embed-first-panel' },
];

for (const { chunk, item, drawn, focus } of MENU_PARTS) {
  test(`the Files menu's "${item}" opens a part after a failed fetch: the retry fetches it and its field takes the focus`, async () => {
    const { context, page, fetched, errors } = await freshPage();
    await page.goto(base);
    await page.getByRole('status').first().waitFor();
    await page.locator('.timeline').first().waitFor();
    const open = async () => {
      await page.locator('details.files > summary').click();
      await page.getByRole('button', { name: item, exact: true }).click();
    };
    chunksDown = true;
    await open();
    const failed = page.locator('.part-failed');
    await failed.waitFor();
    assert.match(await failed.textContent(), /This part of AckLab could not be fetched/);
    chunksDown = false;
    await failed.getByRole('button', { name: 'Try again' }).click();
    await page.locator(`body > .app ${drawn}`).waitFor();
    // The retry button went with the failure, so nothing had the focus: the part takes it.
    await page.waitForFunction((id) => document.activeElement?.id === id, focus);
    assert.equal(await page.locator('.part-failed, .part-waiting').count(), 0);
    assert.deepEqual(bare(fetched), [`/acklab-split-${chunk}.wasm`, `/acklab-split-${chunk}.wasm`], 'the failed try, then the retry');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`"${item}" on a fresh page: the part's chunk is fetched once and its field has the focus`, async () => {
    const { context, page, fetched, errors } = await freshPage();
    await page.goto(base);
    await page.getByRole('status').first().waitFor();
    await page.locator('.timeline').first().waitFor();
    assert.deepEqual(fetched, [], 'no chunk on the first load');
    await page.locator('details.files > summary').click();
    await page.getByRole('button', { name: item, exact: true }).click();
    await page.locator(`body > .app ${drawn}`).waitFor();
    await page.waitForFunction((id) => document.activeElement?.id === id, focus);
    assert.deepEqual(bare(fetched), [`/acklab-split-${chunk}.wasm`]);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

// A lesson whose first view draws a part: the part is fetched before the app mounts,
// so the first frame is drawn whole (no "loading" line that then grows into the part).
const FIRST_VIEW_PARTS = [
  { chunk: 'split_producer', lesson: 'dual-write-phantom-order', drawn: 'section.producer' },
  { chunk: 'split_log_view', lesson: 'rebalance-replays-from-commit', drawn: '.broker li.partition' },
];

for (const { chunk, lesson, drawn } of FIRST_VIEW_PARTS) {
  test(`?lesson=${lesson}: its part (${chunk}) is fetched before the first frame, which never shows it loading`, async () => {
    const { context, page, fetched, errors } = await freshPage();
    // Records, from the page's first script on, whether a part's "loading" line or
    // failure was ever in the page.
    await page.addInitScript(() => {
      window.partLines = [];
      new MutationObserver(() => {
        for (const line of document.querySelectorAll('.part-waiting, .part-failed')) window.partLines.push(line.className);
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${base}?lesson=${lesson}`);
    await page.locator(`body > .app ${drawn}`).first().waitFor();
    assert.deepEqual(await page.evaluate(() => window.partLines), []);
    assert.deepEqual(bare(fetched), [`/acklab-split-${chunk}.wasm`]);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`?lesson=${lesson} with its chunk down: the app starts, says the part could not be fetched, and the retry draws it`, async () => {
    const { context, page, errors } = await freshPage();
    chunksDown = true;
    try {
      await page.goto(`${base}?lesson=${lesson}`);
      const failed = page.locator('body > .app .part-failed');
      await failed.first().waitFor();
      await page.locator('body > .app .lesson').waitFor();
      chunksDown = false;
      await failed.first().getByRole('button', { name: 'Try again' }).click();
      await page.locator(`body > .app ${drawn}`).first().waitFor();
      assert.equal(await page.locator('.part-failed, .part-waiting').count(), 0);
      assert.deepEqual(errors, []);
    } finally {
      chunksDown = false;
      await context.close();
    }
  });
}

test('a part\'s chunk that never answers holds the start back 2.5 s at most: the lesson is drawn with the part\'s loading line', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  // A stalled classroom network: the producer's chunk is asked for and never answered.
  await context.route(/acklab-split-split_producer-.*\.wasm$/, () => {});
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(`${base}?lesson=dual-write-phantom-order`);
  await page.locator('body > .app .lesson').waitFor({ timeout: 10000 });
  await page.locator('body > .app .part-waiting').waitFor();
  await page.locator('body > .app .timeline').first().waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

test('a lesson link\'s picture has the page fetch the chunks of its parts beside the module, not after it', async () => {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
  let moduleSent = null;
  let chunkAsked = null;
  // The module held back 1.5 s, as a phone's link would: the part's chunk is asked for
  // meanwhile, on the picture's word (index.html), not once the module runs.
  await context.route(/acklab-web-[0-9a-f]+_bg\.wasm$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    moduleSent = Date.now();
    await route.fallback();
  });
  const page = await context.newPage();
  const errors = [];
  const asked = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('request', (request) => {
    if (!/acklab-split-split_producer-.*\.wasm$/.test(request.url())) return;
    asked.push(request.url());
    chunkAsked ??= Date.now();
  });
  await page.goto(`${base}?lesson=dual-write-phantom-order`);
  await page.locator('body > .app section.producer').waitFor();
  assert.ok(chunkAsked !== null && moduleSent !== null && chunkAsked < moduleSent,
    `the chunk was asked for at ${chunkAsked}, the module sent at ${moduleSent}`);
  assert.equal(asked.length, 1, 'the preloaded answer is the one the loader uses');
  assert.deepEqual(errors, []);
  await context.close();
});
