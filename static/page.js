// The page's own small scripts, outside the app: each part says what it is for. One file,
// so that the page makes one request for them; no integrity attribute, because a frame
// sandboxed without allow-same-origin fetches it without CORS and would refuse it.

// A promise of a value. Written out because the release build's minifier breaks
// `Promise.resolve` (it calls the method without its object).
function settled(value) {
  return new Promise(function (resolve) { resolve(value); });
}

// Tells a course page that frames AckLab how tall the page is, so that the page can
// size the frame to it (no second scrollbar): {"type": "acklab:height", "height": 812}.
// A classic script rather than part of the app, so that it also runs, and sizes the
// frame to the message that explains the sandbox, where the app itself cannot start.
(function () {
  if (window.parent === window || typeof ResizeObserver !== 'function') return;
  var last = 0;
  new ResizeObserver(function () {
    var height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height !== last) {
      last = height;
      window.parent.postMessage({ type: 'acklab:height', height: height }, '*');
    }
  }).observe(document.documentElement);
})();

// Registers the service worker that keeps AckLab working offline (sw.js), hands it the
// files this page fetched before it was in charge, and passes on its news that the site
// has a new version (`acklab:update`), which the app offers to reload.
(function () {
  // In a frame sandboxed without allow-same-origin, even reading the property throws.
  try { if (!navigator.serviceWorker || location.protocol === 'file:') return; } catch (e) { return; }
  // Not under `trunk serve` (cargo xtask serve): a cached copy would hide each rebuild.
  if ([].some.call(document.scripts, function (s) { return s.textContent.indexOf('trunk/ws') >= 0; })) return;
  navigator.serviceWorker.addEventListener('message', function (event) {
    if (!event.data || event.data.type !== 'acklab:update') return;
    // Kept too, for an app that starts listening after the news came.
    window.acklabUpdateReady = true;
    window.dispatchEvent(new Event('acklab:update'));
  });
  // Once the app is on screen: the worker's first download of the app's files must not
  // compete with the page's own (its texts come after its WebAssembly).
  function register() {
    navigator.serviceWorker.register('sw.js').then(function () {
      return navigator.serviceWorker.ready;
    }).then(handOver).catch(function () { /* No offline copy: the app works online as before. */ });
  }
  // The live app, not the release page's picture of it (.prerender .app).
  var waiting = new MutationObserver(function () {
    if (document.querySelector('body > .app')) started();
  });
  var fallback = setTimeout(started, 10000);
  function started() {
    waiting.disconnect();
    clearTimeout(fallback);
    if (!register.done) { register.done = true; register(); }
  }
  if (document.querySelector('body > .app')) started();
  else waiting.observe(document.body, { childList: true });

  function handOver(registration) {
    var urls = performance.getEntriesByType('resource').map(function (e) { return e.name; });
    registration.active.postMessage({ type: 'acklab:cache', urls: urls });
    var files = [].map.call(document.querySelectorAll('script[src], link[href]'), function (e) {
      return e.src || e.href;
    });
    registration.active.postMessage({ type: 'acklab:hello', files: files });
  }
})();

