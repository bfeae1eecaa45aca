// Inlined into the host's pages: shell.html calls it at once, index.html when its scripts start
// (start-after-paint.browser.js). Starts the remote that serves this address while the host's own
// scripts download: its manifest and entry are requested then instead of once the host has started,
// and the host reads remotes.json from `window.__remotesConfig` rather than again.
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- called by the host's pages
function preloadRemote() {
  function servesPath(route, path) {
    var pattern = route.replace(/:[^/]+/g, '[^/]+').replace(/\/\*$/, '(?:/.*)?');
    return new RegExp('^' + pattern + '/?$').test(path);
  }

  function preload(href, as) {
    var link = document.createElement('link');
    link.rel = 'preload';
    link.href = href;
    link.as = as;
    // The federation runtime fetches manifests in CORS mode and loads entries as classic scripts.
    if (as === 'fetch') link.crossOrigin = 'anonymous';
    document.head.appendChild(link);
  }

  window.__remotesConfig = fetch('/remotes.json').then(function (response) {
    if (!response.ok) throw new Error('HTTP ' + response.status);
    return response.json();
  });
  window.__remotesConfig
    .then(function (config) {
      var remote = (config.remotes || []).find(function (candidate) {
        return candidate.routes.some(function (route) {
          return servesPath(route, window.location.pathname);
        });
      });
      if (!remote || !/\/mf-manifest\.json$/.test(remote.entry)) return;
      preload(remote.entry, 'fetch');
      preload(new URL('remoteEntry.js', remote.entry).href, 'script');
    })
    .catch(function () {
      // The host reports a missing remotes.json itself.
    });
}
