// Writes the default page's first view into dist-release/index.html, as the app draws it
// in English, once for wide screens and once for narrow ones (the panels are ordered
// differently below 900 px). The browser paints it with the page's HTML and CSS, before
// the WebAssembly has arrived; the app replaces the whole body when it mounts. Run by
// `cargo xtask build` (and every command that builds the release site) after Trunk.
//
// The copies are pictures, not a second app: `inert` and `aria-hidden` keep them out of
// the keyboard's and screen readers' way, their ids (and what refers to ids) are dropped
// so that neither copy repeats the other's, and an inline script in index.html hides
// them where the app would draw something else (any query or hash, a language other
// than English, the settings fold stored open, finished lessons).
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveDist, launchChromium, root } from './serve.mjs';

const MARK = '<!-- prerendered first view -->';
const views = [['wide', { width: 1280, height: 800 }], ['narrow', { width: 412, height: 823 }]];

/** The app's first view at one size, as markup: values held in properties written as
 * attributes, ids and references to them dropped, nothing focusable. */
async function snapshot(browser, base, viewport) {
  const page = await browser.newPage({ viewport, locale: 'en-US' });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(base);
  await page.getByRole('status').first().waitFor();
  const html = await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => {
    const app = document.querySelector('body > .app');
    const copy = app.cloneNode(true);
    // A range's position, a box's tick and a field's text live in properties.
    const originals = app.querySelectorAll('input, select, textarea');
    copy.querySelectorAll('input, select, textarea').forEach((field, i) => {
      const live = originals[i];
      if (field.type === 'checkbox' || field.type === 'radio') field.toggleAttribute('checked', live.checked);
      else if (field.tagName === 'TEXTAREA') field.textContent = live.value;
      else if (field.tagName === 'INPUT') field.setAttribute('value', live.value);
    });
    const references = ['id', 'for', 'aria-labelledby', 'aria-describedby', 'aria-controls', 'role', 'aria-live'];
    for (const element of [copy, ...copy.querySelectorAll('*')]) {
      for (const name of references) element.removeAttribute(name);
      if (element.matches('a, button, input, select, textarea, [tabindex]')) element.setAttribute('tabindex', '-1');
    }
    resolve(copy.outerHTML);
  })));
  await page.close();
  if (errors.length) throw new Error(`the page failed while prerendering: ${errors.join('; ')}`);
  // The page's policy allows no inline style (xtask/src/csp.rs hashes only elements).
  if (/\sstyle="/.test(html)) throw new Error('the first view has a style attribute, which the CSP would refuse');
  return html;
}

const file = join(root, 'dist-release', 'index.html');
const page = await readFile(file, 'utf8');
if (page.includes(MARK)) throw new Error('index.html is prerendered already');
const { server, base } = await serveDist();
const browser = await launchChromium();
try {
  let copies = '';
  for (const [name, viewport] of views) {
    const html = await snapshot(browser, base, viewport);
    copies += `<div class="prerender prerender-${name}" inert aria-hidden="true">${html}</div>`;
  }
  // Before the page's notices, after the inline style that hides the copies until the
  // stylesheet shows them (Trunk's minified page has no <body> tag to go by).
  const at = page.search(/<div[^>]*\sid="?no-texts/);
  if (at < 0) throw new Error('index.html has no #no-texts notice to put the first view before');
  await writeFile(file, `${page.slice(0, at)}${MARK}${copies}${page.slice(at)}`);
  console.log(`prerender: the first view written into index.html (${copies.length} characters, wide and narrow)`);
} finally {
  await browser.close();
  server.close();
}