// When the app stops on a bug (a panic in its WebAssembly, which no input should cause),
// the page says so instead of freezing: what happened, the details to copy for a bug
// report (the address holds the scenario), and a reload with the default scenario.
// Plain HTML, like the reload offer: the app cannot draw anything any more. The address
// is left as it was, so that Back after the reload returns to it.
(function () {
  // The app's words, in the learner's language, come with the message; a trap the hook
  // could not report takes the page's own (index.html, #crash-words).
  function pageWords() {
    var template = document.getElementById('crash-words');
    var lines = template ? template.content.querySelectorAll('p') : [];
    return [].map.call(lines, function (line) { return line.textContent; });
  }
  var panel = null;
  function element(tag, text) {
    var e = document.createElement(tag);
    if (text) e.textContent = text;
    return e;
  }
  function show(message, words) {
    if (panel) return;
    var text = words && words.length === 5 ? words : pageWords();
    var details = 'AckLab stopped: ' + message + String.fromCharCode(10) + 'Address: ' + location.href +
      String.fromCharCode(10) + 'Browser: ' + navigator.userAgent;
    panel = element('div');
    panel.className = 'crash-panel';
    panel.setAttribute('role', 'alert');
    panel.appendChild(element('strong', text[0]));
    panel.appendChild(element('p', text[1]));
    var box = element('textarea');
    box.readOnly = true;
    box.value = details;
    box.setAttribute('aria-label', text[2] || 'AckLab');
    panel.appendChild(box);
    var copy = element('button', text[2]);
    copy.onclick = function () {
      box.select();
      var done = function () { copy.textContent = text[3]; };
      if (navigator.clipboard) navigator.clipboard.writeText(details).then(done, function () {});
    };
    var reload = element('button', text[4]);
    reload.onclick = function () {
      // The default scenario in the same language: only `lang=` is kept.
      var lang = new URLSearchParams(location.search).get('lang');
      location.assign(location.pathname + (lang ? '?lang=' + encodeURIComponent(lang) : ''));
    };
    panel.appendChild(copy);
    panel.appendChild(reload);
    document.body.appendChild(panel);
    reload.focus();
  }
  window.acklabPanic = show;
  // A panic ends in a trap, which reaches the page as an uncaught WebAssembly error;
  // the hook has given the panel its message first when it could.
  function trapped(error) {
    if (typeof WebAssembly === 'object' && error instanceof WebAssembly.RuntimeError) show(String(error));
  }
  window.addEventListener('error', function (event) { trapped(event.error); });
  window.addEventListener('unhandledrejection', function (event) { trapped(event.reason); });
})();

// The Files menu, handled by the browser (the app only renders the buttons, marked
// data-files): the menu folds once an item is chosen, a file opens (by button or by
// dropping it on the page; the app validates it), and saving and pictures are done by
// static/files.js, fetched the first time one is chosen. The release page names that
// script with its version (meta acklab-files), so that a cached copy of another build
// is never used; if it cannot be fetched, the app says so and the next choice tries
// again.
(function () {
  var loading = null;
  function withFiles(what) {
    if (!loading) {
      var attempt = new Promise(function (resolve, reject) {
        var meta = document.querySelector('meta[name=acklab-files]');
        var script = document.createElement('script');
        script.src = meta ? meta.content : 'files.js';
        // A fetch that neither arrives nor fails counts as failed after 20 s. A failure
        // forgets only its own attempt: a newer one may be under way.
        var stalled = setTimeout(failed, 20000);
        function failed() {
          clearTimeout(stalled);
          script.remove();
          if (loading === attempt) loading = null;
          reject();
        }
        // Loaded is not enough: a portal's page served in its place defines nothing.
        script.onload = function () {
          if (typeof window.acklabFiles !== 'function') return failed();
          clearTimeout(stalled);
          resolve();
        };
        script.onerror = failed;
        document.head.appendChild(script);
      });
      loading = attempt;
    }
    loading.then(function () { window.acklabFiles(what); }, function () {
      window.dispatchEvent(new Event('acklab:files-failed'));
    });
  }

  /** Hands a file's text to the app, which validates it like a link. */
  function open(file) {
    if (!file) return;
    file.text().then(function (text) {
      window.dispatchEvent(new CustomEvent('acklab:import', { detail: text }));
    });
  }

  function chooseFile() {
    var input = document.createElement('input');
    input.type = 'file';
    input.accept = '.json,application/json';
    input.onchange = function () { open(input.files[0]); };
    input.click();
  }

  document.addEventListener('click', function (event) {
    var button = event.target.closest && event.target.closest('[data-files]');
    if (!button) return;
    var what = button.getAttribute('data-files');
    // The menu folds once an item is chosen, as menus do.
    var menu = button.closest('details');
    if (menu) menu.open = false;
    if (what === 'open') return chooseFile();
    // The other items (deck, embed, more) are the app's own, which moves the focus into
    // what they open: here they only fold the menu.
    if (['save', 'svg', 'png', 'results'].indexOf(what) >= 0) withFiles(what);
  });

  // A file dropped anywhere on the page opens (the editor's own drags carry no files).
  function carriesFiles(event) {
    return event.dataTransfer && [].indexOf.call(event.dataTransfer.types, 'Files') >= 0;
  }
  document.addEventListener('dragover', function (event) {
    if (carriesFiles(event)) event.preventDefault();
  });
  document.addEventListener('drop', function (event) {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    open(event.dataTransfer.files[0]);
  });
})();

