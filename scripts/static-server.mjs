import { createReadStream, readFileSync, statSync } from 'node:fs';
import { open } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

const HASHED_ASSET = /\.[0-9a-f]{8}\.(js|css|png|jpe?g|webp|svg)$/;

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** What a file is, by its extension: for this server's answers and a bucket's objects. */
export const contentTypeOf = (file) => CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';

/** The precompressed variants a build writes beside a file, in the order they are preferred. */
const VARIANTS = [
  { encoding: 'br', accepted: /\b(br|brotli)\b/i, suffix: '.br', decompress: brotliDecompressSync },
  { encoding: 'gzip', accepted: /\bgzip\b/i, suffix: '.gz', decompress: gunzipSync },
];

/** The request's path, decoded when it can be. */
function decodedPath(url = '/') {
  const pathname = url.split('?')[0];
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

/** `file`'s size and modification time, or null when it is not a file (any more). */
function signature(file) {
  try {
    const stats = statSync(file);
    return stats.isFile() ? `${stats.size}:${stats.mtimeMs}` : null;
  } catch {
    return null;
  }
}

/**
 * Whether a precompressed variant holds its file as the file is now. A build rewriting the folder (a team's
 * `npm run build` while the site runs) writes a file and its variants one after another: in between, and
 * whenever a variant is left from an earlier build, the file is sent uncompressed. Checked once per version
 * of the pair (their sizes and times), so a build's files cost one check each.
 */
function variantChecker() {
  /** @type {Map<string, boolean>} */
  const checked = new Map();
  return (file, variant) => {
    const original = signature(file);
    const compressed = signature(file + variant.suffix);
    if (!original || !compressed) return false;
    const key = `${file}${variant.suffix}\n${original}\n${compressed}`;
    let fresh = checked.get(key);
    if (fresh === undefined) {
      try {
        fresh = variant.decompress(readFileSync(file + variant.suffix)).equals(readFileSync(file));
      } catch {
        fresh = false;
      }
      checked.set(key, fresh);
    }
    return fresh;
  };
}

function notFound(res) {
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' });
  res.end('No encontrado');
}

/**
 * Serves one app's production build: precompressed files and, with `single`, the app's page for an address
 * that is no file (not for a folder of releases, where a missing file must answer 404). Its source maps
 * (the original sources) stay on disk unless SERVE_SOURCE_MAPS=1. Each request looks at the folder as it is
 * and sends the file it opened, with that file's length and ETag: a build rebuilt in place (or a release
 * published) is served at once, and a file a rebuild removes mid-request ends that request only.
 */
export function createStaticServer(dir, { single = true } = {}) {
  const root = path.resolve(dir);
  const sourceMaps = process.env.SERVE_SOURCE_MAPS === '1';
  const isFresh = variantChecker();

  /** The file an address names: itself, or the app's page for an address without an extension. */
  function fileFor(pathname) {
    const file = path.join(root, pathname);
    if (!file.startsWith(root + path.sep)) return null;
    if (signature(file)) return file;
    const page = path.join(root, 'index.html');
    return single && !path.extname(pathname) && signature(page) ? page : null;
  }

  async function serve(req, res) {
    const pathname = decodedPath(req.url);
    if (!sourceMaps && /\.map\/?$/.test(pathname)) return notFound(res);
    const file = fileFor(pathname);
    if (!file) return notFound(res);
    const accepted = req.headers['accept-encoding'] ?? '';
    const variant = VARIANTS.find((candidate) => candidate.accepted.test(accepted) && isFresh(file, candidate));
    let handle;
    try {
      handle = await open(variant ? file + variant.suffix : file);
    } catch {
      return notFound(res);
    }
    const stats = await handle.stat();
    const etag = `W/"${stats.size}-${stats.mtimeMs}${variant ? `-${variant.encoding}` : ''}"`;
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    // The host fetches each remote's manifest and chunks from another origin.
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Cache-Control', HASHED_ASSET.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('ETag', etag);
    if (req.headers['if-none-match'] === etag) {
      await handle.close();
      res.writeHead(304);
      return res.end();
    }
    res.writeHead(200, {
      'Content-Type': contentTypeOf(file),
      'Content-Length': stats.size,
      'Last-Modified': stats.mtime.toUTCString(),
      ...(variant ? { 'Content-Encoding': variant.encoding } : {}),
    });
    if (req.method === 'HEAD') {
      await handle.close();
      return res.end();
    }
    // A client that goes away (a navigation cancels its requests) ends the read and closes the file too.
    pipeline(createReadStream(null, { fd: handle }), res, () => undefined);
  }

  return http.createServer((req, res) => {
    serve(req, res).catch(() => res.destroy());
  });
}

export function listen(server, port, host = '0.0.0.0') {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
