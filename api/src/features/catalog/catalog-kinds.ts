import { ACCESSORY_CATEGORIES, BIKE_CATEGORIES, BIKE_COLOUR_FIELDS, BIKE_SPEC_FIELDS } from '@shop/contract';
import { Type } from 'typebox';
import { nullable } from '../../lib/schema';
import type { CatalogKind } from './catalog-kind';
import { AccesorioListItemSchema, AccesorioSchema, BicicletaListItemSchema, BicicletaSchema } from './catalog-schemas';

const text = (maxLength = 300) => Type.Optional(nullable(Type.String({ maxLength })));
const amount = () => Type.Optional(nullable(Type.Number({ minimum: 0, maximum: 100_000_000 })));
/** The highest price in whole pesos: bicycles keep theirs in an integer column. */
export const MAX_PESOS = 2_000_000_000;

const wholePesos = () => Type.Optional(nullable(Type.Integer({ minimum: 0, maximum: MAX_PESOS })));
const colour = () => Type.Optional(nullable(Type.String({ maxLength: 9 })));

const common = {
  nombre: text(200),
  detalle: text(5000),
  categoria: text(60),
  marca: text(120),
  modelo: text(120),
  origen_pais: text(80),
  visible: Type.Optional(Type.Boolean()),
  destacado: Type.Optional(Type.Boolean()),
};

export const BIKES: CatalogKind = {
  table: 'bicicletas',
  ownerType: 'bicicleta',
  categories: BIKE_CATEGORIES.map((category) => category.toLowerCase()),
  notFound: 'Bicicleta no encontrada',
  textFields: ['detalle', 'marca', 'modelo', 'origen_pais', ...BIKE_SPEC_FIELDS],
  numberFields: ['precio'],
  colourFields: BIKE_COLOUR_FIELDS,
  listColumns: [...BIKE_COLOUR_FIELDS, 'precio'],
  exactFilters: [],
  booleanFilters: ['visible', 'destacado'],
  record: BicicletaSchema,
  listItem: BicicletaListItemSchema,
  body: Type.Object(
    {
      ...common,
      precio: wholePesos(),
      ...Object.fromEntries(BIKE_COLOUR_FIELDS.map((field) => [field, colour()])),
      ...Object.fromEntries(BIKE_SPEC_FIELDS.map((field) => [field, text()])),
    },
    { additionalProperties: false },
  ),
};

export const ACCESSORIES: CatalogKind = {
  table: 'accesorios',
  ownerType: 'accesorio',
  categories: ACCESSORY_CATEGORIES.map((category) => category.name.toLowerCase()),
  notFound: 'Accesorio no encontrado',
  textFields: ['detalle', 'marca', 'modelo', 'material', 'origen_pais'],
  numberFields: ['peso_g', 'dim_largo_mm', 'dim_ancho_mm', 'dim_alto_mm', 'precio'],
  colourFields: [],
  listColumns: ['precio'],
  exactFilters: ['material', 'origen_pais'],
  booleanFilters: ['visible', 'destacado'],
  record: AccesorioSchema,
  listItem: AccesorioListItemSchema,
  body: Type.Object(
    {
      ...common,
      material: text(120),
      peso_g: amount(),
      dim_largo_mm: amount(),
      dim_ancho_mm: amount(),
      dim_alto_mm: amount(),
      precio: amount(),
    },
    { additionalProperties: false },
  ),
};
