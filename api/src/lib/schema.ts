import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ErrorAnswer } from '@shop/contract';
import { type Static, type TSchema, Type } from 'typebox';

/**
 * `schema` or null as one JSON-schema type list. A union (anyOf) would let Ajv's type coercion
 * turn a null into 0 or '' in the first branch, so a cleared price would be stored as 0.
 */
export function nullable<T extends TSchema & { type: string }>(schema: T) {
  return Type.Unsafe<Static<T> | null>({ ...schema, type: [schema.type, 'null'] });
}

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * A schema for a type of the shared contract. A field added, dropped or retyped on one side only
 * makes the call ask for an argument that cannot be given, so the API no longer compiles.
 */
export function describing<Contract>() {
  return <S extends TSchema>(schema: S, ..._exact: Same<Static<S>, Contract> extends true ? [] : [never]) => schema;
}

/** Every 4xx answer: a sentence in Spanish and, for a refused field, which one. */
export const ErrorSchema = describing<ErrorAnswer>()(
  Type.Object(
    {
      error: Type.String({ description: 'Qué pasó, en castellano, listo para mostrar.' }),
      campo: Type.Optional(
        Type.String({
          description:
            "El campo rechazado, como lo nombra la solicitud: propiedad del cuerpo, parámetro de la consulta o ruta con puntos dentro de una lista ('imagenes.0.url').",
        }),
      ),
    },
    { additionalProperties: false },
  ),
);

/** The largest id a PostgreSQL `serial` holds. */
export const MAX_ID = 2_147_483_647;

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: MAX_ID }) });

/** The app as a route module (a Fastify plugin) sees it: request parts and answers typed from their schemas. */
export type RouteScope = Parameters<FastifyPluginAsyncTypebox>[0];
