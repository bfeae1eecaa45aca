import type { Static, TSchema } from 'typebox';
import { Value } from 'typebox/value';

/**
 * A fetched answer's JSON, refused with what is wrong and where unless it has the schema's shape: a broken or
 * foreign answer fails here, with its address, rather than as a TypeError wherever a missing field is first read.
 */
export async function checkedJson<Schema extends TSchema>(response: Response, schema: Schema): Promise<Static<Schema>> {
  const value: unknown = await response.json();
  if (Value.Check(schema, value)) return value;
  const [error] = Value.Errors(schema, value);
  throw new Error(`Respuesta inesperada de ${response.url}: ${error?.instancePath || '/'} ${error?.message ?? ''}`);
}
