// Shared by the end-to-end tests and the browser benchmark: serve dist-release/ on a
// free loopback port and start Debian's Chromium the way this machine allows.
import { createServer } from 'node:http';
import { gzipSync, inflateRawSync } from 'node:zlib';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { chromium } from 'playwright-core';

export const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'dist-release');
const types = {
  '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm', '.css': 'text/css',
  '.svg': 'image/svg+xml', '.ftl': 'text/plain; charset=utf-8', '.json': 'application/json',
};

/** Serves the release build; resolves to { server, base } with base ending in '/'.
 * `rewrite(path, body)` may change a file as served and `resolve(path)` serve one file
 * under another name (a new version of the site); with `gzip`, files go out gzipped to
 * a browser that accepts it, as any static host serves them. */
export async function serveDist({ rewrite = (path, body) => body, resolve = (path) => path, gzip = false } = {}) {
  const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname));
    const file = join(dist, path === '/' ? 'index.html' : resolve(path));
    try {
      const body = rewrite(path, await readFile(file));
      const headers = { 'content-type': types[extname(file)] ?? 'application/octet-stream' };
      if (gzip && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
        headers['content-encoding'] = 'gzip';
        response.writeHead(200, headers);
        response.end(gzipSync(body, { level: 9 }));
        return;
      }
      response.writeHead(200, headers);
      response.end(body);
    } catch {
      response.writeHead(404);
      response.end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${server.address().port}/` };
}

/** The flags this closed network needs (and root needs --no-sandbox). */
export const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic',
  '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Headless Chromium as this machine allows. */
export function launchChromium() {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS });
}

/** A test file's set-up: the release build served and Chromium started
 * (`{ server, base, browser }`); `closeApp` ends both. */
export async function openApp(options) {
  const { server, base } = await serveDist(options);
  return { server, base, browser: await launchChromium() };
}

export async function closeApp({ server, browser }) {
  await browser?.close();
  server?.close();
}

/** A page in a context of its own at `url`, once the app has drawn its status, with
 * every console error and uncaught exception noted in `errors`. `options` are the
 * context's (viewport, touch); with `copies`, clipboard writes land in
 * `window.copiedText` (headless Chromium has no clipboard to read back). */
export async function openPage(browser, url, options = { viewport: { width: 1280, height: 800 } }, { copies = false } = {}) {
  const context = await browser.newContext({ serviceWorkers: 'block', ...options });
  if (copies) {
    await context.addInitScript(() => {
      Object.defineProperty(navigator.clipboard, 'writeText', {
        value: (text) => { window.copiedText = text; return Promise.resolve(); },
      });
    });
  }
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(url);
  await page.getByRole('status').waitFor();
  return { page, errors, close: () => context.close() };
}

/** Answers the lesson's question with its first choice and runs it to its end, with
 * the two buttons' names in the page's language. */
export async function answerAndRun(page, [lock, runToEnd] = ['Lock in my answer', 'Run to end']) {
  await page.locator('input[name=prediction]').first().check();
  await page.getByRole('button', { name: lock }).click();
  await page.getByRole('button', { name: runToEnd, exact: true }).click();
  await page.locator('.lesson .grade').waitFor();
}

/** The scenario an address holds (`#…s=…`), deflated (`z1.`) or not. */
export function scenarioOf(address) {
  const payload = new URL(address).hash.slice(1).split('&').find((p) => p.startsWith('s=')).slice(2);
  const bytes = payload.startsWith('z1.')
    ? inflateRawSync(Buffer.from(payload.slice(3), 'base64url'))
    : Buffer.from(payload, 'base64url');
  return JSON.parse(bytes.toString());
}
