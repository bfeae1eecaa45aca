import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { COMMON_SECURITY_HEADERS } from '@shop/contract';
import { siteConfig } from '@shop/shared/config';
import { chatLink, mapEmbedUrl } from '@shop/shared/domain';
import type { RemoteDefinition } from '../features/remotes/remotes-config';

/** Every script element of a page, with its attributes and its text. */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC_ATTRIBUTE = /(?:^|\s)src\s*=/i;
const TYPE_ATTRIBUTE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i;
/**
 * The types of a script the browser runs (no type, a JavaScript MIME type, a module, an import map or
 * speculation rules), which the policy must name. Any other type is a data block, never run: the page's
 * state (application/json) and its JSON-LD.
 */
const EXECUTABLE_TYPE =
  /^(?:|module|importmap|speculationrules|(?:text|application)\/(?:x-)?(?:java|ecma)script|text\/javascript1\.[0-5]|text\/(?:jscript|livescript))$/i;

/** The map embed's page answers with a redirect to www.google.com/maps, which frame-src checks as well. */
const MAP_REDIRECT_ORIGIN = 'https://www.google.com';

/** The hash sources ('sha256-…') of the scripts a page runs from its own text, each once. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = [...html.matchAll(SCRIPT)]
    .filter(([, attributes = '']) => {
      const type = TYPE_ATTRIBUTE.exec(attributes);
      return (
        !SRC_ATTRIBUTE.test(attributes) && EXECUTABLE_TYPE.test((type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim())
      );
    })
    .map(([, , text = '']) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  return [...new Set(hashes)];
}

/** An http(s) address's origin; null for anything else (an empty or broken entry of remotes.json). */
function httpOrigin(url: string, base?: string): string | null {
  try {
    const { origin, protocol } = new URL(url, base);
    return protocol === 'http:' || protocol === 'https:' ? origin : null;
  } catch {
    return null;
  }
}

/** PUBLIC_MEDIA_URL: where browsers fetch the uploaded images when they are in a bucket or behind a CDN. */
function mediaOrigin(value: string | undefined): string | null {
  if (!value) return null;
  const origin = httpOrigin(value);
  if (!origin) throw new Error(`PUBLIC_MEDIA_URL inválida: ${value} (usá https://…)`);
  return origin;
}

interface PolicySources {
  /** Hash sources of the inline scripts of the pages the server sends. */
  scriptHashes: readonly string[];
  /** Origins of the remotes: their entries, chunks, stylesheets and manifests. */
  remotes: readonly string[];
  /** The API's origin: its answers and the images it stores. */
  api: string;
  /** The bucket's or CDN's origin of the uploaded images, if they are not on the API. */
  media: string | null;
}

/**
 * The policy of the site's pages: scripts of the host and the remotes, and the pages' inline scripts by
 * their hash (the same HTML is served again from the cache, so a nonce could not be used once only); no
 * other inline script, no eval. Styles: the host's and the remotes' sheets; inline style attributes are
 * allowed (React writes a colour swatch's colour and an image's aspect ratio in `style`), <style> elements
 * are not. A browser without `style-src-elem`/`-attr` falls back to `style-src`, which allows both rather
 * than break the style attributes. Images from the site, the API, the media bucket, and data: (the icon)
 * and blob: (the admin's previews of the chosen files).
 * Frames: only the map embed; forms post to the site, whose contact form redirects to the chat.
 */
function contentSecurityPolicy({ scriptHashes, remotes, api, media }: PolicySources): string {
  const self = "'self'";
  const directives: [string, (string | null)[]][] = [
    ['default-src', ["'none'"]],
    ['script-src', [self, ...remotes, ...scriptHashes]],
    ['style-src', [self, ...remotes, "'unsafe-inline'"]],
    ['style-src-elem', [self, ...remotes]],
    ['style-src-attr', ["'unsafe-inline'"]],
    ['img-src', [self, api, media, 'data:', 'blob:']],
    ['connect-src', [self, api, ...remotes]],
    ['frame-src', [httpOrigin(mapEmbedUrl(0, 0, 1)), MAP_REDIRECT_ORIGIN]],
    ['form-action', [self, httpOrigin(chatLink(''))]],
    ['base-uri', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives
    .map(([name, sources]) => [name, ...new Set(sources.filter((source) => source !== null))].join(' '))
    .join('; ');
}

export interface SecurityHeadersOptions {
  /** The built pages (index.html and shell.html): their inline scripts are allowed by hash. */
  templates: readonly string[];
  /** The remotes as remotes.json names them now (RemoteRegistry, which reads it again on every poll). */
  remotes: () => readonly RemoteDefinition[];
  /** PUBLIC_MEDIA_URL, if the images are in a bucket or behind a CDN. */
  mediaUrl?: string;
}

/**
 * The security headers of the host server's answers: those the API sends too, a referrer policy that
 * sends other sites the origin only, and the pages' content security policy, which follows remotes.json.
 */
export class SecurityHeaders {
  private readonly sources: Omit<PolicySources, 'remotes'>;
  private last: { remotes: string; headers: Readonly<Record<string, string>> } | null = null;

  constructor(private readonly options: SecurityHeadersOptions) {
    this.sources = {
      scriptHashes: [...new Set(options.templates.flatMap(inlineScriptHashes))],
      api: httpOrigin(siteConfig.apiUrl, siteConfig.siteUrl) ?? "'self'",
      media: mediaOrigin(options.mediaUrl),
    };
  }

  /** The headers for an answer sent now; built again only when the remotes' origins change. */
  current(): Readonly<Record<string, string>> {
    const origins = this.options.remotes().flatMap((remote) => httpOrigin(remote.entry) ?? []);
    // Sorted: the registry lists the remotes in the order their manifests first answered.
    const remotes = [...new Set(origins)].sort();
    const key = remotes.join(' ');
    if (this.last?.remotes !== key) {
      this.last = {
        remotes: key,
        headers: {
          ...COMMON_SECURITY_HEADERS,
          'content-security-policy': contentSecurityPolicy({ ...this.sources, remotes }),
          'referrer-policy': 'strict-origin-when-cross-origin',
        },
      };
    }
    return this.last.headers;
  }
}

/** Every answer of the server carries the security headers (the policy as remotes.json is at that moment). */
export function sendSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions): void {
  const headers = new SecurityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers.current());
    done();
  });
}
