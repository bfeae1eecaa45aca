import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/types';
import { HttpError, notFound } from '../../lib/http-error';
import type { CatalogKind } from './catalog-kind';

/** The rows public and admin reads see: a deleted item waits for its restore or purge, unseen. */
export const LIVE = 'deleted_at is null';

export const STALE_VERSION = 'Este producto cambió en otra pestaña o por otro usuario.';

/** An item's version as a strong entity tag. */
export function etag(version: number): string {
  return `"${version}"`;
}

/** Whether the request's If-Match (absent: anything goes) names this version. */
function ifMatchAccepts(request: FastifyRequest, version: number): boolean {
  const header = request.headers['if-match'];
  if (header === undefined) return true;
  const tags = header.split(',').map((tag) => tag.trim());
  return tags.includes('*') || tags.includes(etag(version));
}

/**
 * Locks a live item for the rest of the transaction and checks the request's If-Match against its
 * version: 404 when there is no such item, 412 when another write came first (nothing is changed).
 */
export async function lockItemVersion(
  tx: Queryable,
  kind: CatalogKind,
  id: number,
  request: FastifyRequest,
): Promise<void> {
  const [row] = await tx.query<{ version: number }>(
    `select version from ${kind.table} where id = $1 and ${LIVE} for update`,
    [id],
  );
  if (!row) throw notFound(kind.notFound);
  if (!ifMatchAccepts(request, row.version)) throw new HttpError(412, STALE_VERSION);
}

/** Every write to an item or its images makes a new version; answers it. */
export async function bumpItemVersion(tx: Queryable, kind: CatalogKind, id: number): Promise<number> {
  const [row] = await tx.query<{ version: number }>(
    `update ${kind.table} set version = version + 1, updated_at = now() where id = $1 returning version`,
    [id],
  );
  if (!row) throw notFound(kind.notFound);
  return row.version;
}

export function sendVersion(reply: FastifyReply, version: number): void {
  reply.header('ETag', etag(version));
}
