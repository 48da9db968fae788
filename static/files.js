// The Files menu's saving and pictures, fetched the first time the learner chooses one
// of them (static/page.js loads it and keeps the menu's own handling): save the
// scenario as an .acklab.json file, and save the timeline as SVG, or it or the results
// as a PNG at twice their size for slides. Outside the first load: few learners use
// it, and it is as large as the rest of the page's scripts together.
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

  /** The scenario on screen, from the address (#s=, deflated or not), pretty. */
  function scenarioText() {
    var part = location.hash.slice(1).split('&').filter(function (p) { return p.indexOf('s=') === 0; })[0];
    if (!part) return new Promise(function (resolve) { resolve(null); });
    return window.acklabJson(part.slice(2)).then(function (json) {
      // The final line break by its code: the release build's minifier mangles "\n".
      return JSON.stringify(JSON.parse(json), null, 2) + String.fromCharCode(10);
    });
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
      // Through the style object, not the attribute: the page's Content-Security-Policy
      // refuses style attributes, but not styles set from a script.
      to[i].style.cssText = LOOK.map(function (p) { return p + ':' + computed.getPropertyValue(p); }).join(';');
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

  /** A copy of an HTML element with every computed style written on it, so that it looks
   * the same outside the page (inside an SVG image). */
  function frozen(original) {
    var copy = original.cloneNode(true);
    var from = [original].concat([].slice.call(original.querySelectorAll('*')));
    var to = [copy].concat([].slice.call(copy.querySelectorAll('*')));
    from.forEach(function (element, i) {
      var computed = getComputedStyle(element);
      var style = '';
      for (var k = 0; k < computed.length; k++) {
        // No motion in a still picture: an animation would start again from its first frame.
        // Heights come from the content again: a copied height can leave a row short of
        // its text in the picture, overlapping the next one.
        if (/^(animation|transition|height|block-size)/.test(computed[k])) continue;
        style += computed[k] + ':' + computed.getPropertyValue(computed[k]) + ';';
      }
      to[i].style.cssText = style;
    });
    return copy;
  }

  /** The verdict and the tables, as they are on screen, as one SVG image (HTML inside a
   * foreignObject). */
  function resultsSvg() {
    var panels = [document.querySelector('.verdict'), document.querySelector('.tables')].filter(Boolean);
    if (panels.length === 0) return null;
    var width = Math.ceil(Math.max.apply(null, panels.map(function (p) { return p.getBoundingClientRect().width; })));
    var box = document.createElement('div');
    box.setAttribute('xmlns', 'http://www.w3.org/1999/xhtml');
    box.style.cssText = 'display:flex;flex-direction:column;gap:12px;padding:12px;width:' + width + 'px;background:' +
      getComputedStyle(document.body).backgroundColor;
    // Styles as they are at rest: a row caught in its arrival animation would be copied
    // half transparent.
    document.documentElement.classList.add('still');
    panels.forEach(function (panel) { box.appendChild(frozen(panel)); });
    document.documentElement.classList.remove('still');
    var height = Math.ceil(panels.reduce(function (sum, p) { return sum + p.getBoundingClientRect().height + 12; }, 12));
    var body = new XMLSerializer().serializeToString(box);
    var text = '<svg xmlns="http://www.w3.org/2000/svg" width="' + (width + 24) + '" height="' + height + '">' +
      '<foreignObject width="100%" height="100%">' + body + '</foreignObject></svg>';
    return { text: text, width: width + 24, height: height };
  }

  function savePng(timeline, name) {
    var image = new Image();
    image.onload = function () {
      var canvas = document.createElement('canvas');
      canvas.width = timeline.width * 2;
      canvas.height = timeline.height * 2;
      var context = canvas.getContext('2d');
      context.scale(2, 2);
      context.drawImage(image, 0, 0);
      canvas.toBlob(function (png) { download(png, baseName() + name); }, 'image/png');
    };
    image.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(timeline.text);
  }

  /** Does what the button marked `data-files=what` asks for. */
  window.acklabFiles = function (what) {
    if (what === 'save') {
      scenarioText().then(function (text) {
        if (text) download(new Blob([text], { type: 'application/json' }), baseName() + '.acklab.json');
      });
      return;
    }
    if (what === 'results') {
      var results = resultsSvg();
      if (results) savePng(results, '-results.png');
      return;
    }
    var timeline = timelineSvg();
    if (!timeline) return;
    if (what === 'svg') download(new Blob([timeline.text], { type: 'image/svg+xml' }), baseName() + '-timeline.svg');
    if (what === 'png') savePng(timeline, '-timeline.png');
  };
})();
