import type { Migration, RawBuilder } from 'kysely';

/** A migration made of SQL statements run one after the other (in the migrator's transaction). */
export function statements(...list: RawBuilder<unknown>[]): Migration {
  return {
    async up(db) {
      for (const statement of list) await statement.execute(db);
    },
  };
}
