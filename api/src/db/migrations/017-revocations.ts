import { sql } from 'kysely';
import { statements } from './statements';

/**
 * Revocation requests ('Botón de arrepentimiento', Resolución 424/2020): what the shopper sent, the code they were
 * given (unique, unguessable) and where the shop is with it. The back office lists them newest first, by state.
 */
export const migration = statements(
  sql`create table arrepentimientos (
        id integer generated always as identity primary key,
        codigo text not null unique,
        nombre text not null,
        dni text not null,
        contacto text not null,
        producto text not null,
        fecha date not null,
        estado text not null default 'recibida' check (estado in ('recibida', 'en_proceso', 'resuelta')),
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`,
  sql`create index arrepentimientos_estado on arrepentimientos (estado, id desc)`,
);
