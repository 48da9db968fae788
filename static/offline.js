// Registers the service worker that keeps AckLab working offline (sw.js), hands it the
// files this page fetched before it was in charge, and offers a reload when the site
// has a new version. The offer is plain HTML in the page's language: it must work
// whatever state the app is in.
(function () {
  // In a frame sandboxed without allow-same-origin, even reading the property throws.
  try { if (!navigator.serviceWorker || location.protocol === 'file:') return; } catch (e) { return; }
  // Not under `trunk serve` (cargo xtask serve): a cached copy would hide each rebuild.
  if ([].some.call(document.scripts, function (s) { return s.textContent.indexOf('trunk/ws') >= 0; })) return;
  var words = {
    en: ['A new version of AckLab is ready.', 'Reload'],
    uk: ['Готова нова версія AckLab.', 'Перезавантажити'],
    ru: ['Готова новая версия AckLab.', 'Перезагрузить'],
    uz: ['AckLabʼning yangi versiyasi tayyor.', 'Qayta yuklash'],
  };
  function offerReload() {
    if (document.querySelector('.update-notice')) return;
    var text = words[document.documentElement.lang] || words.en;
    var notice = document.createElement('div');
    notice.className = 'update-notice';
    // Polite, and not role=status: the verdict's summary is the page's one status.
    notice.setAttribute('aria-live', 'polite');
    document.body.appendChild(notice);
    notice.textContent = text[0] + ' ';
    var button = document.createElement('button');
    button.textContent = text[1];
    button.onclick = function () { location.reload(); };
    notice.appendChild(button);
  }
  navigator.serviceWorker.addEventListener('message', function (event) {
    if (event.data && event.data.type === 'acklab:update') offerReload();
  });
  navigator.serviceWorker.register('sw.js').then(function () {
    return navigator.serviceWorker.ready;
  }).then(function (registration) {
    var urls = performance.getEntriesByType('resource').map(function (e) { return e.name; });
    registration.active.postMessage({ type: 'acklab:cache', urls: urls });
    var files = [].map.call(document.querySelectorAll('script[src], link[href]'), function (e) {
      return e.src || e.href;
    });
    registration.active.postMessage({ type: 'acklab:hello', files: files });
  }).catch(function () { /* No offline copy: the app works online as before. */ });
})();
