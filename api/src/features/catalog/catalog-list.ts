import { LIST_PAGE_SIZE, type ListOrder, type ListQuery, type ListSort } from '@shop/contract';
import type { Queryable, Reader } from '../../db/types';
import { badRequest } from '../../lib/http-error';
import { countMemo, generationOf } from './catalog-counts';
import { listFacets } from './catalog-facets';
import type { CatalogKind } from './catalog-kind';
import { type Conditions, conditions, type Counted } from './catalog-query';

/**
 * The SQL each of the contract's `sort` and `order` values stands for. A Map, not an object: no prototype key
 * ('constructor', '__proto__', 'toString'...) can match. A new order is one more entry here and in the contract.
 */
const SORTS = new Map<ListSort, string>([
  ['created_desc', 'created_at desc, id desc'],
  ['nombre_asc', 'lower(nombre) asc, id asc'],
  ['nombre_desc', 'lower(nombre) desc, id desc'],
  ['updated_desc', 'updated_at desc, id desc'],
  // Items without a price ('Consultá precio') come last either way.
  ['precio_asc', 'precio asc nulls last, id asc'],
  ['precio_desc', 'precio desc nulls last, id desc'],
]);
const DEFAULT_ORDER = 'created_at desc, id desc';
const ORDERS = new Map<ListOrder, string>([
  ['recent', DEFAULT_ORDER],
  ['random', 'random()'],
]);

function chosen<Value extends string>(
  allowed: Map<Value, string>,
  value: Value | undefined,
  field: 'order' | 'sort',
): string | undefined {
  if (value === undefined) return undefined;
  const sql = allowed.get(value);
  if (sql === undefined) throw badRequest(`Orden inválido: ${value}`, field);
  return sql;
}

function orderBy(query: ListQuery): string {
  const order = chosen(ORDERS, query.order, 'order');
  const sort = chosen(SORTS, query.sort, 'sort');
  if (query.order === 'random') return order as string;
  return sort ?? order ?? DEFAULT_ORDER;
}

/** From this many matching rows a search reads the page along its order ('scan'). */
const COMMON_WORD_ROWS = 500;

/** The main image of the item whose owner type and id the two SQL expressions give, as the `imagen_principal` column. */
export function principalImageOf(ownerType: string, id: string): string {
  return `(select json_build_object('url', i.url, 'alt_text', i.alt_text, 'width', i.width, 'height', i.height)
     from imagenes i where i.owner_type = ${ownerType} and i.owner_id = ${id}
     order by i.es_principal desc, i.orden, i.id limit 1) as imagen_principal`;
}

function principalImage(kind: CatalogKind): string {
  return principalImageOf(`'${kind.ownerType}'`, `${kind.table}.id`);
}

async function countRows(
  db: Queryable,
  kind: CatalogKind,
  where: Conditions,
): Promise<Counted & { generation: string }> {
  const [row] = await db.query<{ total: number; generation: string }>(
    `select count(*)::int as total, ${generationOf(kind)} as generation from ${kind.table} ${where.sql}`,
    where.params,
  );
  return { total: row?.total ?? 0, generation: row?.generation ?? '0' };
}

/** A list's row as `Database.queryMany` reads it. */
type ListedRow = Record<string, unknown> & { updated_at: Date | string; generation: string };

export async function listCatalog(db: Reader, kind: CatalogKind, query: ListQuery, seeHidden: boolean) {
  const page = query.page ?? 1;
  const limit = query.limit ?? LIST_PAGE_SIZE.default;
  const order = orderBy(query);
  const where = conditions(kind, query, seeHidden);
  // The admin's list also shows each item's state; every list says when an item last changed (sitemap, admin).
  const adminColumns = seeHidden ? ['visible', 'destacado', 'version'] : [];
  const columns = [
    'id',
    'nombre',
    'detalle',
    'categoria',
    'marca',
    'modelo',
    'updated_at',
    ...kind.listColumns,
    ...adminColumns,
  ].join(', ');
  const memo = countMemo(db, kind);
  const key = `${query.facets === 1 ? 'facets' : 'total'} ${where.sql} ${JSON.stringify(where.params)}`;
  const common = (memo.latest(key)?.total ?? 0) >= COMMON_WORD_ROWS;
  const pageWhere = common && query.q ? conditions(kind, query, seeHidden, 'scan') : where;
  const rows = await db.queryMany<ListedRow>(
    `select ${columns}, ${principalImage(kind)}, ${generationOf(kind)} as generation from ${kind.table} ${pageWhere.sql}
     order by ${order} limit ${limit} offset ${(page - 1) * limit}`,
    pageWhere.params,
  );
  const seen = rows[0]?.generation;
  let counted = seen === undefined ? undefined : memo.get(key, seen);
  if (!counted) {
    // With facets the total comes from the same pass over the rows as the counts.
    const { generation, ...fresh } = await (query.facets === 1
      ? listFacets(db, kind, where)
      : countRows(db, kind, where));
    memo.set(key, generation, fresh);
    counted = fresh;
  }
  // The answer gives every time as ISO 8601 in UTC, whichever form the database read it in.
  const items = rows.map(({ generation: _generation, ...item }) => ({
    ...item,
    updated_at: new Date(item.updated_at).toISOString(),
  }));
  const { total, facets } = counted;
  const answer = { items, page, limit, total, totalPages: Math.ceil(total / limit) };
  return facets ? { ...answer, facets } : answer;
}
