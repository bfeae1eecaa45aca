import Ajv, { type AnySchema } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyError, FastifySchemaCompiler } from 'fastify';

const PARTS: Record<string, string> = {
  body: 'el cuerpo',
  querystring: 'la consulta',
  params: 'la ruta',
  headers: 'los encabezados',
};

/** Query fields checked against a list of values; an unknown one is named back. */
const CHOICES = new Set(['/sort', '/order']);

export interface Refusal {
  status: number;
  message: string;
  /** The request's field at fault, answered as `campo`. */
  field?: string;
}

/** A schema failure's field as the request spells it: '/imagenes/0' plus 'url' is 'imagenes.0.url'. */
function fieldPath(instancePath: string, property?: string): string {
  return [...instancePath.split('/').filter(Boolean), ...(property ? [property] : [])].join('.');
}

/** A schema's refusal: the field it names and the sentence that says what is wrong with it. */
export function validationRefusal(
  [first]: NonNullable<FastifyError['validation']>,
  context: FastifyError['validationContext'],
  query: unknown,
): Refusal {
  const instancePath = first?.instancePath ?? '';
  const params = first?.params as { additionalProperty?: string; missingProperty?: string } | undefined;
  const field = fieldPath(instancePath, params?.additionalProperty ?? params?.missingProperty) || undefined;
  if (context === 'querystring' && first?.keyword === 'enum' && CHOICES.has(instancePath))
    return { status: 400, message: `Orden inválido: ${String(Object(query)[instancePath.slice(1)])}`, field };
  if (params?.additionalProperty)
    return { status: 400, message: `Campo no permitido: ${params.additionalProperty}`, field };
  if (params?.missingProperty)
    return { status: 400, message: `Falta el campo obligatorio: ${params.missingProperty}`, field };
  const part = PARTS[context ?? ''] ?? 'la solicitud';
  const where = instancePath ? ` (${fieldPath(instancePath)})` : '';
  return { status: 400, message: `Datos inválidos en ${part}${where}.`, field };
}

/**
 * A query string and a path are text: their numbers and booleans are read from it. A JSON body already has types,
 * and coercing it let `"precio": "1e309"` through as Infinity, `true` as 1 and `{ "ids": true }` as [1]: each value of
 * a body must have the type its schema names. Otherwise Fastify's own Ajv options.
 */
const AJV_OPTIONS = { removeAdditional: false, useDefaults: true, addUsedSchema: false, allErrors: false } as const;

export function validatorCompiler(): FastifySchemaCompiler<AnySchema> {
  const coercing = addFormats(new Ajv({ ...AJV_OPTIONS, coerceTypes: 'array' }));
  const exact = addFormats(new Ajv({ ...AJV_OPTIONS, coerceTypes: false }));
  return ({ schema, httpPart }) => (httpPart === 'body' ? exact : coercing).compile(schema);
}

/** Checks a value as a route checks its JSON body against `schema`: the refusal it would answer, or null. */
export function bodyCheck(schema: AnySchema): (value: unknown) => Refusal | null {
  const validate = addFormats(new Ajv({ ...AJV_OPTIONS, coerceTypes: false })).compile(schema);
  return (value) => (validate(value) ? null : validationRefusal(validate.errors ?? [], 'body', undefined));
}
