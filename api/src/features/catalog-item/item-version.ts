import type { FastifyReply, FastifyRequest } from 'fastify';
import { expressionBuilder, sql } from 'kysely';
import type { Tables } from '../../db/tables';
import { firstRowOf, typedSql } from '../../db/typed-sql';
import type { Queryable } from '../../db/types';
import { HttpError, notFound } from '../../lib/http-error';
import type { CatalogKind } from './catalog-kind';

/** The rows public and admin reads see: a deleted item waits for its restore or purge, unseen. */
export const live = expressionBuilder<Tables, CatalogKind['table']>()('deleted_at', 'is', null);

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
  const row = await firstRowOf(
    tx,
    typedSql.selectFrom(kind.table).select('version').where('id', '=', id).where(live).forUpdate(),
  );
  if (!row) throw notFound(kind.notFound);
  if (!ifMatchAccepts(request, row.version)) throw new HttpError(412, STALE_VERSION);
}

/** Every write to an item or its images makes a new version; answers it. */
export async function bumpItemVersion(tx: Queryable, kind: CatalogKind, id: number): Promise<number> {
  const row = await firstRowOf(
    tx,
    typedSql
      .updateTable(kind.table)
      .set((eb) => ({ version: eb('version', '+', 1), updated_at: sql<Date>`now()` }))
      .where('id', '=', id)
      .returning('version'),
  );
  if (!row) throw notFound(kind.notFound);
  return row.version;
}

export function sendVersion(reply: FastifyReply, version: number): void {
  reply.header('ETag', etag(version));
}
