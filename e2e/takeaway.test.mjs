// Taking a run away from the screen: printing it as a handout.
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
