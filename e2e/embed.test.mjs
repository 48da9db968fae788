// AckLab in a course page: the app in an iframe never adds entries to the host tab's
// history, a frame sandboxed too strictly shows a readable message instead of a blank
// box, and a browser that refuses local storage still gets the app.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { root, openApp, closeApp } from './serve.mjs';

let server, browser, base;

before(async () => ({ server, base, browser } = await openApp()));

after(() => closeApp({ server, browser }));

/** A course page on the app's own origin that frames the app with these attributes. */
async function host(attributes, src = './') {
  const page = await browser.newPage({ viewport: { width: 1000, height: 900 }, reducedMotion: 'reduce' });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.route(`${base}course.html`, (route) => route.fulfill({
    contentType: 'text/html',
    body: `<!doctype html><html lang="en"><title>Course</title><h1>Course page</h1><iframe title="AckLab" src="${src}" width="720" height="700" ${attributes}></iframe>`,
  }));
  await page.goto(`${base}course.html`);
  return { page, errors, frame: page.frameLocator('iframe') };
}

test('framed, the app never adds entries to the host tab\'s history', async () => {
  const { page, errors, frame } = await host('', './?lesson=ack-first-loses');
  await frame.locator('body > .app .lesson').waitFor();
  const before = await page.evaluate(() => history.length);
  await frame.getByRole('button', { name: 'Skip the question' }).click();
  await frame.getByRole('button', { name: 'Next lesson' }).click();
  await frame.locator('#lesson-title', { hasText: 'Work first, then ack' }).waitFor();
  await frame.getByRole('button', { name: 'Skip the question' }).click();
  await frame.getByRole('button', { name: 'Next lesson' }).click();
  await frame.getByRole('button', { name: 'Skip the question' }).click();
  await frame.getByRole('button', { name: 'Explore every single fault' }).click();
  await frame.locator('.matrix button.cell').first().click();
  await frame.getByRole('button', { name: 'Close the lesson' }).click();
  assert.equal(await page.evaluate(() => history.length), before, 'Back leaves the course page at once');
  assert.deepEqual(errors, []);
  await page.close();
});

test('a frame sandboxed with allow-scripts alone says what it needs instead of staying blank', async () => {
  const { page, frame } = await host('sandbox="allow-scripts"');
  const message = frame.locator('#boot');
  await message.waitFor({ state: 'attached' });
  await page.waitForTimeout(4500);
  assert.equal(await message.evaluate((e) => getComputedStyle(e).opacity), '1', 'the message has appeared');
  assert.match(await message.textContent(), /allow-scripts allow-same-origin/);
  await page.close();
});

test('with allow-scripts allow-same-origin the app runs and its start-up message is gone', async () => {
  const { page, errors, frame } = await host('sandbox="allow-scripts allow-same-origin"');
  await frame.getByRole('status').waitFor();
  assert.equal(await frame.locator('#boot').count(), 0);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a browser that refuses local storage still gets the app', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.addInitScript(() => Object.defineProperty(window, 'localStorage', {
    get() { throw new DOMException('The operation is insecure.', 'SecurityError'); },
  }));
  await page.goto(base);
  await page.getByRole('status').waitFor();
  await page.locator('details.settings > summary').click();
  await page.getByRole('button', { name: 'Run to end', exact: true }).click();
  assert.deepEqual(errors, []);
  await page.close();
});

/** The README's host snippet, as written, framing `src` instead of its example address. */
async function readmeHost(src, viewport = { width: 1000, height: 900 }) {
  const readme = await readFile(`${root}README.md`, 'utf8');
  const snippet = readme.split('<!-- host-snippet')[1].split('```html')[1].split('```')[0];
  const body = snippet.replace(/src="[^"]*"/, `src="${src}"`)
    .replace('<script>', '<script>window.heard = []; addEventListener("message", (e) => window.heard.push(e.data));');
  const page = await browser.newPage({ viewport, reducedMotion: 'reduce' });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.route(`${base}readme-host.html`, (route) => route.fulfill({
    contentType: 'text/html',
    body: `<!doctype html><html lang="en"><title>Course</title><body style="margin: 0"><h1>Course page</h1>${body}</body></html>`,
  }));
  await page.goto(`${base}readme-host.html`);
  return { page, errors, frame: page.frameLocator('iframe') };
}

const heard = (page, type) => page.evaluate((t) => window.heard.filter((m) => m.type === t), type);

