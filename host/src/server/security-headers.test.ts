/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import Fastify from 'fastify';
import { SECTIONS_WITHOUT_CONFIG, type RemoteDefinition } from '../features/remotes/remotes-config';
import { inlineScriptHashes, sendSecurityHeaders, SecurityHeaders } from './security-headers';
import { get, portOf } from './socket-request-helpers';

/** The example of the CSP specification and MDN: this script's sha256, base64. */
const HELLO = "alert('Hello, world.');";
const HELLO_HASH = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='";

const TEMPLATE =
  "<!doctype html><html><head><script>alert('Hello, world.');</script><script defer src=/main.js></script></head>" +
  '<body><div id=root></div><script type="application/json">{"a":1}</script>' +
  '<script type="application/ld+json">{"@type":"BikeStore"}</script><script type=module>import("/x.js")</script>' +
  `<script type="text/javascript">${HELLO}</script></body></html>`;

const bikes: RemoteDefinition = {
  name: 'bikes',
  entry: 'http://localhost:3001/mf-manifest.json',
  routes: ['/bicicletas'],
};
const cdnBikes: RemoteDefinition = { ...bikes, entry: 'https://cdn.example.com/bikes/mf-manifest.json' };
const admin: RemoteDefinition = {
  name: 'admin',
  entry: 'http://localhost:3003/mf-manifest.json',
  routes: ['/admin/*'],
};

/** The policy's directives by name. */
function directives(policy: string | undefined): Record<string, string[]> {
  return Object.fromEntries(
    (policy ?? '').split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );
}

function policyOf(headers: SecurityHeaders): Record<string, string[]> {
  return directives(headers.current()['content-security-policy']);
}

describe('the hashes of the inline scripts', () => {
  it('names each script the page runs from its own text, once, and no script with a src or data block', () => {
    const hashes = inlineScriptHashes(TEMPLATE);
    expect(hashes).toContain(HELLO_HASH);
    expect(hashes).toHaveLength(2);
    expect(inlineScriptHashes('<script type="application/json">{}</script><script src="/a.js"></script>')).toEqual([]);
  });
});

describe('the security headers of the host server', () => {
  it('allow the scripts of the host, the remotes and the pages by hash, never inline scripts as such', () => {
    const policy = policyOf(new SecurityHeaders({ templates: [TEMPLATE], remotes: () => [admin, bikes] }));
    expect(policy['default-src']).toEqual(["'none'"]);
    expect(policy['script-src']).toEqual([
      "'self'",
      'http://localhost:3001',
      'http://localhost:3003',
      ...inlineScriptHashes(TEMPLATE),
    ]);
    expect(policy['style-src-elem']).toEqual(["'self'", 'http://localhost:3001', 'http://localhost:3003']);
    expect(policy['style-src-attr']).toEqual(["'unsafe-inline'"]);
    expect(policy['connect-src']).toEqual([
      "'self'",
      'http://localhost:4000',
      'http://localhost:3001',
      'http://localhost:3003',
    ]);
    expect(policy['img-src']).toEqual(["'self'", 'http://localhost:4000', 'data:', 'blob:']);
    expect(policy['frame-src']).toEqual(['https://maps.google.com', 'https://www.google.com']);
    expect(policy['form-action']).toEqual(["'self'", 'https://wa.me']);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'none'"]);
  });

  it('follow remotes.json: a remote moved to a CDN is allowed from there, and no longer from its old address', () => {
    let remotes = [bikes];
    const headers = new SecurityHeaders({ templates: [TEMPLATE], remotes: () => remotes });
    expect(policyOf(headers)['script-src']).toContain('http://localhost:3001');

    remotes = [cdnBikes];
    expect(policyOf(headers)['script-src']).toContain('https://cdn.example.com');
    expect(policyOf(headers)['script-src']).not.toContain('http://localhost:3001');
    expect(policyOf(headers)['connect-src']).toEqual(["'self'", 'http://localhost:4000', 'https://cdn.example.com']);
  });

  it('name no remote before remotes.json has been read', () => {
    const policy = policyOf(new SecurityHeaders({ templates: [], remotes: () => SECTIONS_WITHOUT_CONFIG }));
    expect(policy['script-src']).toEqual(["'self'"]);
  });

  it('allow the images of the bucket or CDN of PUBLIC_MEDIA_URL, and refuse an address that is not one', () => {
    const withMedia = new SecurityHeaders({
      templates: [],
      remotes: () => [],
      mediaUrl: 'https://medios.example.com/imagenes',
    });
    expect(policyOf(withMedia)['img-src']).toEqual([
      "'self'",
      'http://localhost:4000',
      'https://medios.example.com',
      'data:',
      'blob:',
    ]);
    expect(() => new SecurityHeaders({ templates: [], remotes: () => [], mediaUrl: 'medios' })).toThrow(
      'PUBLIC_MEDIA_URL inválida: medios',
    );
  });

  it('come with every answer, a missing page included: no framing, HTTPS only, no sniffing, origin-only referrers', async () => {
    const app = Fastify();
    sendSecurityHeaders(app, { templates: [TEMPLATE], remotes: () => [bikes] });
    app.get('/', async (_request, reply) => reply.type('text/html').send('<p>hola</p>'));
    await app.listen({ port: 0, host: '127.0.0.1' });
    for (const path of ['/', '/no-existe']) {
      const answer = await get(portOf(app.server.address()), path).answer;
      expect(answer.headers).toMatchObject({
        'x-frame-options': 'DENY',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
      });
      expect(directives(String(answer.headers['content-security-policy']))['frame-ancestors']).toEqual(["'none'"]);
    }
    await app.close();
  });

  it('on the wire: exactly the shared headers and the two policies, the page policy as remotes.json is at each answer', async () => {
    let remotes = [bikes];
    const app = Fastify();
    sendSecurityHeaders(app, { templates: [TEMPLATE], remotes: () => remotes });
    app.get('/', async () => 'hola');
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = portOf(app.server.address());
    const first = await get(port, '/').answer;
    remotes = [cdnBikes];
    const second = await get(port, '/').answer;
    await app.close();

    expect(
      Object.keys(first.headers)
        .filter((name) => !['content-type', 'content-length', 'date', 'connection', 'keep-alive'].includes(name))
        .sort(),
    ).toEqual([
      'content-security-policy',
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'referrer-policy',
      'strict-transport-security',
      'x-content-type-options',
      'x-download-options',
      'x-frame-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ]);
    expect(first.headers).toMatchObject({
      'cross-origin-opener-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'x-download-options': 'noopen',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    });
    expect(directives(String(first.headers['content-security-policy']))['script-src']).toContain(
      'http://localhost:3001',
    );
    const moved = directives(String(second.headers['content-security-policy']));
    expect(moved['script-src']).toContain('https://cdn.example.com');
    expect(moved['script-src']).not.toContain('http://localhost:3001');
    expect(moved['default-src']).toEqual(["'none'"]);
  });
});