// Share links stay short. The app owns the address (src/address.rs): after it wrote a
// long scenario it asks for the deflated form (`s=z1.<base64url>`, raw deflate by the
// browser's CompressionStream), and before it reads a deflated one it asks for the
// first form. Only then, and only the payload's form, does this change the address;
// it wraps no history method and holds back no event.
(function () {
  function toBase64url(bytes) {
    var text = '';
    for (var i = 0; i < bytes.length; i += 0x8000) {
      text += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
    }
    return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  }
  function fromBase64url(text) {
    return Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), function (c) { return c.charCodeAt(0); });
  }
  function through(stream, bytes) {
    return new Response(new Blob([bytes]).stream().pipeThrough(stream)).arrayBuffer()
      .then(function (buffer) { return new Uint8Array(buffer); });
  }
  var canDeflate = typeof CompressionStream === 'function';
  /** A scenario payload (deflated or not) as JSON text. */
  window.acklabJson = function (payload) {
    if (payload.indexOf('z1.') !== 0) return settled(new TextDecoder().decode(fromBase64url(payload)));
    if (!canDeflate) return settled(null).then(function () { throw new Error('no DecompressionStream'); });
    return through(new DecompressionStream('deflate-raw'), fromBase64url(payload.slice(3)))
      .then(function (bytes) { return new TextDecoder('utf-8', { fatal: true }).decode(bytes); });
  };
  var payloadOf = function () { var m = /(?:^#|&)s=([^&]*)/.exec(location.hash); return m && m[1]; };
  /** The address `href` with its payload `from` replaced by `to`, if it is still `href`;
   * the address then, or null when it had moved on. */
  function replacePayload(href, from, to) {
    if (location.href !== href) return null;
    history.replaceState(history.state, '', href.replace('s=' + from, 's=' + to));
    return location.href;
  }

  /** At the app's request: a deflated address in its first form (base64url JSON), if it
   * inflates and the address has not changed meanwhile; then `acklab:inflated`, which
   * tells the app to read it (the app says why, if it still cannot). */
  window.acklabInflate = function () {
    var href = location.href;
    var payload = payloadOf();
    var inflated = href;
    // Only while the address is the one asked about (or its first form): a later Back,
    // Forward or pasted link asks again, and is read once that answer is in.
    var done = function () {
      if (location.href === href || location.href === inflated) window.dispatchEvent(new Event('acklab:inflated'));
    };
    // Not deflated: the app reads it as it is, once this task is over.
    if (!payload || payload.indexOf('z1.') !== 0) return settled().then(done);
    return window.acklabJson(payload).then(function (json) {
      inflated = replacePayload(href, payload, toBase64url(new TextEncoder().encode(json))) || href;
    // Left deflated when it cannot be inflated (or the address not rewritten): the app
    // reads it all the same, and says why it cannot.
    }).then(done, done);
  };

  /** At the app's request, after it wrote `href`: its payload deflated
   * (`z1.<base64url>`), if it is long (a short one would gain too little), the deflated
   * form shorter, and the address still `href`. */
  window.acklabShorten = function (href) {
    var payload = payloadOf();
    if (!canDeflate || !payload || payload.indexOf('z1.') === 0 || payload.length < 200 || location.href !== href) return;
    through(new CompressionStream('deflate-raw'), fromBase64url(payload)).then(function (bytes) {
      var deflated = 'z1.' + toBase64url(bytes);
      if (deflated.length < payload.length) replacePayload(href, payload, deflated);
    });
  };
})();
