import { MAX_PRICE, productPath } from '@shop/contract';
import {
  BIKE_COLOUR_FIELDS,
  BIKE_SPEC_LABELS,
  normaliseHex,
  presentColours,
  type BikeSpecField,
} from '@shop/shared/catalog';
import { BIKE_CATEGORIES } from '@shop/shared/domain';
import type { CatalogRecord } from '../../common/admin-api/catalog-types';
import {
  baseBody,
  baseFromRecord,
  matchCategory,
  optionalText,
  recordText,
  type BaseValues,
  type CatalogFormKind,
} from '../../common/catalog-form/catalog-form-kind';
import { validateCells } from '../../common/availability/availability-cell';
import { parsePrice, validatePrice } from '../../common/catalog-form/price-field';
import {
  NO_SALE,
  saleBody,
  saleFromRecord,
  type SaleValues,
  validateSale,
} from '../../common/catalog-form/sale-fields';
import {
  availabilityBody,
  cellsFromRecord,
  offeredCells,
  type AvailabilityCells,
  type OfferedChoices,
} from './bike-availability';

/** The text specs in the form's order (frame and brakes first), with the names shoppers see. */
const FORM_SPEC_ORDER = [
  'cuadro',
  'horquilla',
  'sistema_frenos',
  'ruedas',
  'rodado',
  'cubiertas',
  'talle',
  'engranaje',
  'shifter',
  'pinion',
  'descarrilador_trasero',
  'caja_movimiento_central',
  'stem',
  'manillar',
] as const satisfies readonly BikeSpecField[];

export const BIKE_SPECS = FORM_SPEC_ORDER.map((field) => [field, BIKE_SPEC_LABELS[field]] as const);

export const COLOUR_FIELDS = BIKE_COLOUR_FIELDS;
export type ColourField = (typeof COLOUR_FIELDS)[number];

/** Most colours a bicycle has. */
export const MAX_COLOURS = COLOUR_FIELDS.length;

export type BikeValues = BaseValues &
  SaleValues &
  Record<BikeSpecField, string> &
  Record<ColourField, string> & {
    /** Colour slots shown, 1 to 4. */
    colourCount: number;
    /** Whole pesos, or empty for 'Consultá precio'. */
    precio: string;
    /** By colour × talle; only those offered when saving are sent. */
    disponibilidad: AvailabilityCells;
  };

/** The colours of the slots shown (some may be empty). */
export function shownColours(values: BikeValues): string[] {
  return COLOUR_FIELDS.slice(0, values.colourCount).map((field) => values[field]);
}

function offered(values: BikeValues): OfferedChoices {
  return { colours: shownColours(values), talle: values.talle };
}

const NO_SPECS = Object.fromEntries(BIKE_SPECS.map(([field]) => [field, ''])) as Record<BikeSpecField, string>;
const NO_COLOURS: Record<ColourField, string> = { color1: '', color2: '', color3: '', color4: '' };

function emptyBike(categoria: string | null): BikeValues {
  return {
    nombre: '',
    detalle: '',
    // Preset from the query when it is one of the five, else MTB.
    categoria: matchCategory(BIKE_CATEGORIES, categoria) ?? 'MTB',
    marca: '',
    modelo: '',
    origen_pais: '',
    visible: true,
    destacado: false,
    descuento_efectivo: '',
    ...NO_SPECS,
    ...NO_COLOURS,
    colourCount: 1,
    precio: '',
    ...NO_SALE,
    disponibilidad: {},
  };
}

function fromRecord(record: CatalogRecord): BikeValues {
  const colours = Object.fromEntries(
    COLOUR_FIELDS.map((field) => [field, normaliseHex(recordText(record, field))]),
  ) as Record<ColourField, string>;
  const highest = COLOUR_FIELDS.reduce((count, field, index) => (colours[field] ? index + 1 : count), 0);
  return {
    ...baseFromRecord(record, BIKE_CATEGORIES),
    ...(Object.fromEntries(BIKE_SPECS.map(([field]) => [field, recordText(record, field)])) as Record<
      BikeSpecField,
      string
    >),
    ...colours,
    colourCount: Math.max(1, highest),
    precio: recordText(record, 'precio'),
    ...saleFromRecord(record),
    disponibilidad: cellsFromRecord(Array.isArray(record.disponibilidad) ? record.disponibilidad : []),
  };
}

function toBody(values: BikeValues): Record<string, unknown> {
  const body = baseBody(values);
  COLOUR_FIELDS.forEach((field, index) => {
    body[field] = index < values.colourCount ? optionalText(values[field]) : null;
  });
  for (const [field] of BIKE_SPECS) body[field] = optionalText(values[field]);
  body.precio = parsePrice(values.precio, MAX_PRICE.bicicletas) ?? null;
  Object.assign(body, saleBody(values, MAX_PRICE.bicicletas));
  body.disponibilidad = availabilityBody(values.disponibilidad, offered(values));
  return body;
}

export const BIKE_KIND: CatalogFormKind<BikeValues> = {
  table: 'bicicletas',
  categories: BIKE_CATEGORIES,
  texts: {
    addTitle: 'Agregar bicicleta',
    editTitle: 'Editar bicicleta',
    backLabel: '← Volver al panel',
    submitAdd: 'Guardar bicicleta',
    submitEdit: 'Guardar cambios',
    created: '¡Bicicleta creada!',
    updated: '¡Bicicleta actualizada con éxito!',
    loadAnother: 'Cargar otra',
    createFailed: 'No se pudo crear la bicicleta',
    updateFailed: 'No se pudo actualizar la bicicleta',
    loadFailed: 'No se pudo cargar la bicicleta',
    missingUrlId: 'Falta el ID de la bicicleta en la URL.',
    missingId: 'No hay ID de bicicleta.',
    altExample: 'Bicicleta roja de perfil',
  },
  listPath: '/admin/bicicletas/editar',
  publicPath: (id, nombre) => productPath('bicicleta', { id, nombre }),
  emptyValues: emptyBike,
  fromRecord,
  toBody,
  // 'Cargar otra' keeps category, brand, origin, visible and destacado.
  valuesForAnother: (saved) => ({
    ...emptyBike(saved.categoria),
    marca: saved.marca,
    origen_pais: saved.origen_pais,
    visible: saved.visible,
    destacado: saved.destacado,
  }),
  photoColours: (values) => presentColours(shownColours(values)),
  validateExtra: (values) => ({
    ...validatePrice(values.precio, MAX_PRICE.bicicletas),
    ...validateSale(values, MAX_PRICE.bicicletas),
    ...validateCells(offeredCells(values.disponibilidad, offered(values)).map(({ cell }) => cell)),
  }),
};
