import { sql } from 'kysely';

/** The shop's day (Argentina, UTC−3 all year), from the database's clock: every instance counts the same day. */
export const SHOP_TODAY_SQL = `((now() at time zone 'UTC') - interval '3 hours')::date`;
/** The same day as a Kysely expression. */
export const SHOP_TODAY = sql.raw<string>(SHOP_TODAY_SQL);
