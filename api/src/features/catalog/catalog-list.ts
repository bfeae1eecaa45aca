import {
  ADMIN_ONLY_SORTS,
  DEFAULT_LIST_SORT,
  LIST_SORTS,
  listLimit,
  type ListOrder,
  type ListQuery,
  type ListSort,
  shopDay,
} from '@shop/contract';
import { type Compilable, type Expression, type RawBuilder, sql } from 'kysely';
import { jsonBuildObject } from 'kysely/helpers/postgres';
import { compiledOnce, firstRowOf, isoTime, manyRowsOf, typedSql } from '../../db/typed-sql';
import type { Queryable, Reader } from '../../db/types';
import { countOver } from '../events';
import { badRequest } from '../../lib/http-error';
import { countMemo, generationOf } from './catalog-counts';
import { listFacets } from './catalog-facets';
import type { CatalogKind } from '../catalog-item';
import { allOf, availableNow, conditions, type Counted, priceOn } from './catalog-query';

/** An order of the list on the shop day `today` (a running sale's price is the one charged). */
type Order = (today: string) => RawBuilder<unknown>;

/** The order each of the contract's `sort` values stands for: one for each, or this does not compile. */
const SORT_ORDERS: Readonly<Record<ListSort, Order>> = {
  created_desc: () => sql`created_at desc, id desc`,
  nombre_asc: () => sql`lower(nombre) asc, id asc`,
  nombre_desc: () => sql`lower(nombre) desc, id desc`,
  updated_desc: () => sql`updated_at desc, id desc`,
  // Items without a price ('Consultá precio') come last either way.
  precio_asc: (today) => sql`${priceOn(today)} asc nulls last, id asc`,
  precio_desc: (today) => sql`${priceOn(today)} desc nulls last, id desc`,
  // The admin list's columns of the same names (`listSelects`).
  consultas_30d_desc: () => sql`consultas_30d desc, id desc`,
  vistas_30d_desc: () => sql`vistas_30d desc, id desc`,
};
/**
 * The `sort` and `order` values looked up in Maps, not objects: no prototype key ('constructor', '__proto__',
 * 'toString'...) can match.
 */
const SORTS = new Map<ListSort, Order>(LIST_SORTS.map((sort) => [sort, SORT_ORDERS[sort]]));
const DEFAULT_ORDER = SORT_ORDERS[DEFAULT_LIST_SORT];
const ORDERS = new Map<ListOrder, Order>([
  ['recent', DEFAULT_ORDER],
  ['random', () => sql`random()`],
]);

function chosen<Value extends string>(
  allowed: Map<Value, Order>,
  value: Value | undefined,
  field: 'order' | 'sort',
): Order | undefined {
  if (value === undefined) return undefined;
  const order = allowed.get(value);
  if (order === undefined) throw badRequest(`Orden inválido: ${value}`, field);
  return order;
}

function orderBy(query: ListQuery, seeHidden: boolean, today: string): RawBuilder<unknown> {
  if (!seeHidden && query.sort && ADMIN_ONLY_SORTS.includes(query.sort))
    throw badRequest(`Orden inválido: ${query.sort}`, 'sort');
  const order = chosen(ORDERS, query.order, 'order');
  const sort = chosen(SORTS, query.sort, 'sort');
  if (query.order === 'random' && order) return order(today);
  return (sort ?? order ?? DEFAULT_ORDER)(today);
}

/** From this many matching rows a search reads the page along its order ('scan'). */
const COMMON_WORD_ROWS = 500;

/**
 * The main image of the item whose owner type and id the two expressions give, as the `imagen_principal` column:
 * the first entry of the index `imagenes_owner_first` (migration 009).
 */
export function principalImageOf(ownerType: Expression<CatalogKind['ownerType']>, ownerId: Expression<number>) {
  return typedSql
    .selectFrom('imagenes as i')
    .select((image) =>
      jsonBuildObject({
        url: image.ref('i.url'),
        alt_text: image.ref('i.alt_text'),
        width: image.ref('i.width'),
        height: image.ref('i.height'),
      }).as('image'),
    )
    .where('i.owner_type', '=', ownerType)
    .where('i.owner_id', '=', ownerId)
    .orderBy('i.es_principal', 'desc')
    .orderBy('i.orden')
    .orderBy('i.id')
    .limit(sql.lit(1))
    .as('imagen_principal');
}

