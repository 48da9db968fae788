import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--no-first-run'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
const errors = [];
page.on('console', m => { if (m.type() === 'error' || m.type()==='warning') errors.push(m.type()+': '+m.text()); });
page.on('pageerror', e => errors.push('pageerror '+String(e)));
await page.goto('http://127.0.0.1:8765/');
await page.getByRole('status').waitFor();
const lines = () => page.locator('ol.code li code').allTextContents();
const status = () => page.getByRole('status').textContent();
console.log(await lines(), await status());
// story: drag ack above apply
await page.locator('#line-ack').dragTo(page.locator('#line-apply'));
console.log('after drag', await lines());
// set a crash point: crash after ack
await page.getByRole('button', { name: 'Crash after ack' }).click();
console.log('faults', await page.locator('.faults ul').textContent());
await page.getByRole('button', { name: 'Play', exact: true }).click();
await page.waitForTimeout(200);
console.log('focused after play:', await page.evaluate(() => document.activeElement?.outerHTML.slice(0,100)));
await page.waitForTimeout(6000);
console.log('status', await status(), await page.locator('.scrubber span').textContent());
console.log('tables', await page.locator('.tables').innerText());
// move back
await page.locator('#line-ack').dragTo(page.locator('#line-apply'));
console.log('after drag back', await lines());
console.log('faults', await page.locator('.faults ul').textContent());
await page.getByRole('button', { name: 'Run to end', exact: true }).click();
console.log('status', await status());
console.log('tables', await page.locator('.tables').innerText());
console.log('focused after runtoend:', await page.evaluate(() => document.activeElement?.outerHTML.slice(0,100)));
console.log(errors);
await browser.close();
