import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
} from 'kysely';

/**
 * PGlite is one PostgreSQL session: Kysely gets it as a single connection, lent to one user at a time, so a
 * transaction's statements cannot interleave with another Kysely query.
 */
class PgliteDriver implements Driver {
  private readonly connection: DatabaseConnection;
  /** Resolves when the connection is free again. */
  private free: Promise<void> = Promise.resolve();
  private release: () => void = () => undefined;

  constructor(pglite: PGlite) {
    this.connection = {
      async executeQuery<Row>(query: CompiledQuery): Promise<QueryResult<Row>> {
        const result = await pglite.query<Row>(query.sql, [...query.parameters]);
        return {
          rows: result.rows,
          ...(result.affectedRows === undefined ? {} : { numAffectedRows: BigInt(result.affectedRows) }),
        };
      },
      streamQuery() {
        throw new Error('PGlite: streaming queries are not supported.');
      },
    };
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.free;
    let release: () => void = () => undefined;
    this.free = new Promise((resolve) => (release = resolve));
    await previous;
    this.release = release;
    return this.connection;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(): Promise<void> {
    this.release();
  }

  /** The PGlite instance belongs to the database handle, which closes it. */
  async destroy(): Promise<void> {}
}

/** Kysely on an open PGlite instance, with PostgreSQL's SQL, adapter and introspection. */
export function pgliteDialect(pglite: PGlite): Dialect {
  return {
    createDriver: () => new PgliteDriver(pglite),
    createQueryCompiler: () => new PostgresQueryCompiler(),
    createAdapter: () => new PostgresAdapter(),
    createIntrospector: (db: Kysely<unknown>) => new PostgresIntrospector(db),
  };
}
