import { type Static, type TSchema, Type } from 'typebox';

/**
 * `schema` or null as one JSON-schema type list. A union (anyOf) would let Ajv's type coercion
 * turn a null into 0 or '' in the first branch, so a cleared price would be stored as 0.
 */
export function nullable<T extends TSchema & { type: string }>(schema: T) {
  return Type.Unsafe<Static<T> | null>({ ...schema, type: [schema.type, 'null'] });
}
