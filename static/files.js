// The Files menu's work, done by the browser (the app only renders the buttons, marked
// data-files): save the scenario as an .acklab.json file, open one (by button or by
// dropping it on the page; the app validates it), and save the timeline as SVG or as a
// PNG at twice its size for slides.
(function () {
  /** Offers `blob` as a download named `name`. */
  function download(blob, name) {
    var link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = name;
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(function () { URL.revokeObjectURL(link.href); }, 10000);
  }

  /** The scenario on screen, from the address (#s=, base64url of its JSON), pretty. */
  function scenarioText() {
    var part = location.hash.slice(1).split('&').filter(function (p) { return p.indexOf('s=') === 0; })[0];
    if (!part) return null;
    var base64 = part.slice(2).replace(/-/g, '+').replace(/_/g, '/');
    var bytes = Uint8Array.from(atob(base64), function (c) { return c.charCodeAt(0); });
    return JSON.stringify(JSON.parse(new TextDecoder().decode(bytes)), null, 2) + '\n';
  }

  function baseName() {
    var lesson = new URLSearchParams(location.search).get('lesson');
    return 'acklab-' + (lesson || 'scenario');
  }

  // The timeline's look, copied from the page's stylesheet onto each element, so that
  // the file looks the same anywhere.
  var LOOK = ['fill', 'stroke', 'stroke-width', 'stroke-dasharray', 'font-family', 'font-size',
    'font-weight', 'font-style', 'text-decoration', 'opacity'];

  function styled(original) {
    var copy = original.cloneNode(true);
    var from = [original].concat([].slice.call(original.querySelectorAll('*')));
    var to = [copy].concat([].slice.call(copy.querySelectorAll('*')));
    from.forEach(function (element, i) {
      var computed = getComputedStyle(element);
      to[i].setAttribute('style', LOOK.map(function (p) { return p + ':' + computed.getPropertyValue(p); }).join(';'));
      to[i].removeAttribute('tabindex');
    });
    return copy;
  }

  /** The timeline (its lane names above its rows) as one standalone SVG document. */
  function timelineSvg() {
    var parts = document.querySelectorAll('.timeline-scroll svg');
    if (parts.length < 2) return null;
    var head = styled(parts[0]);
    var body = styled(parts[1]);
    var width = Number(parts[1].getAttribute('width'));
    var top = Number(parts[0].getAttribute('height'));
    var height = top + Number(parts[1].getAttribute('height'));
    var ns = 'http://www.w3.org/2000/svg';
    var svg = document.createElementNS(ns, 'svg');
    svg.setAttribute('xmlns', ns);
    svg.setAttribute('width', width);
    svg.setAttribute('height', height);
    svg.setAttribute('viewBox', '0 0 ' + width + ' ' + height);
    var background = document.createElementNS(ns, 'rect');
    background.setAttribute('width', '100%');
    background.setAttribute('height', '100%');
    background.setAttribute('fill', getComputedStyle(document.querySelector('.timeline')).backgroundColor);
    svg.appendChild(background);
    body.setAttribute('y', top);
    [head, body].forEach(function (part) { part.removeAttribute('class'); svg.appendChild(part); });
    return { text: new XMLSerializer().serializeToString(svg), width: width, height: height };
  }

  function savePng(timeline) {
    var image = new Image();
    image.onload = function () {
      var canvas = document.createElement('canvas');
      canvas.width = timeline.width * 2;
      canvas.height = timeline.height * 2;
      var context = canvas.getContext('2d');
      context.scale(2, 2);
      context.drawImage(image, 0, 0);
      canvas.toBlob(function (png) { download(png, baseName() + '-timeline.png'); }, 'image/png');
    };
    image.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(timeline.text);
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
    if (what === 'save') {
      var text = scenarioText();
      if (text) download(new Blob([text], { type: 'application/json' }), baseName() + '.acklab.json');
      return;
    }
    var timeline = timelineSvg();
    if (!timeline) return;
    if (what === 'svg') download(new Blob([timeline.text], { type: 'image/svg+xml' }), baseName() + '-timeline.svg');
    if (what === 'png') savePng(timeline);
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
