import type { HistoryValue } from '@shop/contract';
import type { FastifyReply } from 'fastify';
import { firstRowOf, typedSql } from '../../db/typed-sql';
import type { Queryable, SqlValue } from '../../db/types';
import { notFound } from '../../lib/http-error';
import { untagRemovedColours } from '../images';
import { type CatalogInput, catalogColumns } from './catalog-input';
import { type CatalogKind, live, sendVersion } from '../catalog-item';

/** Validates a create body and inserts the item; answers its id. */
export async function insertCatalogItem(db: Queryable, kind: CatalogKind, body: CatalogInput): Promise<number> {
  const row = catalogColumns(kind, body);
  const names = Object.keys(row);
  const [created] = await db.query<{ id: number }>(
    `insert into ${kind.table} (${names.join(', ')}) values (${names.map((_, i) => `$${i + 1}`).join(', ')}) returning id`,
    Object.values(row) as SqlValue[],
  );
  if (!created) throw new Error(`No se pudo crear en ${kind.table}`);
  return created.id;
}

/**
 * Validates an update body and replaces the item's fields, with a new version; its photos lose a colour it no longer
 * has. Runs in the caller's transaction, after the caller locked the item (`lockItemVersion`).
 */
export async function updateCatalogItem(tx: Queryable, kind: CatalogKind, id: number, body: CatalogInput) {
  const row = catalogColumns(kind, body);
  const names = Object.keys(row);
  await tx.query(
    `update ${kind.table} set ${names.map((name, i) => `${name} = $${i + 1}`).join(', ')},
       version = version + 1, updated_at = now()
     where id = $${names.length + 1}`,
    [...(Object.values(row) as SqlValue[]), id],
  );
  await untagRemovedColours(tx, kind, id);
}

/** The fields a write body sets, each as stored now: what a restored version is written over. */
export function editableFields(kind: CatalogKind): string[] {
  return [
    'nombre',
    'categoria',
    'visible',
    'destacado',
    ...kind.textFields,
    ...kind.numberFields,
    ...kind.colourFields,
    'disponibilidad',
  ];
}

/** A live item's editable fields as stored. */
export async function storedFields(
  tx: Queryable,
  kind: CatalogKind,
  id: number,
): Promise<Record<string, HistoryValue>> {
  const row: Record<string, unknown> | undefined = await firstRowOf(
    tx,
    typedSql.selectFrom(kind.table).selectAll().where('id', '=', id),
  );
  return Object.fromEntries(editableFields(kind).map((field) => [field, (row?.[field] ?? null) as HistoryValue]));
}

/** A live item as answered, with its version as the ETag. */
export async function sendItem(db: Queryable, kind: CatalogKind, reply: FastifyReply, id: number, seeHidden: boolean) {
  const stored = typedSql.selectFrom(kind.table).selectAll().where('id', '=', id).where(live);
  const row = await firstRowOf(db, seeHidden ? stored : stored.where((eb) => eb.ref('visible')));
  if (!row) throw notFound(kind.notFound);
  const { search_text: _search, deleted_at: _deleted, disponible_ahora: _now, version, ...item } = row;
  sendVersion(reply, Number(version));
  return item;
}
