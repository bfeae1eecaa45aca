import {
  ACCESSORY_CATEGORIES,
  BIKE_CATEGORIES,
  BIKE_COLOUR_FIELDS,
  BIKE_SPEC_FIELDS,
  CATALOG_TEXT_LIMITS,
  MAX_CASH_DISCOUNT_PERCENT,
  MAX_MEASURE,
  MAX_PRICE,
  SALE_FIELDS,
} from '@shop/contract';
import { Type } from 'typebox';
import { nullable } from '../../lib/schema';
import { CombinacionBody, DisponibilidadBody } from './catalog-availability';
import type { CatalogKind } from '../catalog-item';
import { AccesorioListItemSchema, AccesorioSchema, BicicletaListItemSchema, BicicletaSchema } from './catalog-schemas';

const text = (maxLength: number) => Type.Optional(nullable(Type.String({ maxLength })));
const amount = (maximum: number) => Type.Optional(nullable(Type.Number({ minimum: 0, maximum })));
const wholePesos = () => Type.Optional(nullable(Type.Integer({ minimum: 0, maximum: MAX_PRICE.bicicletas })));
const cashDiscount = () =>
  Type.Optional(
    nullable(
      Type.Integer({
        minimum: 0,
        maximum: MAX_CASH_DISCOUNT_PERCENT,
        description: 'Porcentaje entero de descuento en efectivo o transferencia; null: el del sitio, 0: ninguno.',
      }),
    ),
  );
const saleDay = () =>
  Type.Optional(nullable(Type.String({ maxLength: 10, description: 'AAAA-MM-DD, día de Argentina.' })));
const colour = () => Type.Optional(nullable(Type.String({ maxLength: CATALOG_TEXT_LIMITS.colour })));

const common = {
  nombre: text(CATALOG_TEXT_LIMITS.nombre),
  detalle: text(CATALOG_TEXT_LIMITS.detalle),
  categoria: text(CATALOG_TEXT_LIMITS.categoria),
  marca: text(CATALOG_TEXT_LIMITS.marca),
  modelo: text(CATALOG_TEXT_LIMITS.modelo),
  origen_pais: text(CATALOG_TEXT_LIMITS.origen_pais),
  visible: Type.Optional(Type.Boolean()),
  destacado: Type.Optional(Type.Boolean()),
  descuento_efectivo: cashDiscount(),
  oferta_desde: saleDay(),
  oferta_hasta: saleDay(),
};

export const BIKES: CatalogKind = {
  table: 'bicicletas',
  ownerType: 'bicicleta',
  categories: BIKE_CATEGORIES.map((category) => category.toLowerCase()),
  notFound: 'Bicicleta no encontrada',
  textFields: ['detalle', 'marca', 'modelo', 'origen_pais', 'oferta_desde', 'oferta_hasta', ...BIKE_SPEC_FIELDS],
  numberFields: ['precio', 'descuento_efectivo', 'precio_oferta'],
  colourFields: BIKE_COLOUR_FIELDS,
  availability: 'combinations',
  listColumns: [...BIKE_COLOUR_FIELDS, 'precio', 'descuento_efectivo', ...SALE_FIELDS, 'disponibilidad'],
  exactFilters: [],
  booleanFilters: ['visible', 'destacado'],
  record: BicicletaSchema,
  listItem: BicicletaListItemSchema,
  body: Type.Object(
    {
      ...common,
      precio: wholePesos(),
      precio_oferta: wholePesos(),
      ...Object.fromEntries(BIKE_COLOUR_FIELDS.map((field) => [field, colour()])),
      ...Object.fromEntries(BIKE_SPEC_FIELDS.map((field) => [field, text(CATALOG_TEXT_LIMITS.spec)])),
      disponibilidad: Type.Optional(
        Type.Array(CombinacionBody, {
          maxItems: 400,
          description: 'Por color × talle que se ofrece; los que faltan dicen «Consultá disponibilidad».',
        }),
      ),
    },
    { additionalProperties: false },
  ),
};

export const ACCESSORIES: CatalogKind = {
  table: 'accesorios',
  ownerType: 'accesorio',
  categories: ACCESSORY_CATEGORIES.map((category) => category.name.toLowerCase()),
  notFound: 'Accesorio no encontrado',
  textFields: ['detalle', 'marca', 'modelo', 'material', 'origen_pais', 'oferta_desde', 'oferta_hasta'],
  numberFields: [
    'peso_g',
    'dim_largo_mm',
    'dim_ancho_mm',
    'dim_alto_mm',
    'precio',
    'descuento_efectivo',
    'precio_oferta',
  ],
  colourFields: [],
  availability: 'single',
  listColumns: ['precio', 'descuento_efectivo', ...SALE_FIELDS, 'disponibilidad'],
  exactFilters: ['material', 'origen_pais'],
  booleanFilters: ['visible', 'destacado'],
  record: AccesorioSchema,
  listItem: AccesorioListItemSchema,
  body: Type.Object(
    {
      ...common,
      material: text(CATALOG_TEXT_LIMITS.material),
      peso_g: amount(MAX_MEASURE),
      dim_largo_mm: amount(MAX_MEASURE),
      dim_ancho_mm: amount(MAX_MEASURE),
      dim_alto_mm: amount(MAX_MEASURE),
      precio: amount(MAX_PRICE.accesorios),
      precio_oferta: amount(MAX_PRICE.accesorios),
      disponibilidad: Type.Optional(nullable(DisponibilidadBody)),
    },
    { additionalProperties: false },
  ),
};
