import { sql } from 'kysely';
import { statements } from './statements';

/**
 * Fast search: a list picks each item's main image (main first, then by position and id) by reading the
 * first entry of this index, with the image's fields in it, instead of sorting that item's images. It replaces
 * `imagenes_owner`, which lacked the id: every query on an owner's images reads the new one the same way.
 */
export const migration = statements(
  sql`create index imagenes_owner_first on imagenes (owner_type, owner_id, es_principal desc, orden, id)
        include (url, alt_text, width, height)`,
  sql`drop index imagenes_owner`,
);
