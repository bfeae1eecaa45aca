import {
  type Compilable,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
} from 'kysely';
import type { Tables } from './tables';
import type { Queryable, Reader, SqlValue } from './types';

/**
 * Kysely as a query builder only: it writes the SQL and its parameters, and the database handle runs them, so that
 * PGlite's statements go through its prepared-statement path (`pglite-statements.ts`) and `Reader.queryMany`. A
 * shape of query gives one SQL text whatever its values, which go as parameters: the statement is prepared once.
 */
export const typedSql = new Kysely<Tables>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

/** The values this API passes are SQL values; Kysely types a compiled query's parameters as unknown. */
function compiled(query: Compilable<unknown>): { sql: string; parameters: readonly SqlValue[] } {
  const { sql, parameters } = query.compile();
  return { sql, parameters: parameters as readonly SqlValue[] };
}

/** The rows of `query`, typed by it. */
export async function rowsOf<Row>(db: Queryable, query: Compilable<Row>): Promise<Row[]> {
  const { sql, parameters } = compiled(query);
  return db.query<Row>(sql, parameters);
}

/** The first row of `query`, or undefined. */
export async function firstRowOf<Row>(db: Queryable, query: Compilable<Row>): Promise<Row | undefined> {
  return (await rowsOf(db, query))[0];
}

/** A row as `Reader.queryMany` reads it: PGlite reads the rows as JSON, where a time is text. */
export type ReadMany<Row> = { [Column in keyof Row]: Row[Column] extends Date ? Date | string : Row[Column] };

/** The rows of a select that reads many fields (`Reader.queryMany`), typed by it. */
export async function manyRowsOf<Row>(db: Reader, query: Compilable<Row>): Promise<ReadMany<Row>[]> {
  const { sql, parameters } = compiled(query);
  return db.queryMany<ReadMany<Row>>(sql, parameters);
}
