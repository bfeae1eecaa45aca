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

/** Serves one app's production build: precompressed files, SPA fallback to index.html. */
export function createStaticServer(dir) {
  const serve = sirv(dir, { single: true, gzip: true, brotli: true, etag: true, setHeaders });
  return http.createServer((req, res) => serve(req, res));
}

export function listen(server, port, host = '0.0.0.0') {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
