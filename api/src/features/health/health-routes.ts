import { Type } from 'typebox';
import type { Database } from '../../db/types';
import { pendingMigrations } from '../../db/migrator';
import type { Lifecycle } from '../../lib/lifecycle';
import type { RouteScope } from '../../lib/schema';
import type { MediaStorage } from '../images';
import { storageProbe } from './storage-probe';

const Alive = Type.Object({ ok: Type.Boolean() }, { additionalProperties: false });
const Ready = Type.Object({ ok: Type.Boolean(), error: Type.Optional(Type.String()) }, { additionalProperties: false });

/**
 * `/api/health`: the process answers (a load balancer restarts it when not). `/api/ready`: it can serve the shop
 * now (not shutting down, database reachable, every migration applied, storage writable); a load balancer sends it
 * traffic only then.
 */
interface HealthOptions {
  db: Database;
  storage: MediaStorage;
  lifecycle: Lifecycle;
}

export async function healthRoutes(app: RouteScope, { db, storage, lifecycle }: HealthOptions) {
  const storageWritable = storageProbe(storage);

  async function problem(): Promise<string | null> {
    if (lifecycle.draining) return 'se está apagando.';
    try {
      const pending = await pendingMigrations(db);
      if (pending.length > 0) return `faltan migraciones (${pending.join(', ')}).`;
    } catch {
      return 'la base de datos no responde.';
    }
    try {
      await storageWritable();
    } catch {
      return 'no se puede escribir en el almacenamiento de imágenes.';
    }
    return null;
  }

  app.get('/api/health', { schema: { tags: ['salud'], response: { 200: Alive } } }, () => ({ ok: true }));
  app.get(
    '/api/ready',
    { schema: { tags: ['salud'], response: { 200: Ready, 503: Ready } } },
    async (_request, reply) => {
      const reason = await problem();
      if (reason === null) return { ok: true };
      return reply.status(503).send({ ok: false, error: `La API no está lista: ${reason}` });
    },
  );
}
