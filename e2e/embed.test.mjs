// AckLab in a course page: the app in an iframe never adds entries to the host tab's
// history, a frame sandboxed too strictly shows a readable message instead of a blank
// box, and a browser that refuses local storage still gets the app.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchChromium, serveDist } from './serve.mjs';

let server, browser, base;

before(async () => {
  ({ server, base } = await serveDist());
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  server?.close();
});

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
  await frame.locator('.lesson').waitFor();
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
