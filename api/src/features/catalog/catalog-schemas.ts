import {
  type Accesorio,
  type AccesorioListItem,
  BIKE_COLOUR_FIELDS,
  BIKE_SPEC_FIELDS,
  type Bicicleta,
  type BicicletaListItem,
  type ImagenPrincipal,
  type RecordDates,
} from '@shop/contract';
import { type TSchema, Type } from 'typebox';
import { describing, nullable } from '../../lib/schema';
import { CombinacionSchema, DisponibilidadSchema } from './catalog-availability';
import { FacetsSchema } from './catalog-facets';

/** The answers about bicycles and accessories, every field described and checked against the contract's types. */

const text = () => nullable(Type.String());
const timestamp = () => Type.String({ format: 'date-time' });

/** The same schema for each of `keys`, keyed by them. */
function eachOf<K extends string, S extends TSchema>(keys: readonly K[], schema: () => S): Record<K, S> {
  return Object.fromEntries(keys.map((key) => [key, schema()])) as Record<K, S>;
}

export const ImagenPrincipalSchema = describing<ImagenPrincipal>()(
  Type.Object(
    { url: Type.String(), alt_text: text(), width: nullable(Type.Integer()), height: nullable(Type.Integer()) },
    { additionalProperties: false },
  ),
);

const common = {
  id: Type.Integer(),
  nombre: Type.String(),
  detalle: text(),
  categoria: Type.String(),
  marca: text(),
  modelo: text(),
};
const record = {
  ...common,
  origen_pais: text(),
  visible: Type.Boolean(),
  destacado: Type.Boolean(),
  created_at: timestamp(),
  updated_at: timestamp(),
};
const listExtras = {
  updated_at: timestamp(),
  imagen_principal: nullable(ImagenPrincipalSchema),
  visible: Type.Optional(Type.Boolean({ description: 'Sólo en la lista del administrador.' })),
  destacado: Type.Optional(Type.Boolean({ description: 'Sólo en la lista del administrador.' })),
  version: Type.Optional(
    Type.Integer({
      description: 'Sólo en la lista del administrador: la versión del ítem; su ETag es el número entre comillas.',
    }),
  ),
  consultas_30d: Type.Optional(
    Type.Integer({ description: 'Sólo en la lista del administrador: clics en Consultar de los últimos 30 días.' }),
  ),
  vistas_30d: Type.Optional(
    Type.Integer({ description: 'Sólo en la lista del administrador: vistas de la ficha de los últimos 30 días.' }),
  ),
};
const bikePrice = () => nullable(Type.Integer({ description: 'Pesos enteros; null: «Consultá precio».' }));
const amount = () => nullable(Type.Number());
const cashDiscount = () =>
  nullable(Type.Integer({ description: 'Porcentaje de descuento en efectivo o transferencia; null: el del sitio.' }));
const saleDay = (description: string) =>
  nullable(
    Type.String({ description: `${description} de la oferta (AAAA-MM-DD, día de Argentina); null: sin límite.` }),
  );
/** The sale's price and days; whether it runs is worked out from them when shown, never answered precomputed. */
const sale = {
  precio_oferta: nullable(
    Type.Number({
      description: 'Precio de oferta, menor que el precio, entre oferta_desde y oferta_hasta; null: sin oferta.',
    }),
  ),
  oferta_desde: saleDay('Primer día'),
  oferta_hasta: saleDay('Último día'),
};
const bikeAvailability = () =>
  Type.Array(CombinacionSchema, { description: 'Por color × talle; vacía: «Consultá disponibilidad».' });
const accessoryAvailability = () =>
  Type.Union([DisponibilidadSchema, Type.Null()], { description: 'null: «Consultá disponibilidad».' });

export const BicicletaSchema = describing<Bicicleta & RecordDates>()(
  Type.Object(
    {
      ...record,
      precio: bikePrice(),
      descuento_efectivo: cashDiscount(),
      ...sale,
      ...eachOf(BIKE_COLOUR_FIELDS, text),
      ...eachOf(BIKE_SPEC_FIELDS, text),
      disponibilidad: bikeAvailability(),
    },
    { additionalProperties: false },
  ),
);

export const BicicletaListItemSchema = describing<BicicletaListItem>()(
  Type.Object(
    {
      ...common,
      precio: bikePrice(),
      descuento_efectivo: cashDiscount(),
      ...sale,
      ...eachOf(BIKE_COLOUR_FIELDS, text),
      disponibilidad: bikeAvailability(),
      ...listExtras,
    },
    { additionalProperties: false },
  ),
);

export const AccesorioSchema = describing<Accesorio & RecordDates>()(
  Type.Object(
    {
      ...record,
      material: text(),
      peso_g: amount(),
      dim_largo_mm: amount(),
      dim_ancho_mm: amount(),
      dim_alto_mm: amount(),
      precio: amount(),
      descuento_efectivo: cashDiscount(),
      ...sale,
      disponibilidad: accessoryAvailability(),
    },
    { additionalProperties: false },
  ),
);

export const AccesorioListItemSchema = describing<AccesorioListItem>()(
  Type.Object(
    {
      ...common,
      precio: amount(),
      descuento_efectivo: cashDiscount(),
      ...sale,
      disponibilidad: accessoryAvailability(),
      ...listExtras,
    },
    { additionalProperties: false },
  ),
);

/** One page of a list of `item`, with the facet counts when asked for. */
export function listPageSchema(item: TSchema) {
  return Type.Object(
    {
      items: Type.Array(item),
      page: Type.Integer(),
      limit: Type.Integer(),
      total: Type.Integer(),
      totalPages: Type.Integer(),
      facets: Type.Optional(FacetsSchema),
    },
    { additionalProperties: false },
  );
}
