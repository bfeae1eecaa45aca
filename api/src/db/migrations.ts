import type { Database, Queryable } from './database';

/** Every schema change, in order; each runs once, in a transaction, on PGlite and PostgreSQL alike. */
const MIGRATIONS: { id: string; sql: string }[] = [
  {
    id: '001-initial',
    sql: `
      create table usuarios (
        id serial primary key,
        nombre text not null,
        email text not null unique,
        dni text,
        password_hash text not null,
        rol text not null default 'cliente',
        created_at timestamptz not null default now()
      );

      create table bicicletas (
        id serial primary key,
        nombre text not null,
        detalle text, categoria text not null, marca text, modelo text, origen_pais text,
        visible boolean not null default true,
        destacado boolean not null default false,
        color1 text, color2 text, color3 text, color4 text,
        talle text, ruedas text, rodado text, cuadro text, sistema_frenos text,
        caja_movimiento_central text, engranaje text, shifter text, stem text, cubiertas text,
        horquilla text, manillar text, pinion text, descarrilador_trasero text,
        search_text text not null default '',
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );
      create index bicicletas_list on bicicletas (visible, categoria, created_at desc, id desc);

      create table accesorios (
        id serial primary key,
        nombre text not null,
        detalle text, categoria text not null, marca text, modelo text, material text, origen_pais text,
        peso_g double precision, dim_largo_mm double precision, dim_ancho_mm double precision, dim_alto_mm double precision,
        visible boolean not null default true,
        destacado boolean not null default false,
        precio double precision,
        search_text text not null default '',
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );
      create index accesorios_list on accesorios (visible, categoria, created_at desc, id desc);

      create table imagenes (
        id serial primary key,
        owner_type text not null check (owner_type in ('bicicleta', 'accesorio')),
        owner_id integer not null,
        url text not null,
        alt_text text,
        es_principal boolean not null default false,
        orden integer not null default 1 check (orden >= 1),
        mime_type text,
        width integer,
        height integer,
        created_at timestamptz not null default now()
      );
      create index imagenes_owner on imagenes (owner_type, owner_id, es_principal desc, orden);
      create unique index imagenes_one_principal on imagenes (owner_type, owner_id) where es_principal;

      create table banners (
        slot integer primary key check (slot between 1 and 3),
        title_top text, title_bottom text, tagline_en text, tagline_sub text,
        cta_text text, cta_url text, image_url text,
        sort_order integer not null
      );
    `,
  },
  {
    // The default list order (newest first), for the public list and the admin's, without a sort of the whole table.
    id: '002-list-order-indexes',
    sql: `
      create index bicicletas_recent on bicicletas (created_at desc, id desc);
      create index bicicletas_visible_recent on bicicletas (created_at desc, id desc) where visible;
      create index accesorios_recent on accesorios (created_at desc, id desc);
      create index accesorios_visible_recent on accesorios (created_at desc, id desc) where visible;
    `,
  },
  {
    // Sign-in and registration attempts, counted in the database so that every API instance counts the same ones.
    id: '003-attempt-counters',
    sql: `
      create table attempt_counters (
        key text primary key,
        hits integer not null,
        expires_at timestamptz not null
      );
      create index attempt_counters_expiry on attempt_counters (expires_at);
    `,
  },
  {
    // Uploaded files that may have lost their last reference: removed after a grace period if still unreferenced.
    id: '003b-upload-sweep',
    sql: `
      create table upload_sweep (
        url text primary key,
        since timestamptz not null default now(),
        origin text not null default 'released' check (origin in ('released', 'upload', 'seed'))
      );
    `,
  },
  {
    // Issue 17: an item's version answers as its ETag (a stale If-Match gets 412), and a delete only
    // marks the row, so that it can be restored with its images for a day before it is purged.
    id: '004-item-version-soft-delete',
    sql: `
      alter table bicicletas add column version integer not null default 1;
      alter table bicicletas add column deleted_at timestamptz;
      create index bicicletas_deleted on bicicletas (deleted_at) where deleted_at is not null;
      alter table accesorios add column version integer not null default 1;
      alter table accesorios add column deleted_at timestamptz;
      create index accesorios_deleted on accesorios (deleted_at) where deleted_at is not null;
    `,
  },
  {
    // Bicycles get an optional price in whole pesos, like accessories (decision 17); sorted by price in lists.
    id: '005-bike-prices',
    sql: `
      alter table bicicletas add column precio integer check (precio >= 0);
      create index bicicletas_precio on bicicletas (precio, id);
      create index accesorios_precio on accesorios (precio, id);
    `,
  },
  {
    // Catalogue search (`q`, suggestions): '%word%' over the unaccented, lower-cased search column through a
    // trigram index instead of reading every row. The column is written with every create and update.
    id: '006-search-trigrams',
    sql: `
      create extension if not exists pg_trgm;
      create index bicicletas_search on bicicletas using gin (search_text gin_trgm_ops);
      create index accesorios_search on accesorios using gin (search_text gin_trgm_ops);
    `,
  },
];

/** The migrations this code expects that the database has not applied (all of them when it has none). */
export async function pendingMigrations(db: Queryable): Promise<string[]> {
  const [table] = await db.query<{ name: string | null }>(`select to_regclass('schema_migrations')::text as name`);
  const rows = table?.name ? await db.query<{ id: string }>('select id from schema_migrations') : [];
  const applied = new Set(rows.map((row) => row.id));
  return MIGRATIONS.filter((migration) => !applied.has(migration.id)).map((migration) => migration.id);
}

/** Call it under the start-up lock (`startUp`) when other processes may start at the same time. */
export async function migrate(db: Database): Promise<void> {
  await db.query(
    'create table if not exists schema_migrations (id text primary key, applied_at timestamptz not null default now())',
  );
  const pending = new Set(await pendingMigrations(db));
  for (const migration of MIGRATIONS) {
    if (!pending.has(migration.id)) continue;
    await db.transaction(async (tx) => {
      for (const statement of migration.sql
        .split(';')
        .map((part) => part.trim())
        .filter(Boolean)) {
        await tx.query(statement);
      }
      await tx.query('insert into schema_migrations (id) values ($1)', [migration.id]);
    });
  }
}
