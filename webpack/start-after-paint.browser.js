// Inlined at the end of the host's index.html, the template of the pages its server renders, which calls
// it with its entry scripts and what starts the page's remote (preload-remote.browser.js). They start
// once the server's HTML is on screen: its first contentful paint, and its priority images
// (fetchpriority="high", the largest paint) loaded or failed. Started sooner, their downloads compete
// with those images for a slow phone's bandwidth, and their start-up with the paint for its CPU. An
// empty page (rendered in the browser) or a hidden tab (it gets no frames) starts them at once; none
// waits more than three seconds.
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- called by index.html
function startAfterPaint(scripts, beforeStart) {
  var started = false;
  var PRELOADS_PER_TASK = 4;

  function preload(file) {
    var link = document.createElement('link');
    link.rel = 'preload';
    link.href = file.href;
    link.as = file.as;
    // Matched to the requests that use them: the runtime fetches a manifest in CORS mode.
    if (file.as === 'fetch') link.crossOrigin = 'anonymous';
    document.head.appendChild(link);
  }

  // The files the start needs, which the server lists (#start-files): requested now, instead of one after
  // another as each script finds the next (the entry, its chunks, the remote's manifest, entry and
  // routes chunk). A few per task: a phone spends a millisecond or two on each preload, and a dozen in
  // one task was a long task. The scripts started just before are not asked for twice.
  function preloadStartFiles() {
    var list = document.getElementById('start-files');
    if (!list) return;
    var files = JSON.parse(list.textContent).filter(function (file) {
      return scripts.indexOf(file.href) < 0;
    });
    (function preloadSome() {
      files.splice(0, PRELOADS_PER_TASK).forEach(preload);
      if (files.length) setTimeout(preloadSome, 0);
    })();
  }

  function start() {
    if (started) return;
    started = true;
    beforeStart();
    scripts.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      // A script that does not load leaves the page to the browser: held forms are sent natively.
      script.onerror = function () {
        if (window.__earlyEvents) window.__earlyEvents.fail();
      };
      document.head.appendChild(script);
    });
    preloadStartFiles();
  }

  // This script runs once the whole page is parsed, usually after its first contentful paint: then it goes
  // on at once. Else it looks again after each frame: a paint observer's callback came up to 0.4 s after the
  // paint on a slowed phone (bench/dead-window.mjs). The paint's own entry, not the frame, is awaited: a
  // download started before it counts toward the page's paints in Lighthouse's estimate.
  function afterPaint(callback) {
    if (started) return;
    if (performance.getEntriesByName('first-contentful-paint').length) {
      callback();
      return;
    }
    requestAnimationFrame(function () {
      var channel = new MessageChannel();
      channel.port1.onmessage = function () {
        afterPaint(callback);
      };
      channel.port2.postMessage(null);
    });
  }

  var root = document.getElementById('root');
  if (!root || !root.firstChild || document.visibilityState === 'hidden') {
    start();
    return;
  }

  // The paint, then every priority image still loading.
  var awaited = 1;
  function arrived() {
    awaited -= 1;
    if (awaited === 0) start();
  }
  Array.prototype.forEach.call(document.querySelectorAll('img[fetchpriority="high"]'), function (image) {
    if (image.complete) return;
    awaited += 1;
    image.addEventListener('load', arrived, { once: true });
    image.addEventListener('error', arrived, { once: true });
  });
  afterPaint(arrived);
  setTimeout(start, 3000);
}
