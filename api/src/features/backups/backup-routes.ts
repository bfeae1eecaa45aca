import { BACKUPS_PATH, type BackupsAnswer } from '@shop/contract';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { requireAdmin } from '../auth';
import { HttpError } from '../../lib/http-error';
import { describing, ErrorSchema, type RouteScope } from '../../lib/schema';
import { archiveTime } from './backup-files';
import { BackupSchema } from './backup-schema';
import { type Backups, scheduleBackups } from './backups';
import { isTriggerKey, TRIGGER_HEADER } from './data-folder-holder';

const BackupsSchema = describing<BackupsAnswer>()(
  Type.Object({ items: Type.Array(BackupSchema) }, { additionalProperties: false }),
);

const ArchiveParams = Type.Object({
  archivo: Type.String({ pattern: '^copia-\\d{8}-\\d{6}-\\d{3}\\.tar\\.gz$', maxLength: 40 }),
});

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export interface BackupRouteOptions {
  backups: Backups;
  /** The key `npm run backup` sends from this machine (see running-api.ts); null: only the admin may ask. */
  triggerKey: string | null;
}

/**
 * The admin's backups: the list (the panel shows the newest), the download of one, and one taken now (by the admin,
 * or by `npm run backup` on this machine with the running API's key). Takes one every BACKUP_EVERY while open.
 */
export async function backupRoutes(app: RouteScope, { backups, triggerKey }: BackupRouteOptions) {
  /** The admin, or the key of `npm run backup` sent from this machine (the socket's own address, not a proxy's). */
  async function requireAdminOrTrigger(request: FastifyRequest, reply: FastifyReply) {
    const sent = request.headers[TRIGGER_HEADER];
    if (typeof sent !== 'string' || triggerKey === null) return requireAdmin(request, reply);
    if (!LOOPBACK.has(request.socket.remoteAddress ?? '') || !isTriggerKey(sent, triggerKey))
      throw new HttpError(403, 'La clave de copia no es válida.');
  }

  const admin = { tags: ['copias'], security: [{ bearer: [] }] };

  app.get(
    BACKUPS_PATH,
    { onRequest: requireAdmin, schema: { ...admin, response: { 200: BackupsSchema, '4xx': ErrorSchema } } },
    async () => ({ items: await backups.list() }),
  );

  app.post(
    BACKUPS_PATH,
    {
      onRequest: requireAdminOrTrigger,
      schema: { ...admin, response: { 201: BackupSchema, '4xx': ErrorSchema } },
    },
    async (_request, reply) => reply.status(201).send(await backups.take()),
  );

  app.get(
    `${BACKUPS_PATH}/:archivo`,
    {
      onRequest: requireAdmin,
      schema: {
        ...admin,
        params: ArchiveParams,
        response: { 200: Type.Unsafe({ type: 'string', format: 'binary' }), '4xx': ErrorSchema },
      },
    },
    async (request, reply) => {
      const { archivo } = request.params;
      const file = path.join(backups.config.dir, archivo);
      const info = archiveTime(archivo) ? await stat(file).catch(() => null) : null;
      if (!info) throw new HttpError(404, 'No existe esa copia.');
      return reply
        .type('application/gzip')
        .header('Content-Disposition', `attachment; filename="${archivo}"`)
        .header('Content-Length', info.size)
        .header('Cache-Control', 'no-store')
        .send(createReadStream(file));
    },
  );

  if (backups.config.everyMs > 0) {
    const stop = scheduleBackups(backups, {
      info: (message) => app.log.info(message),
      error: (error, message) => app.log.error(error, message),
    });
    app.addHook('onClose', async () => stop());
  }
}
