import type { Suggestion } from '@shop/contract';
import { Type } from 'typebox';
import type { Queryable } from '../../db/types';
import { badRequest } from '../../lib/http-error';
import { describing, ErrorSchema, nullable, type RouteScope } from '../../lib/schema';
import { searchable } from '../../lib/text';
import type { CatalogKind } from '../catalog/catalog-kind';
import { ACCESSORIES, BIKES } from '../catalog/catalog-kinds';
import { principalImageOf } from '../catalog/catalog-list';
import { escapeLike } from '../catalog/catalog-query';
import { ImagenPrincipalSchema } from '../catalog/catalog-schemas';
import { LIVE } from '../catalog/item-version';

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
function matches(kind: CatalogKind, words: string[], prefix: string, placeholder: (value: string) => string): string {
  const price = kind.numberFields.includes('precio') ? 'precio' : 'null::double precision as precio';
  const holdsEvery = words.map((word) => `search_text like ${placeholder(`%${escapeLike(word)}%`)}`).join(' and ');
  return `select '${kind.ownerType}' as tipo, id, nombre, categoria, ${price},
            case when search_text like ${prefix} then 0 else 1 end as rank
          from ${kind.table} where visible and ${LIVE} and ${holdsEvery}`;
}

export async function findSuggestions(db: Queryable, text: string, limit: number) {
  const words = searchable(text).split(/\s+/).filter(Boolean);
  const normalised = words.join(' ');
  const params: (string | number)[] = [];
  const placeholder = (value: string | number) => `$${params.push(value)}`;
  const prefix = placeholder(`${escapeLike(normalised)}%`);
  const found = [BIKES, ACCESSORIES]
    .map((kind) => `(${matches(kind, words, prefix, placeholder)})`)
    .join(' union all ');
  // Images only for the few rows kept, not for every match.
  return db.query<Suggestion>(
    `select tipo, id, nombre, categoria, precio, ${principalImageOf('found.tipo', 'found.id')}
     from (select * from (${found}) as matched order by rank, lower(nombre), tipo, id limit ${placeholder(limit)}) as found
     order by rank, lower(nombre), tipo, id`,
    params,
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
