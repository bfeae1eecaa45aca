import { LIMITS } from '../src/features/auth/sign-in-limits';
import { databaseTargets } from './support/databases';
import { type Reply, type TestApp, useTestApp } from './support/test-app';

/** The balancer and the host servers' network: the only peers whose X-Forwarded-For is read. */
const PROXIES = '10.0.0.0/24';
const BALANCER = '10.0.0.2';
const HOST_SERVER = '10.0.0.3';
const OUTSIDER = '192.0.2.50';

interface From {
  /** The address of the connection. */
  peer: string;
  forwardedFor?: string;
}

function send(t: TestApp, url: string, { peer, forwardedFor }: From, payload: string, contentType: string) {
  return t.app.inject({
    method: 'POST',
    url,
    remoteAddress: peer,
    headers: { 'content-type': contentType, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    payload,
  });
}

/** A wrong password for a new e-mail each time: only the address's limit can stop them. */
let tried = 0;
function wrongSignIn(t: TestApp, from: From): Promise<Reply> {
  tried += 1;
  const body = { email: `nadie${tried}@example.com`, contrasena: 'mala' };
  return send(t, '/api/auth/login', from, JSON.stringify(body), 'application/json');
}

let registered = 0;
function register(t: TestApp, from: From): Promise<Reply> {
  registered += 1;
  const body = { nombre: 'Visita', email: `visita${registered}@example.com`, dni: '30111222', contrasena: 'secreta1' };
  return send(t, '/api/auth/register', from, JSON.stringify(body), 'application/json');
}

/** Answers of `count` requests sent one after the other, each `from(n)`. */
async function inTurn(count: number, request: (n: number) => Promise<Reply>): Promise<number[]> {
  const statuses: number[] = [];
  for (let n = 0; n < count; n += 1) statuses.push((await request(n)).statusCode);
  return statuses;
}

const times = (count: number, status: number) => Array.from({ length: count }, () => status);

describe.each(databaseTargets)('direcciones detrás de proxies de confianza ($name)', (target) => {
  const t = useTestApp(target, { trustProxy: [PROXIES] });
  let bike = 0;

  beforeEach(async () => {
    await t.reset();
    bike = await t.create('bicicletas', { nombre: 'Trail Andino', categoria: 'mtb' });
  });

  const enquiries = async () => {
    const [row] = await t.db.query<{ total: number }>(
      `select total from enquiry_events where product_id = $1 and kind = 'consulta'`,
      [bike],
    );
    return row?.total ?? 0;
  };
  const enquire = (from: From) =>
    send(t, '/api/eventos', from, JSON.stringify({ tipo: 'bicicleta', id: bike, evento: 'consulta' }), 'text/plain');

  describe('por un proxy de confianza, los límites son del cliente que nombra: la dirección más a la derecha que no es un proxy', () => {
    // What the attack sent: a new address on the left each time, a made-up one on the right.
    const forged = (n: number) => ({ peer: BALANCER, forwardedFor: `203.0.113.${n % 250}, 198.51.100.7` });

    it(`ingresos: ${LIMITS.address} fallos y después 429, aunque cambie lo de la izquierda`, async () => {
      expect(await inTurn(LIMITS.address + 10, (n) => wrongSignIn(t, forged(n)))).toEqual([
        ...times(LIMITS.address, 401),
        ...times(10, 429),
      ]);
      // Another client behind the same balancer is not held back.
      expect((await wrongSignIn(t, { peer: BALANCER, forwardedFor: '198.51.100.8' })).statusCode).toBe(401);
    });

    it(`registros: ${LIMITS.registrations} por hora y después 429; otro cliente del mismo proxy sigue registrando`, async () => {
      const statuses = await inTurn(LIMITS.registrations + 5, (n) => register(t, forged(n)));
      expect(statuses).toEqual([...times(LIMITS.registrations, 201), ...times(5, 429)]);
      const others = await inTurn(12, (n) => register(t, { peer: BALANCER, forwardedFor: `198.51.100.${20 + n}` }));
      expect(others).toEqual(times(12, 201));
    });

    it("consultas: 200 'consulta' de una misma cadena son una persona", async () => {
      expect(await inTurn(200, (n) => enquire(forged(n)))).toEqual(times(200, 202));
      // Trusted, each forged address would be a person of its own (up to the burst cap of 20 an hour).
      expect(await enquiries()).toBe(1);
    });

    it('a través de dos proxies (balanceador y host) el cliente es el que el host recibió', async () => {
      const chain = (n: number) => ({ peer: BALANCER, forwardedFor: `203.0.113.${n}, 198.51.100.9, ${HOST_SERVER}` });
      const statuses = await inTurn(LIMITS.registrations + 1, (n) => register(t, chain(n)));
      expect(statuses).toEqual([...times(LIMITS.registrations, 201), 429]);
      expect((await register(t, { peer: BALANCER, forwardedFor: `198.51.100.10, ${HOST_SERVER}` })).statusCode).toBe(
        201,
      );
    });
  });

  describe('desde una dirección que no es un proxy, X-Forwarded-For no cuenta: los límites son de la conexión', () => {
    const forged = (n: number) => ({ peer: OUTSIDER, forwardedFor: `203.0.113.${n % 250}` });

    it(`ingresos y registros se cortan en ${LIMITS.address} y ${LIMITS.registrations}`, async () => {
      expect(await inTurn(LIMITS.address + 1, (n) => wrongSignIn(t, forged(n)))).toEqual([
        ...times(LIMITS.address, 401),
        429,
      ]);
      expect(await inTurn(LIMITS.registrations + 1, (n) => register(t, forged(n)))).toEqual([
        ...times(LIMITS.registrations, 201),
        429,
      ]);
    });

    it('consultas: 200 con otra dirección inventada en cada una son una persona', async () => {
      await inTurn(200, (n) => enquire(forged(n)));
      expect(await enquiries()).toBe(1);
    });
  });
});
