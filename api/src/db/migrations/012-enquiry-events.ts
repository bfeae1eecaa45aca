import { sql } from 'kysely';
import { statements } from './statements';

/**
 * Enquiry insights. Product views and 'Consultar' chat clicks, counted per product, shop day and kind in
 * one row each (an upsert adds one), so the table grows with products × days, never with visitors. Nothing about
 * who sent an event is stored: no address, cookie or user agent. `choices` counts the bicycle colour and talle
 * chosen ('#ef4444|M' → 3); the API accepts only those the bicycle comes in, so its keys stay few.
 */
export const migration = statements(
  sql`create table enquiry_events (
        product_type text not null check (product_type in ('bicicleta', 'accesorio')),
        product_id integer not null,
        day date not null,
        kind text not null check (kind in ('vista', 'consulta')),
        total integer not null check (total >= 0),
        choices jsonb not null default '{}' check (jsonb_typeof(choices) = 'object'),
        primary key (product_type, product_id, day, kind)
      )`,
  sql`create index enquiry_events_day on enquiry_events (day)`,
);
