// Inlined in <head> of the host's index.html, the template of the pages its server renders: counts the page's
// errors from its start, for the speed report a sampled visit sends when it is hidden
// (host/src/features/vitals). A script, chunk or remote that did not load is 'carga': a <script> whose load
// failed (the capture phase sees elements' errors, which do not bubble), webpack's ChunkLoadError, a Module
// Federation runtime error (RUNTIME-00x) or a dynamic import that failed; any other error or unhandled
// rejection is 'js'. Only counts are kept, never a message or an address.
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- called by index.html
function pageErrors() {
  var counts = { js: 0, carga: 0 };
  var LOAD_FAILURE =
    /ChunkLoadError|Loading (CSS )?chunk .* failed|RUNTIME-00\d|ScriptExternalLoadError|dynamically imported module|Importing a module script failed/;

  function kindOf(error) {
    var text = error && typeof error === 'object' ? String(error.name) + ': ' + String(error.message) : String(error);
    return LOAD_FAILURE.test(text) ? 'carga' : 'js';
  }

  window.__pageErrors = counts;
  window.addEventListener(
    'error',
    function (event) {
      var target = event.target;
      if (target && target !== window && target.nodeName) {
        if (target.nodeName === 'SCRIPT') counts.carga += 1;
        return;
      }
      counts[kindOf(event.error || event.message)] += 1;
    },
    true,
  );
  window.addEventListener('unhandledrejection', function (event) {
    counts[kindOf(event.reason)] += 1;
  });
}