test('the README\'s host page sizes the frame to the app and hears the lesson\'s progress', async () => {
  const { page, errors, frame } = await readmeHost('./?embed&lesson=ack-first-loses');
  await frame.locator('body > .app .lesson').waitFor();
  assert.equal(await frame.locator('header.top').count(), 0, 'no page header in an embed');
  const open = frame.getByRole('link', { name: /Open in AckLab/ });
  assert.equal(await open.getAttribute('target'), '_blank');
  const href = await open.getAttribute('href');
  assert.match(href, /lesson=ack-first-loses/);
  assert.doesNotMatch(href, /embed/);
  assert.equal(await frame.getByRole('button', { name: 'Close the lesson' }).count(), 0, 'the lesson is pinned');
  // The frame takes the height the app reports, so the frame itself never scrolls.
  await page.waitForFunction(() => window.heard.some((m) => m.type === 'acklab:height'));
  await page.waitForFunction(() => {
    const last = window.heard.filter((m) => m.type === 'acklab:height').pop();
    return document.querySelector('iframe').getBoundingClientRect().height === last.height;
  });
  const inside = await frame.locator('html').evaluate((e) => [e.scrollHeight, e.clientHeight]);
  assert.ok(inside[0] <= inside[1] + 1, `no scrollbar inside the frame: ${inside}`);
  await frame.getByRole('radio').first().check();
  await frame.getByRole('button', { name: 'Lock in my answer' }).click();
  await page.waitForFunction(() => window.heard.some((m) => m.type === 'acklab:lesson-answered'));
  const [answered] = await heard(page, 'acklab:lesson-answered');
  assert.equal(answered.lesson, 'ack-first-loses');
  assert.equal(typeof answered.answer, 'string');
  await frame.getByRole('button', { name: 'Run to end', exact: true }).click();
  await page.waitForFunction(() => window.heard.some((m) => m.type === 'acklab:lesson-completed'));
  const [completed] = await heard(page, 'acklab:lesson-completed');
  assert.equal(completed.lesson, 'ack-first-loses');
  assert.equal(completed.correct, completed.answer === completed.expected);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a locked frame plays the run but refuses edits, and shows only the panels asked for', async () => {
  const { page, errors, frame } = await readmeHost('./?embed&lock&panels=consumer,verdict,timeline,bogus');
  await frame.getByRole('status').waitFor();
  assert.equal(await frame.locator('.system').count(), 0, 'the system panel was not asked for');
  await frame.locator('.notice', { hasText: 'bogus' }).waitFor();
  await frame.locator('.notice button').click();
  const lines = await frame.locator('.editor li.line').allTextContents();
  assert.ok(await frame.locator('.editor .gutter').first().isDisabled(), 'the crash gutter is disabled');
  await frame.locator('.editor li.line').first().focus();
  await frame.locator('.editor li.line').first().press('Alt+ArrowDown');
  await frame.locator('.notice', { hasText: 'only plays the run' }).waitFor();
  assert.deepEqual(await frame.locator('.editor li.line').allTextContents(), lines, 'the order is unchanged');
  const before = await frame.getByRole('status').textContent();
  await frame.getByRole('button', { name: 'Run to end', exact: true }).click();
  await frame.getByRole('status').filter({ hasNotText: before }).waitFor();
  assert.deepEqual(errors, []);
  await page.close();
});

test('an embed is usable in a 600×400 frame', async () => {
  const { page, errors, frame } = await host('width="600" height="400" style="width: 600px; height: 400px"', './?embed');
  await frame.getByRole('status').waitFor();
  const widest = await frame.locator('body').evaluate(() => document.documentElement.scrollWidth);
  assert.ok(widest <= 600, `nothing wider than the frame: ${widest}`);
  await frame.getByRole('button', { name: 'Step', exact: true }).click();
  assert.deepEqual(errors, []);
  await page.close();
});

test('the Embed dialog makes the snippet for the lesson on screen, with a live preview and a Copy button', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base.slice(0, -1) });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(`${base}?lesson=ack-first-loses&lang=uk`);
  await page.locator('body > .app .lesson').waitFor();
  await page.locator('details.files > summary').click();
  await page.getByRole('button', { name: 'Вбудувати в сторінку курсу…' }).click();
  // The menu folded under the focus: the app moves it into the dialog's first field.
  await page.waitForFunction(() => document.activeElement?.matches('.embed-panels input'));
  const dialog = page.locator('.embed-dialog');
  await dialog.getByLabel(/Часова шкала/).uncheck();
  await dialog.getByLabel(/Заблоковано/).check();
  const code = await dialog.locator('textarea').inputValue();
  assert.match(code, /<iframe id="acklab"[^>]*src="[^"]*\?embed&amp;lang=uk&amp;panels=consumer,system,verdict,lesson&amp;lock&amp;lesson=ack-first-loses"/);
  assert.match(code, /acklab:height/);
  // The preview is the frame the code makes.
  const preview = dialog.locator('iframe.embed-preview');
  assert.match(await preview.getAttribute('src'), /panels=consumer,system,verdict,lesson&lock&lesson=ack-first-loses$/);
  const inside = page.frameLocator('iframe.embed-preview');
  await inside.locator('body > .app .lesson').waitFor();
  assert.equal(await inside.locator('.timeline').count(), 0, 'the timeline was left out');
  await dialog.getByRole('button', { name: 'Скопіювати код' }).click();
  await page.locator('.toast', { hasText: 'скопійовано' }).waitFor();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), code);
  assert.deepEqual(errors, []);
  await context.close();
});
