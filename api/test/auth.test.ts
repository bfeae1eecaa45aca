import { databaseTargets } from './support/databases';
import { claimsOf, craftToken } from './support/jwt';
import { ADMIN, CLIENTE, TEST_SECRET, useTestApp } from './support/test-app';

interface AuthAnswer {
  token: string;
  usuario: { id: number; nombre: string; email: string; rol: string };
}

const valid = { nombre: 'Nora Nueva', email: 'nora@example.com', dni: '12345678', contrasena: 'abcdef' };

describe.each(databaseTargets)('autenticación ($name)', (target) => {
  const t = useTestApp(target);
  beforeEach(() => t.reset());

  describe('POST /api/auth/register', () => {
    it('crea una cuenta de cliente y devuelve token y usuario', async () => {
      const reply = await t.post('/api/auth/register', {
        ...valid,
        email: '  Nora@Example.com ',
        nombre: ' Nora Nueva ',
      });
      expect(reply.statusCode).toBe(201);
      const answer = reply.json<AuthAnswer>();
      expect(answer.usuario).toEqual({
        id: expect.any(Number),
        nombre: 'Nora Nueva',
        email: 'nora@example.com',
        rol: 'cliente',
      });
      expect(answer.usuario).not.toHaveProperty('password_hash');
      const me = await t.get('/api/auth/me', answer.token);
      expect(me.statusCode).toBe(200);
      expect(me.json()).toEqual(answer.usuario);
      const [row] = await t.db.query<{ dni: string; password_hash: string }>(
        'select dni, password_hash from usuarios where email = $1',
        ['nora@example.com'],
      );
      expect(row?.dni).toBe('12345678');
      expect(row?.password_hash).toMatch(/^scrypt\$10\$/);
      expect(row?.password_hash).not.toContain(valid.contrasena);
    });

    it.each([
      ['sin nombre', { nombre: '   ' }, 'El nombre es obligatorio.'],
      ['sin email', { email: '' }, 'El email es obligatorio.'],
      ['email inválido', { email: 'nora-at-example.com' }, 'El email no es válido.'],
      ['DNI de 6 dígitos', { dni: '123456' }, 'El DNI debe tener 7 a 9 dígitos.'],
      ['DNI de 10 dígitos', { dni: '1234567890' }, 'El DNI debe tener 7 a 9 dígitos.'],
      ['DNI con letras', { dni: '12A45678' }, 'El DNI debe tener 7 a 9 dígitos.'],
      ['DNI con guiones', { dni: '12-345-678' }, 'El DNI debe tener 7 a 9 dígitos.'],
      ['contraseña de 5', { contrasena: '12345' }, 'La contraseña debe tener al menos 6 caracteres.'],
    ])('rechaza %s con un 400 en español', async (_case, change, message) => {
      const reply = await t.post('/api/auth/register', { ...valid, ...change });
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual({ error: message, campo: Object.keys(change)[0] });
      expect(await t.db.query('select id from usuarios where email = $1', ['nora@example.com'])).toHaveLength(0);
    });

    it('acepta un DNI de 7 y de 9 dígitos con espacios alrededor', async () => {
      const seven = await t.post('/api/auth/register', { ...valid, dni: ' 1234567 ' });
      expect(seven.statusCode).toBe(201);
      const nine = await t.post('/api/auth/register', { ...valid, email: 'otra@example.com', dni: '123456789' });
      expect(nine.statusCode).toBe(201);
      const rows = await t.db.query<{ dni: string }>('select dni from usuarios where email like $1 order by id', [
        '%@example.com',
      ]);
      expect(rows.map((row) => row.dni)).toEqual(expect.arrayContaining(['1234567', '123456789']));
    });

    it('acepta un DNI escrito con puntos o espacios y lo guarda sólo con sus dígitos', async () => {
      const dotted = await t.post('/api/auth/register', { ...valid, dni: '12.345.678' });
      expect(dotted.statusCode).toBe(201);
      const spaced = await t.post('/api/auth/register', { ...valid, email: 'otra@example.com', dni: '7 654 321' });
      expect(spaced.statusCode).toBe(201);
      const rows = await t.db.query<{ email: string; dni: string }>(
        'select email, dni from usuarios where email in ($1, $2) order by email',
        ['nora@example.com', 'otra@example.com'],
      );
      expect(rows).toEqual([
        { email: 'nora@example.com', dni: '12345678' },
        { email: 'otra@example.com', dni: '7654321' },
      ]);
    });

    it('nunca crea un administrador desde el registro', async () => {
      const reply = await t.post('/api/auth/register', { ...valid, rol: 'admin' });
      if (reply.statusCode === 201) {
        expect(reply.json<AuthAnswer>().usuario.rol).toBe('cliente');
      } else {
        expect(reply.statusCode).toBe(400);
        expect(reply.json<{ error: string }>().error).toEqual(expect.any(String));
      }
      const admins = await t.db.query<{ email: string }>("select email from usuarios where rol = 'admin'");
      expect(admins.map((row) => row.email)).toEqual([ADMIN.email]);
      const login = await t.post('/api/auth/login', { email: valid.email, contrasena: valid.contrasena });
      if (login.statusCode === 200) expect(login.json<AuthAnswer>().usuario.rol).toBe('cliente');
    });

    it('rechaza un email repetido sin importar mayúsculas (409)', async () => {
      const reply = await t.post('/api/auth/register', { ...valid, email: CLIENTE.email.toUpperCase() });
      expect(reply.statusCode).toBe(409);
      expect(reply.json()).toEqual({ error: 'Ya existe una cuenta con ese email.' });
      const admin = await t.post('/api/auth/register', { ...valid, email: 'Admin@Example.com' });
      expect(admin.statusCode).toBe(409);
      const [row] = await t.db.query<{ rol: string }>('select rol from usuarios where email = $1', [ADMIN.email]);
      expect(row?.rol).toBe('admin');
    });

    it('un dominio con tilde y su forma IDNA (punycode) son una sola cuenta, y se entra con cualquiera', async () => {
      const first = await t.post('/api/auth/register', { ...valid, email: 'ana@exámple.com' });
      expect(first.statusCode).toBe(201);
      expect(first.json<AuthAnswer>().usuario.email).toBe('ana@xn--exmple-qta.com');
      const twin = await t.post('/api/auth/register', { ...valid, email: 'ana@xn--exmple-qta.com' });
      expect(twin.statusCode).toBe(409);
      expect(twin.json()).toEqual({ error: 'Ya existe una cuenta con ese email.' });
      for (const email of ['ana@exámple.com', 'Ana@XN--EXMPLE-QTA.com', 'ana@EXÁMPLE.com']) {
        const login = await t.post('/api/auth/login', { email, contrasena: valid.contrasena });
        expect({ email, status: login.statusCode }).toEqual({ email, status: 200 });
      }
      // 'exämple' (with ä) is another domain: xn--exmple-cua.
      const other = await t.post('/api/auth/register', { ...valid, email: 'ana@xn--exmple-cua.com' });
      expect(other.statusCode).toBe(201);
    });

    it('dos registros simultáneos con el mismo email crean una sola cuenta', async () => {
      const replies = await Promise.all(
        Array.from({ length: 5 }, () => t.post('/api/auth/register', { ...valid, email: 'doble@example.com' })),
      );
      expect(replies.map((reply) => reply.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
      expect(await t.db.query('select id from usuarios where email = $1', ['doble@example.com'])).toHaveLength(1);
    });
  });

  describe('POST /api/auth/login', () => {
    it('devuelve token y usuario con rol y nombre, con el email en cualquier caja', async () => {
      const reply = await t.post('/api/auth/login', { email: '  ADMIN@example.COM ', contrasena: ADMIN.password });
      expect(reply.statusCode).toBe(200);
      const answer = reply.json<AuthAnswer>();
      expect(answer.usuario).toMatchObject({ rol: 'admin', nombre: 'Administrador', email: ADMIN.email });
      expect(answer.token.split('.')).toHaveLength(3);
      const customer = await t.post('/api/auth/login', { email: CLIENTE.email, contrasena: CLIENTE.contrasena });
      expect(customer.json<AuthAnswer>().usuario).toMatchObject({ rol: 'cliente', nombre: CLIENTE.nombre });
    });

    it('contesta igual a un email desconocido y a una contraseña equivocada', async () => {
      const unknown = await t.post('/api/auth/login', { email: 'nadie@example.com', contrasena: 'cualquiera' });
      const wrong = await t.post('/api/auth/login', { email: CLIENTE.email, contrasena: 'equivocada' });
      expect(unknown.statusCode).toBe(401);
      expect(wrong.statusCode).toBe(401);
      expect(unknown.body).toBe(wrong.body);
      expect(wrong.json()).toEqual({ error: 'Email o contraseña incorrectos' });
    });

    it('pide email y contraseña', async () => {
      const reply = await t.post('/api/auth/login', { email: CLIENTE.email });
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual({ error: 'El email y la contraseña son obligatorios.', campo: 'contrasena' });
    });

    it('frena con 429 y Retry-After tras 5 fallos de una cuenta, aun con la contraseña correcta', async () => {
      const email = 'frenada@example.com';
      await t.post('/api/auth/register', { ...valid, email });
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const reply = await t.post('/api/auth/login', { email, contrasena: `mala-${attempt}` });
        expect(reply.statusCode).toBe(401);
      }
      const blocked = await t.post('/api/auth/login', { email: email.toUpperCase(), contrasena: valid.contrasena });
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
      expect(blocked.json<{ error: string }>().error).toMatch(/Demasiados intentos/);
      // Other accounts are not blocked by it.
      expect(
        (await t.post('/api/auth/login', { email: CLIENTE.email, contrasena: CLIENTE.contrasena })).statusCode,
      ).toBe(200);
    });
  });

  describe('GET /api/auth/me', () => {
    const me = (token: string | null) => t.get('/api/auth/me', token);
    const clienteClaims = () => claimsOf(t.clienteToken);

    it('devuelve el usuario con rol y nombre con un token válido', async () => {
      const reply = await me(t.adminToken);
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual({
        id: expect.any(Number),
        nombre: 'Administrador',
        email: ADMIN.email,
        rol: 'admin',
      });
    });

    it('el token es HS256 y vence a las 8 horas', () => {
      const [header = ''] = t.adminToken.split('.');
      expect(JSON.parse(Buffer.from(header, 'base64url').toString('utf8'))).toMatchObject({ alg: 'HS256' });
      const claims = claimsOf(t.adminToken);
      expect(Number(claims.exp) - Number(claims.iat)).toBe(8 * 60 * 60);
    });

    it('sin token contesta 401', async () => {
      const reply = await me(null);
      expect(reply.statusCode).toBe(401);
      expect(reply.json()).toEqual({ error: 'No autorizado' });
    });

    it.each([
      [
        'firmado con otra clave',
        () => craftToken(clienteClaims(), { secret: 'otra-clave-que-no-es-la-de-la-api-123456' }),
      ],
      [
        'vencido',
        () => {
          const now = Math.floor(Date.now() / 1000);
          return craftToken({ ...clienteClaims(), iat: now - 9 * 3600, exp: now - 3600 }, { secret: TEST_SECRET });
        },
      ],
      ['con alg none', () => craftToken(clienteClaims(), { secret: null, header: { alg: 'none', typ: 'JWT' } })],
      [
        'HS512 con la clave correcta',
        () => craftToken(clienteClaims(), { secret: TEST_SECRET, header: { alg: 'HS512', typ: 'JWT' } }),
      ],
      ['con la firma alterada', () => `${t.clienteToken.slice(0, -4)}AAAA`],
      ['que no es un JWT', () => 'hola'],
      ['de un usuario que no existe', () => craftToken({ sub: '999999', rol: 'admin' }, { secret: TEST_SECRET })],
    ])('un token %s contesta 401', async (_case, token) => {
      const reply = await me(token());
      expect(reply.statusCode).toBe(401);
      expect(reply.json()).toEqual({ error: 'Token inválido o vencido' });
    });

    it('el rol sale de la base, no del token: un cliente que dice ser admin sigue siendo cliente', async () => {
      const forged = craftToken({ ...clienteClaims(), rol: 'admin' }, { secret: TEST_SECRET });
      expect((await me(forged)).json()).toMatchObject({ rol: 'cliente' });
      const write = await t.post('/api/bicicletas', { nombre: 'Intrusa', categoria: 'mtb' }, forged);
      expect(write.statusCode).toBe(403);
    });
  });
});
