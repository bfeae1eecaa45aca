import { type PriceChangeAnswer, type PriceChangeItem, priceProblem } from '@shop/contract';
import { sql } from 'kysely';
import { firstRowOf, rowsOf, typedSql } from '../../db/typed-sql';
import type { Queryable } from '../../db/types';
import { badRequest, HttpError, notFound } from '../../lib/http-error';
import { type CatalogKind, live } from '../catalog-item';

interface ListedItem {
  id: number;
  nombre: string;
  precio: number | null;
}

/**
 * Locks the live items named and checks each against the version it was listed at: 404 naming the ids that are gone,
 * 412 naming the products changed since (nothing is written either way).
 */
async function lockListed(tx: Queryable, kind: CatalogKind, items: readonly PriceChangeItem[]): Promise<ListedItem[]> {
  const ids = items.map((item) => item.id);
  if (new Set(ids).size !== ids.length) throw badRequest('Cada producto va una sola vez.', 'items');
  const rows = await rowsOf(
    tx,
    typedSql
      .selectFrom(kind.table)
      .select(['id', 'nombre', 'precio', 'version'])
      .where('id', 'in', ids)
      .where(live)
      .orderBy('id')
      .forUpdate(),
  );
  const missing = ids.filter((id) => !rows.some((row) => row.id === id));
  if (missing.length) throw notFound(`${kind.notFound}: ${missing.join(', ')}`);
  const changed = rows.filter((row) => items.some((item) => item.id === row.id && item.version !== row.version));
  if (changed.length)
    throw new HttpError(
      412,
      `Cambiaron desde que se listaron: ${changed.map((row) => row.nombre).join(', ')}. No se cambió ningún precio; recargá la lista.`,
    );
  return items.flatMap((item) => rows.find((row) => row.id === item.id) ?? []);
}

/**
 * Sets each listed item's price to `priceOf(item)` in one transaction, all or nothing: a price the catalogue cannot
 * take refuses the whole change naming its product. Items whose price does not change keep their version.
 */
export async function setPrices(
  tx: Queryable,
  kind: CatalogKind,
  items: readonly PriceChangeItem[],
  priceOf: (item: ListedItem) => number | null,
  field: string,
): Promise<PriceChangeAnswer> {
  const listed = await lockListed(tx, kind, items);
  const changes = listed.map((item) => ({ item, precio: priceOf(item) }));
  for (const { item, precio } of changes) {
    const problem = precio === null ? null : priceProblem(precio, kind.table);
    if (problem) throw badRequest(`${item.nombre}: ${problem}`, field);
  }
  const answer: PriceChangeAnswer = { items: [] };
  for (const { item, precio } of changes) {
    const written =
      precio === item.precio
        ? undefined
        : await firstRowOf(
            tx,
            typedSql
              .updateTable(kind.table)
              .set((eb) => ({ precio, version: eb('version', '+', 1), updated_at: sql<Date>`now()` }))
              .where('id', '=', item.id)
              .returning('version'),
          );
    const version = written?.version ?? items.find((sent) => sent.id === item.id)?.version ?? 0;
    answer.items.push({ id: item.id, nombre: item.nombre, precio_anterior: item.precio, precio, version });
  }
  return answer;
}
