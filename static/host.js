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
