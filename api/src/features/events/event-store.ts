import {
  BIKE_COLOUR_FIELDS,
  type DailyCounts,
  type EnquiryEvent,
  type InsightPeriod,
  type MostEnquiredItem,
  normaliseHex,
  offeredSizes,
  presentColours,
  sameSize,
  type ProductType,
} from '@shop/contract';
import { type ExpressionBuilder, sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Tables } from '../../db/tables';
import { firstRowOf, rowsOf, typedSql } from '../../db/typed-sql';
import type { Queryable } from '../../db/types';
import { badRequest, notFound } from '../../lib/http-error';
import { live } from '../catalog-item';
import { purgeVisitors, type Visitor, type Visitors } from './event-visitors';
import { SHOP_TODAY, SHOP_TODAY_SQL } from '../../db/shop-day';

/** Counts are kept this many days; older rows go at the hourly maintenance. */
const KEPT_DAYS = 400;

/** The catalogue table of each product type. */
const TABLES: Readonly<Record<ProductType, 'bicicletas' | 'accesorios'>> = {
  bicicleta: 'bicicletas',
  accesorio: 'accesorios',
};

const NOT_FOUND = 'El producto no existe o no está publicado.';

/** What a published product can be counted with: the bicycle's colours and talles (none for an accessory). */
interface Offer {
  colours: string[];
  sizes: string[];
}

async function readOffer(db: Queryable, type: ProductType, id: number): Promise<Offer | undefined> {
  if (type === 'accesorio') {
    const found = await firstRowOf(
      db,
      typedSql.selectFrom('accesorios').select('id').where('id', '=', id).where('visible', '=', true).where(live),
    );
    return found && { colours: [], sizes: [] };
  }
  const bike = await firstRowOf(
    db,
    typedSql
      .selectFrom('bicicletas')
      .select([...BIKE_COLOUR_FIELDS, 'talle'])
      .where('id', '=', id)
      .where('visible', '=', true)
      .where(live),
  );
  return (
    bike && {
      colours: presentColours(BIKE_COLOUR_FIELDS.map((field) => bike[field])),
      sizes: offeredSizes(bike.talle),
    }
  );
}

/** How long a published product's offer is reused: a product hidden meanwhile may count for this long. */
const OFFER_REUSE_MS = 10_000;

/**
 * The offers of published products, read once and reused for a moment per app: at a product page's rate of views
 * the lookup would otherwise cost as much as the count. Only found products are kept, so an unknown id is always
 * looked up (and refused).
 */
export function createOffers(db: Queryable) {
  const kept = new LRUCache<string, Offer>({ max: 5000, ttl: OFFER_REUSE_MS });
  return async (type: ProductType, id: number): Promise<Offer | undefined> => {
    const key = `${type} ${id}`;
    const known = kept.get(key);
    if (known) return known;
    const offer = await readOffer(db, type, id);
    if (offer) kept.set(key, offer);
    return offer;
  };
}

export type Offers = ReturnType<typeof createOffers>;

/** The colour and talle as the counts key them ('#ef4444|M'), when they are ones the product comes in. */
async function choiceKey(offers: Offers, event: EnquiryEvent): Promise<string | null> {
  const offer = await offers(event.tipo, event.id);
  if (!offer) throw notFound(NOT_FOUND, 'id');
  const colour = event.color === undefined ? '' : normaliseHex(event.color);
  if (colour && !offer.colours.includes(colour))
    throw badRequest(
      event.tipo === 'accesorio' ? 'Un accesorio no tiene color para elegir.' : 'La bicicleta no viene en ese color.',
      'color',
    );
  const { talle } = event;
  const size = talle === undefined ? '' : offer.sizes.find((offered) => sameSize(offered, talle));
  if (size === undefined)
    throw badRequest(
      event.tipo === 'accesorio' ? 'Un accesorio no tiene talle para elegir.' : 'La bicicleta no viene en ese talle.',
      'talle',
    );
  return colour || size ? `${colour}|${size}` : null;
}

/**
 * Adds one to the product's row for today and this kind when the visitor counts (see `createVisitors`), in one
 * atomic upsert: parallel events and other API instances never lose a count. A product that is not published is
 * refused (404), so the rows stay one per product of the catalogue.
 */
