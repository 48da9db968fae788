// Taking a run away from the screen: printing it as a handout.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, closeApp } from './serve.mjs';

let server, browser, base;

before(async () => ({ server, base, browser } = await openApp()));

after(() => closeApp({ server, browser }));

test('printing a run gives the scenario, the verdict with explanations, the whole timeline and the tables', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${base}?lesson=ack-first-loses`);
  await page.getByRole('button', { name: 'Skip the question' }).click();
  await page.getByRole('button', { name: 'Run to end', exact: true }).click();
  await page.emulateMedia({ media: 'print' });
  for (const hidden of ['.controls', '.top-actions', '.palette', '.explorer', '.faults select']) {
    assert.equal(await page.locator(hidden).first().isVisible(), false, `${hidden} is not printed`);
  }
  for (const shown of ['.editor li.line', '.faults li', '.verdict ol.causes', '.timeline svg', '.tables table']) {
    assert.ok(await page.locator(shown).first().isVisible(), `${shown} is printed`);
  }
  const clipped = await page.locator('.timeline-scroll').evaluate((e) => e.scrollHeight > e.clientHeight + 1);
  assert.equal(clipped, false, 'the whole timeline is printed, not a scrolled window of it');
  const pdf = await page.pdf({ format: 'A4' });
  assert.ok(pdf.subarray(0, 5).toString() === '%PDF-' && pdf.length > 10_000);
  await page.close();
});

/** The file a click on the Files menu's item `name` downloads: [file name, bytes]. */
async function downloaded(page, name) {
  await page.locator('details.files > summary').click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name }).click()]);
  const chunks = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk);
  return [download.suggestedFilename(), Buffer.concat(chunks)];
}

test('a scenario saved as a file opens back to the same run, and a broken file is refused', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(`${base}?lesson=lost-ack-redelivers`);
  await page.getByRole('button', { name: 'Skip the question' }).click();
  await page.getByRole('button', { name: 'Run to end', exact: true }).click();
  const verdict = await page.getByRole('status').textContent();
  const [name, bytes] = await downloaded(page, 'Save the scenario (.acklab.json)');
  assert.equal(name, 'acklab-lost-ack-redelivers.acklab.json');
  const saved = JSON.parse(bytes.toString());
  assert.equal(saved.format, 'acklab/1');

  const other = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  other.on('pageerror', (e) => errors.push(String(e)));
  await other.goto(base);
  await other.getByRole('status').waitFor();
  await other.locator('details.files > summary').click();
  const [chooser] = await Promise.all([other.waitForEvent('filechooser'), other.getByRole('button', { name: 'Open a scenario file…' }).click()]);
  await chooser.setFiles({ name, mimeType: 'application/json', buffer: bytes });
  await other.getByRole('button', { name: 'Run to end', exact: true }).click();
  assert.equal(await other.getByRole('status').textContent(), verdict, 'the same run');
  const before = other.url();

  // A dropped file that is not a scenario is refused with the reason, as a link is.
  await other.evaluate(() => {
    const data = new DataTransfer();
    data.items.add(new File(['{"format": "acklab/1", "messages": [{"id": "m1", "op": "refund"}], "pipeline": ["receive"]}'], 'bad.acklab.json'));
    document.querySelector('main').dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
  });
  const notice = other.locator('.notice', { hasText: 'could not be opened' });
  await notice.waitFor();
  assert.match(await notice.textContent(), /messages\[0\]\.op/);
  assert.equal(other.url(), before, 'nothing changed');
  assert.deepEqual(errors, []);
  await page.close();
  await other.close();
});

test('the timeline saves as a standalone SVG and as a PNG at twice its size', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
  await page.goto(`${base}?lesson=ack-first-loses`);
  await page.getByRole('button', { name: 'Skip the question' }).click();
  await page.getByRole('button', { name: 'Run to end', exact: true }).click();
  const [svgName, svg] = await downloaded(page, 'The timeline to the tick on screen, as SVG');
  assert.equal(svgName, 'acklab-ack-first-loses-timeline.svg');
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    const root = doc.documentElement;
    return { error: doc.querySelector('parsererror') !== null, name: root.localName, width: Number(root.getAttribute('width')), text: root.textContent };
  }, svg.toString());
  assert.equal(parsed.error, false, 'well-formed XML');
  assert.equal(parsed.name, 'svg');
  assert.match(parsed.text, /t=0/);
  assert.match(svg.toString(), /fill:/, 'the look is inlined, not left to a stylesheet');
  const [pngName, png] = await downloaded(page, 'The timeline to the tick on screen, as PNG (2×, for slides)');
  assert.equal(pngName, 'acklab-ack-first-loses-timeline.png');
  assert.deepEqual([...png.subarray(0, 8)], [137, 80, 78, 71, 13, 10, 26, 10], 'a PNG file');
  assert.equal(png.readUInt32BE(16), parsed.width * 2, 'twice as wide as the SVG');
  await page.close();
});

test('the Files menu fetches its saving script on first use, once, and says so if it cannot', async () => {
  // Without the offline worker, whose own fetches the test's routes do not see (the
  // offline test covers it).
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, acceptDownloads: true, serviceWorkers: 'block' });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const fetched = [];
  page.on('request', (request) => { if (new URL(request.url()).pathname.endsWith('/files.js')) fetched.push(request.url()); });
  // The first try fails, as on a dropped connection; the second gets a script that
  // defines nothing (a portal's answer in its place); the third works.
  let tries = 0;
  await page.route('**/files.js*', (route) => {
    tries += 1;
    if (tries === 1) return route.abort();
    if (tries === 2) return route.fulfill({ contentType: 'text/javascript', body: '/* not AckLab */' });
    return route.continue();
  });
  await page.goto(`${base}?lesson=ack-first-loses`);
  await page.getByRole('button', { name: 'Skip the question' }).click();
  await page.getByRole('button', { name: 'Run to end', exact: true }).click();
  // Nor for the menu's other items, which only fold it.
  await page.locator('details.files > summary').click();
  await page.getByRole('button', { name: 'Glossary' }).click();
  await page.keyboard.press('Escape');
  assert.deepEqual(fetched, [], 'not on the first load');
  // The release page names the script with its build's version.
  assert.match(await page.locator('meta[name=acklab-files]').getAttribute('content'), /^files\.js\?v=[0-9a-f]{16}$/);
  await page.locator('details.files > summary').click();
  await page.getByRole('button', { name: 'The timeline to the tick on screen, as SVG' }).click();
  const notice = page.locator('.notice', { hasText: 'could not be fetched' });
  await notice.waitFor();
  await notice.getByRole('button').click();
  await page.locator('details.files > summary').click();
  await page.getByRole('button', { name: 'The timeline to the tick on screen, as SVG' }).click();
  await notice.waitFor();
  // Choosing again tries again, and works; a second choice fetches nothing more.
  const [svg] = await downloaded(page, 'The timeline to the tick on screen, as SVG');
  assert.equal(svg, 'acklab-ack-first-loses-timeline.svg');
  const [json] = await downloaded(page, 'Save the scenario (.acklab.json)');
  assert.equal(json, 'acklab-ack-first-loses.acklab.json');
  assert.equal(fetched.length, 3, `two failed fetches and one that worked: ${fetched}`);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the verdict and the tables save as one PNG at twice their size', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
  await page.goto(`${base}?lesson=ack-first-loses`);
  await page.getByRole('button', { name: 'Skip the question' }).click();
  await page.getByRole('button', { name: 'Run to end', exact: true }).click();
  const width = await page.locator('.verdict').evaluate((e) => Math.ceil(e.getBoundingClientRect().width));
  const [name, png] = await downloaded(page, 'The verdict and the tables as PNG (2×)');
  assert.equal(name, 'acklab-ack-first-loses-results.png');
  assert.deepEqual([...png.subarray(0, 8)], [137, 80, 78, 71, 13, 10, 26, 10], 'a PNG file');
  assert.equal(png.readUInt32BE(16), (width + 24) * 2, 'twice as wide as the panels and their margin');
  assert.ok(png.length > 20_000, `the picture has content (${png.length} bytes)`);
  await page.close();
});

test('share links are deflated, open again, and links made before still open', async () => {
  const messages = Array.from({ length: 1000 }, (_, i) => ({ id: `m${i + 1}`, op: i % 2 ? 'deposit' : 'create_order' }));
  const big = { format: 'acklab/1', messages, pipeline: ['receive', 'apply', 'ack'], workers: 4 };
  const plain = '#s=' + Buffer.from(JSON.stringify(big)).toString('base64url');
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  // A link of the first form (plain JSON) opens as it always did.
  await page.goto(base + plain);
  await page.getByRole('status').waitFor();
  await page.locator('.line', { hasText: 'orders.insert' }).locator('.gutter').click();
  await page.waitForFunction(() => location.hash.includes('s=z1.'));
  const short = page.url();
  assert.ok(short.length < plain.length / 5, `deflated: ${short.length} characters against ${plain.length}`);
  const again = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await again.goto(short);
  await again.getByRole('status').waitFor();
  assert.equal(await again.locator('.editor .line.has-crash').count(), 1, 'the crash point came back');
  // All 1,000 messages came back: the picker counts them (a number above 100 messages).
  assert.equal(await again.locator('.editor .target input[type=number]').getAttribute('max'), '1000');
  // A deflated link pasted over another scenario (a hash change), then Back and Forward:
  // the app has each inflated before it reads it.
  await again.goto(base);
  await again.getByRole('status').waitFor();
  // The default scenario's few messages are picked from a list, not a number box.
  const most = () => again.evaluate(() => document.querySelector('.editor .target input[type=number]')?.max ?? null);
  assert.equal(await most(), null);
  await again.evaluate((hash) => { location.hash = hash; }, new URL(short).hash);
  await again.waitForFunction(() => document.querySelector('.editor .target input[type=number]')?.max === '1000');
  assert.equal(await again.locator('.editor .line.has-crash').count(), 1, 'the pasted link was read');
  await again.goBack();
  await again.waitForFunction(() => document.querySelector('.editor .target input[type=number]')?.max !== '1000');
  await again.goForward();
  await again.waitForFunction(() => document.querySelector('.editor .target input[type=number]')?.max === '1000');
  await again.close();
  // A lesson's link, edited, stays far under 2,000 characters.
  await page.goto(`${base}?lesson=unique-constraint-closes-race`);
  await page.getByRole('button', { name: 'Skip the question' }).click();
  await page.locator('.line', { hasText: 'queue.ack' }).locator('.gutter').click();
  await page.waitForFunction(() => location.hash.includes('s=z1.'));
  assert.ok(page.url().length < 2000, `a lesson's link: ${page.url().length} characters`);
  // A cut-off deflated link is refused with the reason.
  await page.goto(`${base}#s=z1.AAAA`);
  await page.locator('.notice', { hasText: 'could not be unpacked' }).waitFor();
  assert.deepEqual(errors, []);
  await page.close();
});

