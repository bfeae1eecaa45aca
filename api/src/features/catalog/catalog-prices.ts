import { type PriceChangeAnswer, type PriceChangeItem, priceProblem, saleProblem } from '@shop/contract';
import { sql } from 'kysely';
import { firstRowOf, rowsOf, typedSql } from '../../db/typed-sql';
import type { Queryable } from '../../db/types';
import { badRequest, HttpError, notFound } from '../../lib/http-error';
import { type CatalogKind, live } from '../catalog-item';

interface ListedItem extends Prices {
  id: number;
  nombre: string;
}

/** What a bulk change sets: the price and the sale price. */
export interface Prices {
  precio: number | null;
  precio_oferta: number | null;
}

/** Why an item cannot take `prices` (its name first), or null. */
function pricesProblem(kind: CatalogKind, item: ListedItem, prices: Prices): string | null {
  for (const amount of [prices.precio, prices.precio_oferta]) {
    const problem = amount === null ? null : priceProblem(amount, kind.table);
    if (problem) return `${item.nombre}: ${problem}`;
  }
  const sale = saleProblem({ ...prices, oferta_desde: null, oferta_hasta: null });
  return sale ? `${item.nombre}: ${sale.message}` : null;
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
      .select(['id', 'nombre', 'precio', 'precio_oferta', 'version'])
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
 * Sets each listed item's price and sale price to `pricesOf(item)` in one transaction, all or nothing: prices the
 * catalogue cannot take, or a sale price no longer below the price, refuse the whole change naming its product.
 * Items whose prices do not change keep their version.
 */
export async function setPrices(
  tx: Queryable,
  kind: CatalogKind,
  items: readonly PriceChangeItem[],
  pricesOf: (item: ListedItem) => Prices,
  field: string,
): Promise<PriceChangeAnswer> {
  const listed = await lockListed(tx, kind, items);
  const changes = listed.map((item) => ({ item, prices: pricesOf(item) }));
  for (const { item, prices } of changes) {
    const problem = pricesProblem(kind, item, prices);
    if (problem) throw badRequest(problem, field);
  }
  const answer: PriceChangeAnswer = { items: [] };
  for (const { item, prices } of changes) {
    const { precio, precio_oferta } = prices;
    const written =
      precio === item.precio && precio_oferta === item.precio_oferta
        ? undefined
        : await firstRowOf(
            tx,
            typedSql
              .updateTable(kind.table)
              .set((eb) => ({ precio, precio_oferta, version: eb('version', '+', 1), updated_at: sql<Date>`now()` }))
              .where('id', '=', item.id)
              .returning('version'),
          );
    const version = written?.version ?? items.find((sent) => sent.id === item.id)?.version ?? 0;
    answer.items.push({
      id: item.id,
      nombre: item.nombre,
      precio_anterior: item.precio,
      precio,
      precio_oferta_anterior: item.precio_oferta,
      precio_oferta,
      version,
    });
  }
  return answer;
}