/**
 * What a catalogue's lists select, and what counts them, before their filters. Built and compiled once per catalogue
 * and audience: building and compiling Kysely's nodes for each request cost more than the SQL of a page costs PGlite
 * to run.
 */
function listSelects(kind: CatalogKind, seeHidden: boolean) {
  // The admin's list also shows each item's state; every list says when an item last changed (sitemap, admin).
  const adminColumns = seeHidden ? (['visible', 'destacado', 'version'] as const) : [];
  const page = typedSql
    .selectFrom(kind.table)
    .select(['id', 'nombre', 'detalle', 'categoria', 'marca', 'modelo', 'updated_at', ...kind.listColumns])
    .select(adminColumns)
    .select((eb) =>
      seeHidden
        ? [
            countOver(eb, kind.ownerType, `${kind.table}.id`, 'consulta', 30).as('consultas_30d'),
            countOver(eb, kind.ownerType, `${kind.table}.id`, 'vista', 30).as('vistas_30d'),
          ]
        : [],
    )
    .select([
      principalImageOf(sql.lit(kind.ownerType), sql.ref(`${kind.table}.id`)),
      generationOf(kind).as('generation'),
    ]);
  const count = typedSql
    .selectFrom(kind.table)
    .select((eb) => [eb.cast<number>(eb.fn.countAll(), 'integer').as('total'), generationOf(kind).as('generation')]);
  return { page: compiledOnce(page), count: compiledOnce(count) };
}

const selects = new Map<string, ReturnType<typeof listSelects>>();

function selectsOf(kind: CatalogKind, seeHidden: boolean): ReturnType<typeof listSelects> {
  const key = `${kind.table} ${seeHidden}`;
  let built = selects.get(key);
  if (!built) selects.set(key, (built = listSelects(kind, seeHidden)));
  return built;
}

export async function listCatalog(db: Reader, kind: CatalogKind, query: ListQuery, seeHidden: boolean) {
  const page = query.page ?? 1;
  const limit = listLimit(query.limit);
  const today = shopDay();
  const where = conditions(kind, query, seeHidden, today);
  const base = selectsOf(kind, seeHidden);
  const count = base.count(sql`where ${allOf(where)}`);
  const counting = count.compile();
  const memo = countMemo(db, kind);
  // The facets count what is on sale today, whether or not the list filters by it.
  const key = `${query.facets === 1 ? `facets ${today}` : 'total'} ${counting.sql} ${JSON.stringify(counting.parameters)}`;
  const common = (memo.latest(key)?.total ?? 0) >= COMMON_WORD_ROWS;
  const pageWhere = common && query.q ? conditions(kind, query, seeHidden, today, 'scan') : where;
  const rows = await manyRowsOf(
    db,
    // The page and its size (whole numbers the query schema bounds) are written into the text, like the constants:
    // a list without filters has no parameters, so PGlite reuses its plan rather than planning every run
    // (`CUSTOM_PLANS`). The filters' values are always parameters.
    base.page(
      sql`where ${allOf(pageWhere)} order by ${orderBy(query, seeHidden, today)} limit ${sql.lit(limit)} offset ${sql.lit((page - 1) * limit)}`,
    ),
  );
  const seen = rows[0]?.generation;
  let counted = seen === undefined || seen === null ? undefined : memo.get(key, seen);
  if (!counted) {
    // With facets the total comes from the same pass over the rows as the counts.
    const { generation, ...fresh } = await (query.facets === 1
      ? listFacets(db, kind, where, availableNow(kind, query), today)
      : countRows(db, count));
    memo.set(key, generation, fresh);
    counted = fresh;
  }
  // The answer gives every time as ISO 8601 in UTC, whichever form the database read it in.
  const items = rows.map(({ generation: _generation, ...item }) => ({
    ...item,
    updated_at: isoTime(item.updated_at),
  }));
  const { total, facets } = counted;
  const answer = { items, page, limit, total, totalPages: Math.ceil(total / limit) };
  return facets ? { ...answer, facets } : answer;
}

async function countRows(
  db: Queryable,
  count: Compilable<{ total: number; generation: string | null }>,
): Promise<Counted & { generation: string }> {
  const row = await firstRowOf(db, count);
  return { total: row?.total ?? 0, generation: row?.generation ?? '0' };
}
