import http from 'node:http';
import sirv from 'sirv';

const HASHED_ASSET = /\.[0-9a-f]{8}\.(js|css|png|jpe?g|webp|svg)$/;

function setHeaders(res, pathname) {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  // The host fetches each remote's manifest and chunks from another origin.
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Cache-Control', HASHED_ASSET.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/** Whether a request reaches a source map: sirv looks files up by the decoded path, without a final slash. */
function asksForSourceMap(url = '/') {
  const pathname = url.split('?')[0];
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {
    // sirv looks a malformed path up as it is
  }
  return /\.map\/?$/.test(decoded);
}

/**
 * Serves one app's production build: precompressed files, SPA fallback to index.html. Its source maps
 * (the original sources) stay on disk unless SERVE_SOURCE_MAPS=1.
 */
export function createStaticServer(dir) {
  const sourceMaps = process.env.SERVE_SOURCE_MAPS === '1';
  const serve = sirv(dir, { single: true, gzip: true, brotli: true, etag: true, setHeaders });
  return http.createServer((req, res) => {
    if (!sourceMaps && asksForSourceMap(req.url)) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' });
      res.end('No encontrado');
      return;
    }
    serve(req, res);
  });
}

export function listen(server, port, host = '0.0.0.0') {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
