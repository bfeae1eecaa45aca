import { type Migration, sql } from 'kysely';

/** A numeric column and the values the API accepts in it (the ranges of its request schemas on this date). */
interface Range {
  table: 'bicicletas' | 'accesorios' | 'imagenes' | 'banners';
  column: string;
  min: number;
  max: number;
  /** A column that cannot be empty takes the nearest limit; the others are emptied. */
  notNull?: true;
}

const RANGES: readonly Range[] = [
  { table: 'bicicletas', column: 'precio', min: 0, max: 2_000_000_000 },
  ...['precio', 'peso_g', 'dim_largo_mm', 'dim_ancho_mm', 'dim_alto_mm'].map((column): Range => ({
    table: 'accesorios',
    column,
    min: 0,
    max: 100_000_000,
  })),
  { table: 'imagenes', column: 'orden', min: 1, max: 1000, notNull: true },
  { table: 'imagenes', column: 'width', min: 1, max: 100_000 },
  { table: 'imagenes', column: 'height', min: 1, max: 100_000 },
  { table: 'banners', column: 'sort_order', min: -1000, max: 1000, notNull: true },
];

/**
 * The database refuses the numbers the API refuses. Type coercion once let `"precio": "1e309"` store an
 * accessory priced Infinity, and every public list answered 500 from then on. Each column gets a CHECK of its range
 * (NaN and ±Infinity are outside every range). Rows already outside are not deleted: their value is copied to
 * `set_aside_values` and named in the log, and the row keeps an empty value (a price becomes 'Consultá precio') or,
 * where the column cannot be empty, the nearest limit; a catalogue item's version goes up, as with any change.
 * The catalogue tables stay locked against writes until the transaction ends, so that an instance of the previous
 * version cannot write a value outside a range between the clean-up and its constraint.
 */
export const migration: Migration = {
  async up(db) {
    await sql`lock table bicicletas, accesorios, imagenes, banners in share row exclusive mode`.execute(db);
    await sql`create table set_aside_values (
                id serial primary key,
                table_name text not null,
                row_key integer not null,
                column_name text not null,
                value text not null,
                set_aside_at timestamptz not null default now()
              )`.execute(db);
    const setAside: string[] = [];
    for (const { table, column, min, max, notNull } of RANGES) {
      const key = sql.raw(table === 'banners' ? 'slot' : 'id');
      const target = sql.raw(table);
      const field = sql.raw(column);
      const outside = sql`not (${field} between ${sql.lit(min)} and ${sql.lit(max)})`;
      const { rows } = await sql<{ row_key: number; value: string }>`
        insert into set_aside_values (table_name, row_key, column_name, value)
        select ${sql.lit(table)}, ${key}, ${sql.lit(column)}, ${field}::text from ${target} where ${outside} order by ${key}
        returning row_key, value`.execute(db);
      setAside.push(...rows.map((row) => `${table} ${row.row_key} ${column} = ${row.value}`));
      const replacement = notNull ? sql`least(greatest(${field}, ${sql.lit(min)}), ${sql.lit(max)})` : sql`null`;
      const version = table === 'bicicletas' || table === 'accesorios' ? sql`, version = version + 1` : sql``;
      await sql`update ${target} set ${field} = ${replacement}${version} where ${outside}`.execute(db);
      await sql`alter table ${target} add constraint ${sql.raw(`${table}_${column}_range`)}
                  check (${field} between ${sql.lit(min)} and ${sql.lit(max)})`.execute(db);
    }
    if (setAside.length > 0)
      console.warn(
        `Valores fuera de rango, copiados a set_aside_values y quitados de su fila: ${setAside.join('; ')}.`,
      );
  },
};
