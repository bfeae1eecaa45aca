import { databaseTargets } from './support/databases';
import { ALLOWED_ORIGIN, CLIENTE, useTestApp } from './support/test-app';

const OTHER_ORIGIN = 'https://evil.example.com';

describe.each(databaseTargets)('seguridad HTTP ($name)', (target) => {
  const t = useTestApp(target);

  describe('CORS', () => {
    it('responde a los orígenes configurados y a ningún otro', async () => {
      const allowed = await t.call('GET', '/api/bicicletas', { headers: { origin: ALLOWED_ORIGIN } });
      expect(allowed.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
      expect(allowed.headers.vary).toMatch(/Origin/);
      for (const origin of [OTHER_ORIGIN, 'http://localhost:3000.evil.example.com', 'null']) {
        const refused = await t.call('GET', '/api/bicicletas', { headers: { origin } });
        expect({ origin, allow: refused.headers['access-control-allow-origin'] }).toEqual({ origin, allow: undefined });
      }
    });

    it('el preflight de una escritura con token pasa sólo desde un origen configurado', async () => {
      const preflight = (origin: string) =>
        t.call('OPTIONS', '/api/bicicletas/1', {
          headers: {
            origin,
            'access-control-request-method': 'PUT',
            'access-control-request-headers': 'authorization,content-type',
          },
        });
      const allowed = await preflight(ALLOWED_ORIGIN);
      expect(allowed.statusCode).toBe(204);
      expect(allowed.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
      expect(allowed.headers['access-control-allow-methods']).toMatch(/PUT/);
      expect(allowed.headers['access-control-allow-headers']).toMatch(/authorization/i);
      expect((await preflight(OTHER_ORIGIN)).headers['access-control-allow-origin']).toBeUndefined();
    });
  });

  describe('encabezados', () => {
    it('una respuesta JSON no se puede ejecutar, enmarcar ni adivinar su tipo', async () => {
      const reply = await t.get('/api/bicicletas');
      expect(reply.headers).toMatchObject({
        'content-type': 'application/json; charset=utf-8',
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'no-referrer',
        'strict-transport-security': expect.stringMatching(/max-age=\d+/),
        'cross-origin-resource-policy': 'cross-origin',
      });
      expect(reply.headers['x-powered-by']).toBeUndefined();
    });

    it('también en los errores y en los archivos subidos', async () => {
      for (const url of ['/api/no-existe', '/api/bicicletas?page=0', await t.upload()]) {
        const reply = await t.get(url);
        expect({
          url,
          csp: reply.headers['content-security-policy'],
          sniff: reply.headers['x-content-type-options'],
        }).toEqual({
          url,
          csp: "default-src 'none'; frame-ancestors 'none'",
          sniff: 'nosniff',
        });
      }
    });

    it('la página de documentación trae su propia política, que deja correr sus scripts por http', async () => {
      const reply = await t.get('/api/docs/');
      expect(reply.statusCode).toBe(200);
      const policy = String(reply.headers['content-security-policy']);
      expect(policy).toMatch(/script-src 'self'/);
      expect(policy).not.toMatch(/upgrade-insecure-requests/);
    });

    it('lo que se contesta a un usuario identificado no se guarda en cachés', async () => {
      expect((await t.get('/api/auth/me', t.clienteToken)).headers['cache-control']).toBe('no-store');
      const login = await t.post('/api/auth/login', { email: CLIENTE.email, contrasena: CLIENTE.contrasena });
      expect(login.headers['cache-control']).toBe('no-store');
      expect((await t.get('/api/bicicletas')).headers['cache-control']).toBeUndefined();
    });
  });

  describe('límite de ingresos por dirección', () => {
    const login = (remoteAddress: string, email: string, contrasena: string, forwardedFor?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress,
        headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
        payload: { email, contrasena },
      });

    it('30 fallos desde una dirección la frenan con 429 y Retry-After, aunque cambie X-Forwarded-For y el email', async () => {
      const attacker = '203.0.113.9';
      for (let attempt = 0; attempt < 30; attempt += 1) {
        const reply = await login(attacker, `nadie${attempt}@example.com`, 'mala', `198.51.100.${attempt}`);
        expect(reply.statusCode).toBe(401);
      }
      const blocked = await login(attacker, CLIENTE.email, CLIENTE.contrasena, '198.51.100.200');
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(blocked.json()).toEqual({ error: 'Demasiados intentos fallidos. Probá de nuevo en unos minutos.' });
      // Someone else, from another address, still gets in.
      expect((await login('203.0.113.10', CLIENTE.email, CLIENTE.contrasena)).statusCode).toBe(200);
    });
  });
});
