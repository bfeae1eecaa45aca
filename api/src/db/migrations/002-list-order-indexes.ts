import { sql } from 'kysely';
import { statements } from './statements';

/** The default list order (newest first), for the public list and the admin's, without a sort of the whole table. */
export const migration = statements(
  sql`create index bicicletas_recent on bicicletas (created_at desc, id desc)`,
  sql`create index bicicletas_visible_recent on bicicletas (created_at desc, id desc) where visible`,
  sql`create index accesorios_recent on accesorios (created_at desc, id desc)`,
  sql`create index accesorios_visible_recent on accesorios (created_at desc, id desc) where visible`,
);
