import type { Queryable } from './types';

/** A table name as an SQL identifier. */
const identifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The rows of every table of the database's public schema, by table name (what a backup's manifest records). */
export async function rowCounts(db: Queryable): Promise<Record<string, number>> {
  const tables = await db.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await db.query<{ n: number }>(`select count(*)::int as n from ${identifier(name)}`);
    counts[name] = row?.n ?? 0;
  }
  return counts;
}