export async function recordEvent(
  db: Queryable,
  { offers, visitors }: { offers: Offers; visitors: Visitors },
  event: EnquiryEvent,
  visitor: Visitor,
): Promise<void> {
  const choice = await choiceKey(offers, event);
  if (!(await visitors(visitor, event))) return;
  await rowsOf(
    db,
    typedSql
      .insertInto('enquiry_events')
      .values({
        product_type: event.tipo,
        product_id: event.id,
        day: SHOP_TODAY,
        kind: event.evento,
        total: 1,
        choices: choice === null ? sql`'{}'::jsonb` : sql`jsonb_build_object(${choice}::text, 1)`,
      })
      .onConflict((conflict) =>
        conflict.columns(['product_type', 'product_id', 'day', 'kind']).doUpdateSet((eb) => ({
          total: eb('enquiry_events.total', '+', 1),
          ...(choice === null
            ? {}
            : {
                choices: sql`jsonb_set(enquiry_events.choices, array[${choice}::text],
                  to_jsonb(coalesce((enquiry_events.choices ->> ${choice}::text)::int, 0) + 1))`,
              }),
        })),
      ),
  );
}

/** The sum of one kind's counts of the product in the outer row over the last `days` days, today included. */
export function countOver(
  eb: ExpressionBuilder<Tables, 'bicicletas' | 'accesorios'>,
  productType: ProductType,
  productIdColumn: 'bicicletas.id' | 'accesorios.id',
  kind: EnquiryEvent['evento'],
  days: InsightPeriod,
) {
  return eb
    .selectFrom('enquiry_events as ev')
    .select(sql<number>`coalesce(sum(ev.total), 0)::int`.as('total'))
    .where('ev.product_type', '=', sql.lit(productType))
    .whereRef('ev.product_id', '=', productIdColumn)
    .where('ev.kind', '=', sql.lit(kind))
    .where('ev.day', '>', sql<string>`${SHOP_TODAY} - ${sql.lit(days)}`);
}

const MOST_ENQUIRED_ROWS = 10;

/** 'Más consultados': the live products with the most chat clicks over the period, then the most views. */
export async function mostEnquired(db: Queryable, days: InsightPeriod): Promise<MostEnquiredItem[]> {
  const rows = await db.query<MostEnquiredItem>(
    `with counts as (
       select product_type, product_id,
              coalesce(sum(total) filter (where kind = 'vista'), 0)::int as vistas,
              coalesce(sum(total) filter (where kind = 'consulta'), 0)::int as consultas
       from enquiry_events
       where day > ${SHOP_TODAY_SQL} - $1::int
       group by product_type, product_id
     )
     select c.product_type as tipo, c.product_id as id, coalesce(b.nombre, a.nombre) as nombre, c.vistas, c.consultas
     from counts c
     left join bicicletas b on c.product_type = 'bicicleta' and b.id = c.product_id and b.deleted_at is null
     left join accesorios a on c.product_type = 'accesorio' and a.id = c.product_id and a.deleted_at is null
     where coalesce(b.nombre, a.nombre) is not null
     order by c.consultas desc, c.vistas desc, tipo, id
     limit ${MOST_ENQUIRED_ROWS}`,
    [days],
  );
  return rows;
}

/** Every day of the period for one product, oldest first, zero where nothing happened. */
export async function dailyCounts(db: Queryable, type: ProductType, id: number, days: InsightPeriod) {
  const table = TABLES[type];
  const exists = await firstRowOf(db, typedSql.selectFrom(table).select('id').where('id', '=', id).where(live));
  if (!exists) throw notFound(NOT_FOUND, 'id');
  return db.query<DailyCounts>(
    `select d.day::date::text as dia,
            coalesce(sum(e.total) filter (where e.kind = 'vista'), 0)::int as vistas,
            coalesce(sum(e.total) filter (where e.kind = 'consulta'), 0)::int as consultas
     from generate_series(${SHOP_TODAY_SQL} - ($3::int - 1), ${SHOP_TODAY_SQL}, interval '1 day') as d(day)
     left join enquiry_events e on e.day = d.day::date and e.product_type = $1 and e.product_id = $2
     group by d.day
     order by d.day`,
    [type, id, days],
  );
}

/** Drops the counts older than KEPT_DAYS, so the table stays bounded, and the visitors of days that are over. */
export async function purgeOldEvents(db: Queryable): Promise<void> {
  await db.query(`delete from enquiry_events where day <= ${SHOP_TODAY_SQL} - ${KEPT_DAYS}`);
  await purgeVisitors(db);
}
