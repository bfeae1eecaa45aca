import { HttpError } from '../../lib/http-error';
import { createHashingPool, HashingBusyError } from './hashing-pool';
import { deriveOnThreadPool } from './passwords';

const options = { N: 2 ** 12, r: 8, p: 1, maxmem: 256 * 2 ** 12 * 8 };
const salt = Buffer.from('sal-de-prueba');
/** Far past what a loaded machine needs: only the deadline's own test sets a short one. */
const deadlineMs = 60_000;
const owner = { address: 'ingreso:direccion:198.51.100.1', failures: 1 };

describe('createHashingPool', () => {
  it('calcula lo mismo que scrypt de Node, en sus hilos', async () => {
    const pool = createHashingPool({ workers: 2, queueLimit: 4, reservedWorkers: 0, deadlineMs });
    try {
      const [key, expected] = await Promise.all([
        pool.derive('clave', salt, 64, options),
        deriveOnThreadPool('clave', salt, 64, options),
      ]);
      expect(key.equals(expected)).toBe(true);
    } finally {
      await pool.close();
    }
  });

  it('con los hilos ocupados y la cola llena contesta 503 con Retry-After enseguida', async () => {
    const pool = createHashingPool({ workers: 1, queueLimit: 1, reservedWorkers: 0, deadlineMs });
    try {
      const attempts = Array.from({ length: 3 }, () => pool.derive('clave', salt, 64, options));
      const results = await Promise.allSettled(attempts);
      expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
      const refusal = (results[2] as PromiseRejectedResult).reason as HttpError;
      expect(refusal).toBeInstanceOf(HttpError);
      expect(refusal.statusCode).toBe(503);
      expect(refusal.message).toBe('Hay demasiados ingresos y registros en curso. Probá de nuevo en unos segundos.');
      expect(refusal.headers).toEqual({ 'Retry-After': '5' });
    } finally {
      await pool.close();
    }
  });

  it('con el hilo ocupado y la cola llena, un hash de la parte reservada corre en su propio hilo', async () => {
    const pool = createHashingPool({ workers: 1, queueLimit: 0, reservedWorkers: 1, deadlineMs });
    try {
      const running = pool.derive('clave', salt, 64, options);
      const refused = pool.derive('clave', salt, 64, options);
      const reserved = pool.reserved(owner)('clave', salt, 64, options);
      expect(pool.full()).toBe(true);
      const results = await Promise.allSettled([running, refused, reserved]);
      expect(pool.full()).toBe(false);
      expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      expect((results[1] as PromiseRejectedResult).reason).toBeInstanceOf(HashingBusyError);
    } finally {
      await pool.close();
    }
  });

  it('sin hilo reservado, un hash de la parte reservada pasa adelante de los que esperan', async () => {
    const pool = createHashingPool({ workers: 1, queueLimit: 2, reservedWorkers: 0, deadlineMs });
    try {
      const finished: string[] = [];
      const track = (name: string, hash: Promise<Buffer>) => hash.then(() => finished.push(name));
      await Promise.all([
        track('primero', pool.derive('clave', salt, 64, options)),
        track('en cola', pool.derive('clave', salt, 64, options)),
        track('otro en cola', pool.derive('clave', salt, 64, options)),
        track('reservado', pool.reserved(owner)('clave', salt, 64, options)),
      ]);
      expect(finished).toEqual(['primero', 'reservado', 'en cola', 'otro en cola']);
    } finally {
      await pool.close();
    }
  });

  it('la parte reservada atiende primero a la dirección que menos falló, contada en su último intento, y con la cola llena deja afuera a la que más', async () => {
    const pool = createHashingPool({ workers: 1, queueLimit: 2, reservedWorkers: 0, deadlineMs });
    try {
      const finished: string[] = [];
      const track = (name: string, hash: Promise<Buffer>) =>
        hash.then(
          () => finished.push(name),
          (error: unknown) => finished.push(`${name}: ${error instanceof HashingBusyError ? 503 : String(error)}`),
        );
      const attacker = (n: number, failures: number) => ({ address: `ingreso:direccion:203.0.113.${n}`, failures });
      const reserved = (name: string, claim: { address: string; failures: number }) =>
        track(name, pool.reserved(claim)('clave', salt, 64, options));

      const running = track('en curso', pool.derive('clave', salt, 64, options));
      const first = reserved('atacante 1', attacker(1, 1));
      const second = reserved('atacante 2', attacker(2, 1));
      // Attacker 1 tries again before its hash ran: the one waiting takes its new count.
      expect(pool.admitsReserved(attacker(1, 4))).toBe(false);
      // The owner, from a new address, finds the queue full: the address that failed most is dropped.
      expect(pool.admitsReserved(owner)).toBe(true);
      const theOwner = reserved('dueña', owner);
      // Attacker 2 tries again too, and falls behind the owner; a third that failed more finds no place.
      expect(pool.admitsReserved(attacker(2, 3))).toBe(false);
      expect(pool.admitsReserved(attacker(3, 5))).toBe(false);
      await Promise.all([running, first, second, theOwner]);

      expect(finished).toEqual(['atacante 1: 503', 'en curso', 'dueña', 'atacante 2']);
    } finally {
      await pool.close();
    }
  });

  it('un hash que no termina en deadlineMs, esperando o calculando, contesta 503: nadie queda colgado', async () => {
    const slow = { N: 2 ** 15, r: 8, p: 1, maxmem: 256 * 2 ** 15 * 8 };
    const pool = createHashingPool({ workers: 1, queueLimit: 4, reservedWorkers: 0, deadlineMs: 1 });
    try {
      const results = await Promise.allSettled([
        pool.derive('clave', salt, 64, slow),
        pool.derive('clave', salt, 64, options),
        pool.reserved(owner)('clave', salt, 64, options),
      ]);
      for (const result of results) expect((result as PromiseRejectedResult).reason).toBeInstanceOf(HashingBusyError);
    } finally {
      await pool.close();
    }
  });

  it('el hilo reservado toma sólo hashes de direcciones que todavía no fallaron; los demás esperan a uno común', async () => {
    const pool = createHashingPool({ workers: 1, queueLimit: 2, reservedWorkers: 1, deadlineMs });
    try {
      const running = pool.derive('clave', salt, 64, options);
      const failedBefore = { address: 'ingreso:direccion:203.0.113.1', failures: 2 };
      expect(pool.admitsReserved(failedBefore)).toBe(true);
      const waiting = pool.reserved(failedBefore)('clave', salt, 64, options);
      const theOwner = pool.reserved(owner)('clave', salt, 64, options);
      // The owner's hash went to the reserved thread at once; the other one waits for the common thread.
      expect(pool.waiting()).toEqual({ common: 0, reserved: 1 });
      const finished: string[] = [];
      await Promise.all([
        running.then(() => finished.push('común')),
        waiting.then(() => finished.push('falló antes')),
        theOwner.then(() => finished.push('dueña')),
      ]);
      // (Which of the owner's and the common hash ends first depends on the machine: the reserved thread starts cold.)
      expect(finished.indexOf('falló antes')).toBeGreaterThan(finished.indexOf('común'));
    } finally {
      await pool.close();
    }
  });
});
