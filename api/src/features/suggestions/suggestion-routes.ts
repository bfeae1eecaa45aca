import type { Suggestion } from '@shop/contract';
import { Type } from 'typebox';
import { sql } from 'kysely';
import { rowsOf, typedSql } from '../../db/typed-sql';
import type { Queryable } from '../../db/types';
import { badRequest } from '../../lib/http-error';
import { describing, ErrorSchema, nullable, type RouteScope } from '../../lib/schema';
import { searchable } from '../../lib/text';
import { type CatalogKind, live } from '../catalog-item';
import { ACCESSORIES, BIKES, escapeLike, ImagenPrincipalSchema, principalImageOf } from '../catalog';

export const SUGGESTIONS_DEFAULT = 6;
export const SUGGESTIONS_MAX = 10;
const MIN_QUERY = 2;

const Query = Type.Object(
  {
    q: Type.String({ maxLength: 100, description: `Lo escrito, de al menos ${MIN_QUERY} caracteres.` }),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: SUGGESTIONS_MAX, default: SUGGESTIONS_DEFAULT })),
  },
  { additionalProperties: false },
);

const SuggestionSchema = describing<Suggestion>()(
  Type.Object(
    {
      tipo: Type.Union([Type.Literal('bicicleta'), Type.Literal('accesorio')]),
      id: Type.Integer(),
      nombre: Type.String(),
      categoria: Type.String(),
      imagen_principal: nullable(ImagenPrincipalSchema),
      precio: nullable(Type.Number()),
    },
    { additionalProperties: false },
  ),
);

/** One kind's visible, undeleted items holding every word, with rank 0 when the name starts with the whole text. */
function matches(kind: CatalogKind, words: string[], prefix: string) {
  return typedSql
    .selectFrom(kind.table)
    .select((eb) => [
      sql.lit<CatalogKind['ownerType']>(kind.ownerType).as('tipo'),
      'id',
      'nombre',
      'categoria',
      'precio',
      eb.case().when('search_text', 'like', prefix).then(sql.lit(0)).else(sql.lit(1)).end().as('rank'),
    ])
    .where((eb) =>
      eb.and([eb.ref('visible'), live, ...words.map((word) => eb('search_text', 'like', `%${escapeLike(word)}%`))]),
    );
}

/** Best first: names starting with the text, then by name. */
const BEST_FIRST = sql`rank, lower(nombre), tipo, id`;

export async function findSuggestions(db: Queryable, text: string, limit: number) {
  const words = searchable(text).split(/\s+/).filter(Boolean);
  const prefix = `${escapeLike(words.join(' '))}%`;
  const matched = matches(BIKES, words, prefix)
    .unionAll(matches(ACCESSORIES, words, prefix))
    .as('matched');
  // Images only for the few rows kept, not for every match.
  const found = typedSql.selectFrom(matched).selectAll().orderBy(BEST_FIRST).limit(limit).as('found');
  return rowsOf(
    db,
    typedSql
      .selectFrom(found)
      .select(['tipo', 'id', 'nombre', 'categoria', 'precio'])
      .select(principalImageOf(sql.ref('found.tipo'), sql.ref('found.id')))
      .orderBy(BEST_FIRST),
  );
}

/** GET /api/sugerencias: the products a shopper may be typing, for the search box's list. */
export async function suggestionRoutes(app: RouteScope, { db }: { db: Queryable }) {
  app.get(
    '/api/sugerencias',
    {
      schema: {
        tags: ['sugerencias'],
        description:
          'Bicicletas y accesorios visibles cuyo nombre, marca, modelo o detalle contienen cada palabra de `q` ' +
          '(sin distinguir mayúsculas ni acentos); primero los que empiezan con lo escrito.',
        querystring: Query,
        response: {
          200: Type.Object({ items: Type.Array(SuggestionSchema) }, { additionalProperties: false }),
          '4xx': ErrorSchema,
        },
      },
    },
    async (request) => {
      const { q, limit = SUGGESTIONS_DEFAULT } = request.query;
      if (searchable(q).trim().length < MIN_QUERY)
        throw badRequest(`Escribí al menos ${MIN_QUERY} caracteres para ver sugerencias.`, 'q');
      return { items: await findSuggestions(db, q, limit) };
    },
  );
}
