// The page locked down: its Content-Security-Policy lets the app do everything a learner
// does and nothing else, no request leaves its origin, and a scenario's own texts (an
// order's key, a field name in an error) are shown as text, never as markup.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, closeApp } from './serve.mjs';

let server, browser, base;

before(async () => ({ server, base, browser } = await openApp()));

after(() => closeApp({ server, browser }));

/** A page whose CSP violations, page errors and requests are recorded. */
async function watched() {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
  const requests = [];
  context.on('request', (request) => requests.push(request.url()));
  await context.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__violations.push(`${e.violatedDirective}: ${e.blockedURI || e.sample}`);
    });
  });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  return { context, page, errors, requests };
}

const violations = (page) => page.evaluate(() => window.__violations);

async function download(page, name) {
  await page.locator('details.files > summary').click();
  await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name }).click()]);
}

test('under its Content-Security-Policy a whole session works, and every request stays on the origin', async () => {
  const { context, page, errors, requests } = await watched();
  await page.goto(base);
  await page.getByRole('status').waitFor();
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  for (const directive of ["default-src 'self'", "'wasm-unsafe-eval'", "object-src 'none'", "base-uri 'none'", "style-src 'self'"]) {
    assert.ok(policy.includes(directive), `the policy has ${directive}: ${policy}`);
  }
  assert.doesNotMatch(policy, /unsafe-inline/);
  // Run, explore, another language, a lesson, the files a learner takes away.
  await page.getByRole('button', { name: 'Run to end', exact: true }).click();
  await page.getByRole('button', { name: 'Explore every single fault' }).click();
  await page.locator('.explorer .scope').waitFor();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('uk');
  await page.waitForFunction(() => document.documentElement.lang === 'uk');
  await page.goto(`${base}?lesson=lost-ack-redelivers`);
  await page.getByRole('button', { name: 'Skip the question' }).click();
  await page.getByRole('button', { name: 'Run to end', exact: true }).click();
  await page.getByRole('status').waitFor();
  await download(page, 'The timeline to the tick on screen, as PNG (2×, for slides)');
  await download(page, 'Save the scenario (.acklab.json)');
  await page.locator('details.files > summary').click();
  await page.getByRole('button', { name: 'Glossary', exact: true }).click();
  await page.locator('dl.glossary dt').first().waitFor();
  await page.waitForLoadState('networkidle');
  assert.deepEqual(await violations(page), []);
  assert.deepEqual(errors, []);
  const origin = new URL(base).origin;
  const foreign = requests.filter((url) => !url.startsWith(origin + '/') && !/^(data|blob):/.test(url));
  assert.deepEqual(foreign, [], 'no request leaves the origin');
  assert.ok(requests.some((url) => url.includes('/locales/uk.ftl')), 'the session fetched the Ukrainian texts');

  // The policy is in force: a script written into the page does not run.
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__ran = true';
    document.body.append(script);
    return window.__ran === true;
  });
  assert.equal(ran, false, 'an injected inline script is blocked');
  await page.waitForFunction(() => window.__violations.length > 0);
  assert.match((await violations(page))[0], /script-src/);
  await context.close();
});

const markup = '<img src=x onerror="window.__pwned=1">';

test("markup in a scenario's texts is shown as text, never as an element", async () => {
  const { context, page, errors } = await watched();
  const scenario = {
    format: 'acklab/2',
    messages: [
      { id: 'm1', op: 'set_status', key: markup, status: 'shipped', version: 2 },
      { id: 'm2', op: 'set_status', key: markup, status: 'paid', version: 1 },
    ],
    broker: { kind: 'log' },
    pipeline: ['poll', 'apply', 'commit_offset'],
  };
  await page.goto(`${base}#s=${Buffer.from(JSON.stringify(scenario)).toString('base64url')}`);
  await page.getByRole('status').waitFor();
  await page.getByRole('button', { name: 'Run to end', exact: true }).click();
  await page.getByRole('status').filter({ hasText: 'out of order' }).waitFor();
  assert.ok((await page.locator('main').textContent()).includes(markup), 'the key is on screen as written');
  // A field name in an error, echoed in the notice. Pasted into the open tab: the app
  // keeps its scenario and says why the link was refused.
  const bad = { format: 'acklab/1', messages: [{ id: 'm1', op: 'deposit' }], pipeline: ['receive', 'apply', 'ack'] };
  bad['<b id="evil">x</b>'] = 1;
  await page.goto(`${base}#s=${Buffer.from(JSON.stringify(bad)).toString('base64url')}`);
  const alert = await page.getByRole('alert').first().textContent();
  assert.match(alert, /could not be opened/);
  assert.match(alert, /<b id=/);
  assert.equal(await page.locator('#evil').count(), 0);
  assert.equal(await page.evaluate(() => document.querySelectorAll('img[onerror], [onerror]').length), 0);
  assert.equal(await page.evaluate(() => window.__pwned), undefined);
  assert.deepEqual(errors, []);
  await context.close();
});
