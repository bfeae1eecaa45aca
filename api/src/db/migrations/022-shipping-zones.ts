import { sql } from 'kysely';
import { statements } from './statements';

/**
 * The shipping zones the owner edits: each a range of 4-digit postcodes with its cost in pesos and days. The API
 * refuses overlapping ranges (a postcode is in one zone at most); `orden` keeps the owner's order. A new shop starts
 * with three zones (CABA, GBA, interior) so a postcode quote works before the owner changes them.
 */
export const migration = statements(
  sql`create table zonas_envio (
        orden integer primary key,
        nombre text not null,
        cp_desde integer not null check (cp_desde between 1000 and 9999),
        cp_hasta integer not null check (cp_hasta between cp_desde and 9999),
        costo integer not null check (costo >= 0),
        dias integer not null check (dias >= 1)
      )`,
  sql`insert into zonas_envio (orden, nombre, cp_desde, cp_hasta, costo, dias) values
        (1, 'CABA', 1000, 1499, 4500, 2),
        (2, 'GBA', 1600, 1999, 6500, 3),
        (3, 'Interior del país', 2000, 9999, 9800, 6)`,
);
