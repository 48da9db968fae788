// Draws the app's first views into the release site, as pictures painted from HTML
// before the WebAssembly has arrived, once for wide screens and once for narrow ones
// (the panels are ordered differently below 900 px). Run by `cargo xtask build` (and
// every command that builds the release site) after Trunk.
//
// - The default page in English goes into dist-release/index.html itself: it is the
//   most visited address, and it paints with the page's HTML and CSS.
// - Every other entry point a teacher shares (a lesson link, an embed link, the default
//   page in another language: the page and embed kinds × the default scenario and every
//   lesson × the four languages) goes into a file of its own under
//   dist-release/prerender/<version>/, which index.html's inline script fetches and
//   puts into the page when the address is one of these (index.html says which). The
//   version is a hash of all the pictures, so that no cache pairs an old picture with a
//   new page. The app replaces the whole body when it mounts.
//
// The copies are pictures, not a second app: `inert` and `aria-hidden` keep them out of
// the keyboard's and screen readers' way, their ids (and what refers to ids) are dropped
// so that neither copy repeats the other's, nothing in them is focusable, and links
// keep their look but point nowhere (their targets would name the drawing server).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { serveDist, launchChromium, root } from './serve.mjs';

const MARK = '<!-- prerendered first view -->';
const WIDE = { width: 1280, height: 800 };
const NARROW = { width: 412, height: 823 };
const LANGUAGES = ['en', 'uk', 'ru', 'uz'];
const KINDS = { page: '', embed: 'embed&' };
// Two pages at once: this machine kind has two cores.
const WORKERS = 2;

/** The app's view on screen, as markup: values held in properties written as
 * attributes, ids and references to them dropped, links pointing nowhere, nothing
 * focusable. */
function markup() {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => {
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
      // A link keeps its look, not its target, which names the drawing server.
      if (element.hasAttribute('href')) element.setAttribute('href', '#');
      if (element.matches('a, button, input, select, textarea, [tabindex]')) element.setAttribute('tabindex', '-1');
    }
    resolve(copy.outerHTML);
  })));
}

/** Both copies of the first view at `url`, drawn in one load: wide, then narrow after
 * the viewport is narrowed (the app follows the width as it changes). */
async function picture(page, url, lang) {
  await page.setViewportSize(WIDE);
  await page.goto(url);
  // A page that never draws names itself, with what it printed on the way.
  const said = [];
  const listen = (message) => said.push(message.text());
  page.on('console', listen);
  await page.locator('body > .app [role=status]').first().waitFor().catch((e) => {
    throw new Error(`${url}: the app drew no status (${e.message.split('\n')[0]}); the page said: ${said.join(' | ')}`);
  });
  page.off('console', listen);
  // A part of the page fetched on first use (src/chunks.rs) is drawn, not its
  // "loading" line.
  await page.waitForFunction(() => !document.querySelector('body > .app .part-waiting'));
  if (await page.locator('body > .app .part-failed').count()) throw new Error(`${url}: a part could not be fetched while drawing`);
  // A language whose texts could not be read would be drawn in English.
  const shown = await page.evaluate(() => document.documentElement.lang);
  if (shown !== lang) throw new Error(`${url} was drawn in '${shown}', not '${lang}'`);
  const wide = await page.evaluate(markup);
  await page.setViewportSize(NARROW);
  const narrow = await page.evaluate(markup);
  // The page's policy allows no inline style (xtask/src/csp.rs hashes only elements).
  if (/\sstyle="/.test(wide + narrow)) throw new Error(`the first view of ${url} has a style attribute, which the CSP would refuse`);
  // The parts' chunks this view fetched (src/chunks.rs: a producer's lines, a log),
  // named without the build's hash: index.html's script preloads them with the picture,
  // so that they are on their way while the module is.
  const chunks = await page.evaluate(() => [...new Set(performance.getEntriesByType('resource')
    .map((entry) => (new URL(entry.name).pathname.match(/acklab-split-(.+)-[0-9a-f]{12,16}\.wasm$/) ?? [])[1])
    .filter(Boolean))].sort().join(' '));
  const parts = chunks ? ` data-chunks="${chunks}"` : '';
  const copy = (name, html) => `<div class="prerender prerender-${name}" lang="${lang}"${parts} inert aria-hidden="true">${html}</div>`;
  return copy('wide', wide) + copy('narrow', narrow);
}

/** Draws every address in `jobs` ([name, query, language]) with `WORKERS` pages side by side;
 * resolves to a map from name to picture. */
async function drawAll(browser, base, jobs) {
  const pictures = new Map();
  const queue = [...jobs];
  const worker = async () => {
    const page = await browser.newPage({ locale: 'en-US', serviceWorkers: 'block' });
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    for (let job = queue.shift(); job; job = queue.shift()) {
      const [name, query, lang] = job;
      pictures.set(name, await picture(page, base + query, lang));
      if (errors.length) throw new Error(`${query}: the page failed while prerendering: ${errors.join('; ')}`);
    }
    await page.close();
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
  return pictures;
}

const dist = join(root, 'dist-release');
const file = join(dist, 'index.html');
const page = await readFile(file, 'utf8');
if (page.includes(MARK)) throw new Error('index.html is prerendered already');
const lessons = JSON.parse(await readFile(join(dist, 'lessons', 'course.json'), 'utf8'));
const jobs = [['index', '', 'en']];
for (const [kind, flag] of Object.entries(KINDS)) {
  for (const lesson of ['default', ...lessons]) {
    for (const lang of LANGUAGES) {
      const query = lesson === 'default' ? `lang=${lang}` : `lesson=${lesson}&lang=${lang}`;
      jobs.push([`${kind}-${lesson}-${lang}`, `?${flag}${query}`, lang]);
    }
  }
}
const { server, base } = await serveDist();
const browser = await launchChromium();
try {
  const started = Date.now();
  const pictures = await drawAll(browser, base, jobs);
  const index = pictures.get('index');
  pictures.delete('index');
  const hash = createHash('sha256');
  // In name order: the two pages finish in no fixed order.
  for (const name of [...pictures.keys()].sort()) hash.update(`${name}\n${pictures.get(name)}\n`);
  const version = hash.digest('hex').slice(0, 16);
  await mkdir(join(dist, 'prerender', version), { recursive: true });
  for (const [name, html] of pictures) await writeFile(join(dist, 'prerender', version, `${name}.html`), html);
  // The list the inline script goes by: the version, then every lesson drawn.
  const list = `<meta name=acklab-prerendered content="${version} ${lessons.join(' ')}">`;
  const head = page.indexOf('<title>');
  // Before the page's notices, after the inline style that hides the copies until the
  // stylesheet shows them (Trunk's minified page has no <body> tag to go by).
  const at = page.search(/<div[^>]*\sid="?no-texts/);
  if (at < 0 || head < 0) throw new Error('index.html has no <title> or no #no-texts notice to go by');
  await writeFile(file, `${page.slice(0, head)}${list}${page.slice(head, at)}${MARK}${index}${page.slice(at)}`);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`prerender: the default page's first view written into index.html (${index.length} characters), `
    + `and ${pictures.size} more into prerender/${version}/, in ${seconds} s`);
} finally {
  await browser.close();
  server.close();
}
