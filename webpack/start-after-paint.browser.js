// Inlined at the end of the host's index.html, which calls it with its entry scripts. When the server sent
// the page's HTML, they are requested once that HTML is on screen (its first contentful paint): fetched
// at once, their start-up (federation runtime, React, hydration) competes with the first paint for a
// slow phone's CPU. An empty page (rendered in the browser), a hidden tab (it gets no frames) or a
// browser without paint timing starts them at once; none waits more than three seconds for the paint.
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- called by index.html
function startAfterPaint(scripts) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    scripts.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.head.appendChild(script);
    });
  }

  var root = document.getElementById('root');
  var supported = window.PerformanceObserver && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0;
  if (!root || !root.firstChild || !supported || document.visibilityState === 'hidden') {
    start();
    return;
  }
  new PerformanceObserver(function (list, observer) {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, 3000);
}