test('an inflated address is read only while it is still the one asked about', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(base);
  await page.getByRole('status').waitFor();
  const answers = await page.evaluate(async () => {
    const json = JSON.stringify({ format: 'acklab/1', messages: [{ id: 'm1', op: 'create_order' }], pipeline: ['receive', 'apply', 'ack'] });
    const stream = new Blob([json]).stream().pipeThrough(new CompressionStream('deflate-raw'));
    const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
    const deflated = 'z1.' + btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    let told = 0;
    addEventListener('acklab:inflated', () => { told += 1; });
    const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
    // Asked, and the address stays: it is put in its first form and the app told (the
    // app then writes its own address, which it may deflate again).
    history.replaceState(null, '', `#s=${deflated}`);
    await window.acklabInflate();
    const plain = !location.hash.includes('z1.');
    await settle();
    const kept = { told, plain };
    // Asked, and the address moves on meanwhile (Back, Forward, a pasted link): the
    // answer is dropped, so that the app does not read the newer address too early.
    history.replaceState(null, '', `#s=${deflated}`);
    const asked = window.acklabInflate();
    history.replaceState(null, '', '#elsewhere');
    await asked;
    await settle();
    return { kept, moved: { told: told - kept.told, hash: location.hash } };
  });
  assert.deepEqual(answers, { kept: { told: 1, plain: true }, moved: { told: 0, hash: '#elsewhere' } });
  await page.close();
});
