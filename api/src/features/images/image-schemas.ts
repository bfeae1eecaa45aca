import { ADDRESS_LIMIT, CATALOG_TEXT_LIMITS, IMAGE_ALT_LIMIT } from '@shop/contract';
import { Type } from 'typebox';
import { MAX_ID, nullable } from '../../lib/schema';

export const ImageSchema = Type.Object(
  {
    id: Type.Integer(),
    url: Type.String(),
    alt_text: Type.Union([Type.String(), Type.Null()]),
    es_principal: Type.Boolean(),
    orden: Type.Integer(),
    mime_type: Type.Union([Type.String(), Type.Null()]),
    width: Type.Union([Type.Integer(), Type.Null()]),
    height: Type.Union([Type.Integer(), Type.Null()]),
    color: Type.Union([Type.String(), Type.Null()], {
      description: 'El color de la bicicleta que muestra la foto (hex), o null.',
    }),
  },
  { additionalProperties: false },
);

export const ImageBody = Type.Object(
  {
    url: Type.String({
      maxLength: ADDRESS_LIMIT,
      description:
        'Un archivo subido: la `url` que devolvió `POST /api/upload` (`/uploads/<nombre>.webp` o la del bucket).',
    }),
    alt_text: Type.Optional(nullable(Type.String({ maxLength: IMAGE_ALT_LIMIT }))),
    orden: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
    es_principal: Type.Optional(Type.Boolean()),
    width: Type.Optional(nullable(Type.Integer({ minimum: 1, maximum: 100_000 }))),
    height: Type.Optional(nullable(Type.Integer({ minimum: 1, maximum: 100_000 }))),
    mime_type: Type.Optional(nullable(Type.String({ maxLength: 60 }))),
    color: Type.Optional(
      nullable(
        Type.String({
          maxLength: CATALOG_TEXT_LIMITS.colour,
          description: 'Uno de los colores del producto (hex); null: ninguno.',
        }),
      ),
    ),
  },
  { additionalProperties: false },
);

export const ImageParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: MAX_ID }),
  imageId: Type.Integer({ minimum: 1, maximum: MAX_ID }),
});
