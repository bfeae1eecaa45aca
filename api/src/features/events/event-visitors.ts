import { createHmac, randomBytes } from 'node:crypto';
import type { EnquiryEvent } from '@shop/contract';
import type { Queryable } from '../../db/types';
import { SHOP_TODAY_SQL } from '../../db/shop-day';

/**
 * The burst rule, kept here only: per product and kind, at most this many new visitors count within any hour (a
 * sliding one, so a burst cannot straddle two). A product of the shop seldom draws more people an hour; a flood from
 * many addresses on one product (buying a place in 'Más consultados') adds this many an hour at most, however many
 * addresses it uses. A visitor past it is remembered as not counted, so coming back later that day counts nothing.
 */
export const VISITORS_PER_PRODUCT_HOUR = 20;

/** How long an instance reuses the day's salt before reading it again (a new day brings a new one). */
const SALT_REUSE_MS = 60_000;

/** Who sent an event, as far as counting people needs: never stored as such. */
export interface Visitor {
  address: string;
  userAgent: string;
}

/**
 * The visitors of products, each a keyed hash of their address and browser whose key is the shop day's random salt
 * (shared by every instance through the database, gone with its day): the same person counts once per product,
 * day and kind, and no stored hash can be matched to an address once the day is over.
 */
export function createVisitors(db: Queryable) {
  let kept: { salt: string; until: number } | null = null;

  async function todaysSalt(now: number): Promise<string> {
    if (kept && now < kept.until) return kept.salt;
    const [row] = await db.query<{ salt: string }>(
      `with fresh as (
         insert into enquiry_salts (day, salt) values (${SHOP_TODAY_SQL}, $1) on conflict (day) do nothing returning salt
       )
       select salt from fresh union all select salt from enquiry_salts where day = ${SHOP_TODAY_SQL}`,
      [randomBytes(32).toString('base64url')],
    );
    if (!row) throw new Error('No se pudo leer la sal del día de los eventos.');
    kept = { salt: row.salt, until: now + SALT_REUSE_MS };
    return row.salt;
  }

  /** Whether the visitor's event counts: their first of this kind on this product today, within the hourly rule. */
  return async (
    visitor: Visitor,
    event: Pick<EnquiryEvent, 'tipo' | 'id' | 'evento'>,
    now = Date.now(),
  ): Promise<boolean> => {
    const salt = await todaysSalt(now);
    const hash = createHmac('sha256', salt).update(`${visitor.address}\n${visitor.userAgent}`).digest('base64url');
    const [row] = await db.query<{ counted: boolean }>(
      `insert into enquiry_visitors (product_type, product_id, day, kind, visitor, counted)
       values ($1, $2, ${SHOP_TODAY_SQL}, $3, $4, (
         select count(*) < $5::int from enquiry_visitors
         where product_type = $1 and product_id = $2 and kind = $3 and counted and seen_at > now() - interval '1 hour'
       ))
       on conflict do nothing
       returning counted`,
      [event.tipo, event.id, event.evento, hash, VISITORS_PER_PRODUCT_HOUR],
    );
    return row?.counted === true;
  };
}

export type Visitors = ReturnType<typeof createVisitors>;

/** Forgets the visitors and salts of days that are over (visitors once they are out of the hourly rule too). */
export async function purgeVisitors(db: Queryable): Promise<void> {
  await db.query(`delete from enquiry_visitors where day < ${SHOP_TODAY_SQL} and seen_at < now() - interval '1 hour'`);
  await db.query(`delete from enquiry_salts where day < ${SHOP_TODAY_SQL}`);
}
