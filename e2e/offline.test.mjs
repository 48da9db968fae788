// A classroom with a flaky network: after one online visit the app loads offline, and
// a new version of the site is offered with a reload.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { root, openApp, closeApp } from './serve.mjs';

let server, browser, base;
// A second "deploy" of the site: the stylesheet gets a new hashed name (the same file
// served under it).
let deployed = false;
let oldName, newName;

before(async () => {
  const page = await readFile(join(root, 'dist-release/index.html'), 'utf8');
  oldName = page.match(/app-[0-9a-f]+\.css/)[0];
  newName = oldName.replace(/-[0-9a-f]{4}/, '-ffff');
  ({ server, base, browser } = await openApp({
    rewrite: (path, body) => (deployed && path === '/'
      ? Buffer.from(body.toString().replace(oldName, newName))
      : body),
    resolve: (path) => path.replace(newName, oldName),
  }));
});

after(() => closeApp({ server, browser }));

/** Waits until `check(arg)`, an async function run in the page, resolves to true.
 * Not `page.waitForFunction`: it does not await a promise, and a promise is truthy, so
 * an async check there passes at once (microsoft/playwright#29132). */
async function until(page, check, arg, timeout = 30000) {
  const deadline = Date.now() + timeout;
  while (!(await page.evaluate(check, arg))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${check}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A fresh browser profile's first visit, with the service worker in charge. */
async function firstVisit(address) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(address);
  await page.getByRole('status').waitFor();
  await page.evaluate(() => navigator.serviceWorker.ready);
  // The worker caches what the page fetched before it was in charge.
  await until(page, async () => (await (await caches.open('acklab-1')).keys()).length >= 5);
  return { context, page, errors };
}

test('after one online visit the app and its lesson texts load offline', async () => {
  const { context, page, errors } = await firstVisit(`${base}?lesson=ack-first-loses&lang=uk`);
  await page.locator('#lesson-title').waitFor();
  // Every Ukrainian text is kept: the interface's and the lessons' (one bundle of them).
  // And what an open lesson fetches besides: the lessons' files (scenario and
  // question, one bundle) and the glossary. Under load these are cached last.
  await until(page, async () => {
    const keys = (await (await caches.open('acklab-1')).keys()).map((r) => new URL(r.url).pathname);
    return ['/locales/uk.ftl', '/lessons/bundle-uk.ftl.txt', '/lessons/bundle-lesson.json.txt', '/lessons/glossary.json']
      .every((path) => keys.some((key) => key.endsWith(path)));
  });
  await context.setOffline(true);
  await page.reload();
  await page.locator('#lesson-title').waitFor();
  assert.equal(await page.locator('html').getAttribute('lang'), 'uk');
  await page.getByRole('button', { name: 'Пропустити питання' }).click();
  await page.getByRole('button', { name: 'До кінця' }).click();
  await page.locator('.grade').waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

test('a new version of the site is offered with a reload', async () => {
  deployed = false;
  const { context, page } = await firstVisit(base);
  deployed = true;
  await page.reload();
  const notice = page.locator('.update-notice');
  await notice.waitFor();
  assert.match(await notice.textContent(), /new version/);
  await Promise.all([page.waitForEvent('load'), notice.getByRole('button', { name: 'Reload' }).click()]);
  await page.getByRole('status').first().waitFor();
  assert.ok((await page.content()).includes(newName), 'the reload shows the new version');
  deployed = false;
  await context.close();
});

test('after one online exploration the explorer works offline too', async () => {
  const { context, page, errors } = await firstVisit(base);
  // The worker's files are fetched on the first exploration, through the service
  // worker, which keeps them (their addresses carry the build's version).
  await page.getByRole('button', { name: 'Explore every single fault' }).click();
  await page.locator('.explorer .scope').waitFor();
  await until(page, async () => {
    const keys = (await (await caches.open('acklab-1')).keys()).map((r) => r.url);
    return ['/explorer.js?v=', '/acklab-explorer.js?v=', '/acklab-explorer_bg.wasm?v='].every((name) => keys.some((u) => u.includes(name)));
  });
  await context.setOffline(true);
  await page.reload();
  await page.getByRole('status').first().waitFor();
  await page.getByRole('button', { name: 'Explore every pair of faults too' }).click();
  await page.getByText('The explorer tried every single fault and every pair of faults').waitFor();
  assert.equal(await page.locator('.notice').count(), 0, 'no "could not run" notice');
  assert.deepEqual(errors, []);
  await context.close();
});

test('after one online visit the Files menu saves offline, without having been used', async () => {
  const { context, page, errors } = await firstVisit(base);
  await until(page, async () => (await (await caches.open('acklab-1')).keys()).some((r) => r.url.includes('/files.js?v=')));
  await context.setOffline(true);
  await page.reload();
  await page.getByRole('status').first().waitFor();
  await page.locator('details.files > summary').click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Save the scenario (.acklab.json)' }).click(),
  ]);
  assert.equal(download.suggestedFilename(), 'acklab-scenario.acklab.json');
  assert.equal(await page.locator('.notice').count(), 0, 'no "could not be fetched" notice');
  assert.deepEqual(errors, []);
  await context.close();
});

test('after one online visit the parts fetched on first use open offline, without having been opened', async () => {
  const { context, page, errors } = await firstVisit(base);
  // The page names its chunks (xtask/src/split.rs); the service worker keeps them.
  const chunks = (await page.locator('meta[name=acklab-chunks]').getAttribute('content')).split(' ');
  await until(page, async (names) => {
    const keys = (await (await caches.open('acklab-1')).keys()).map((r) => r.url);
    return names.every((name) => keys.some((url) => url.endsWith(`/${name}`)));
  }, chunks);
  await context.setOffline(true);
  await page.reload();
  await page.getByRole('status').first().waitFor();
  await page.locator('details.settings > summary').click();
  await page.locator('details.settings fieldset.edits').waitFor();
  for (const [item, drawn] of [['Embed in a course page…', '.embed-dialog'], ['Add this scenario to a deck…', '.deck-editor']]) {
    await page.locator('details.files > summary').click();
    await page.getByRole('button', { name: item, exact: true }).click();
    await page.locator(`body > .app ${drawn}`).waitFor();
  }
  // Lessons whose first view draws a part, offline: their texts and scenarios are one
  // bundle, kept once any lesson was open online (one that draws no part).
  await context.setOffline(false);
  await page.goto(`${base}?lesson=ack-first-loses`);
  await page.locator('#lesson-title').waitFor();
  await until(page, async () => {
    const keys = (await (await caches.open('acklab-1')).keys()).map((r) => r.url);
    return ['/lessons/bundle-lesson.json.txt', '/lessons/bundle-en.ftl.txt'].every((b) => keys.some((url) => url.includes(b)));
  });
  await context.setOffline(true);
  for (const [lesson, drawn] of [['dual-write-phantom-order', 'section.producer'], ['rebalance-replays-from-commit', '.broker li.partition']]) {
    await page.goto(`${base}?lesson=${lesson}`);
    await page.locator(`body > .app ${drawn}`).first().waitFor();
  }
  assert.equal(await page.locator('.part-failed').count(), 0, 'no "could not be fetched" notice');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a newer version of a versioned file replaces the older one in the cache, and only that file', async () => {
  const { context, page, errors } = await firstVisit(base);
  // The page's fetches go through the service worker once it is in charge; a text
  // fetched under a new `?v=` (a new build's texts) makes the old copy useless.
  await until(page, async () => !!navigator.serviceWorker.controller);
  const kept = await page.evaluate(async () => {
    for (const address of ['locales/en.ftl?v=old-1', 'locales/uk.ftl?v=old-1', 'locales/en.ftl?v=new-2']) {
      await (await fetch(address)).text();
    }
    const keys = (await (await caches.open('acklab-1')).keys()).map((r) => new URL(r.url));
    return keys.filter((u) => u.pathname.startsWith('/locales/')).map((u) => u.pathname + u.search).sort();
  });
  assert.deepEqual(kept.filter((k) => k.startsWith('/locales/en.ftl')), ['/locales/en.ftl?v=new-2'],
    'the older versions of en.ftl, the build\'s own included, are dropped');
  assert.ok(kept.includes('/locales/uk.ftl?v=old-1'), 'another file keeps its version');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the service worker neither keeps nor serves the pictures of first views', async () => {
  const { context, page, errors } = await firstVisit(base);
  await until(page, async () => !!navigator.serviceWorker.controller);
  // A picture the page could ask for (index.html's script): a lesson in Ukrainian.
  const picture = await page.evaluate(() => {
    const [version, lesson] = document.querySelector('meta[name=acklab-prerendered]').content.split(' ');
    return `prerender/${version}/page-${lesson}-uk.html`;
  });
  const fetched = (address) => page.evaluate(async (a) => {
    try {
      return (await fetch(a)).status;
    } catch {
      return 'failed';
    }
  }, address);
  assert.equal(await fetched(picture), 200);
  // A file the worker does keep, fetched after the picture: once it is kept, the
  // picture would have been too.
  assert.equal(await fetched('locales/en.ftl?v=after-the-picture'), 200);
  await until(page, async () => (await (await caches.open('acklab-1')).keys()).some((r) => r.url.endsWith('?v=after-the-picture')));
  const pictures = await page.evaluate(async () => (await (await caches.open('acklab-1')).keys())
    .map((r) => r.url).filter((url) => url.includes('/prerender/')));
  assert.deepEqual(pictures, []);
  await context.setOffline(true);
  assert.equal(await fetched(picture), 'failed', 'offline, the picture is not served from a cache');
  assert.deepEqual(errors, []);
  await context.close();
});
