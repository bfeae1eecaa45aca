import { MAX_MEASURE, MAX_PRICE, productPath, readAmount } from '@shop/contract';
import { ACCESSORY_CATEGORIES, formatNumber } from '@shop/shared/domain';
import type { CatalogRecord } from '../../common/admin-api/catalog-types';
import {
  baseBody,
  baseFromRecord,
  matchCategory,
  optionalText,
  recordText,
  type BaseValues,
  type CatalogFormKind,
  type FieldErrors,
} from '../../common/catalog-form/catalog-form-kind';
import {
  availabilityOf,
  cellFrom,
  NO_AVAILABILITY,
  validateCells,
  type AvailabilityCell,
} from '../../common/availability/availability-cell';
import { parsePrice, validatePrice } from '../../common/catalog-form/price-field';
import {
  NO_SALE,
  saleBody,
  saleFromRecord,
  type SaleValues,
  validateSale,
} from '../../common/catalog-form/sale-fields';

/** One list everywhere, shown upper case. */
export const ACCESSORY_CATEGORY_NAMES = ACCESSORY_CATEGORIES.map((category) => category.name);

/** The add form's fallback for an unknown categoria. */
const ADD_FALLBACK_CATEGORY = 'LUCES';

/** Measures the public sheet shows, edited here too; decimals allowed. */
export const ACCESSORY_NUMBERS = [
  ['peso_g', 'Peso (g)'],
  ['dim_largo_mm', 'Largo (mm)'],
  ['dim_ancho_mm', 'Ancho (mm)'],
  ['dim_alto_mm', 'Alto (mm)'],
] as const;

export type AccessoryNumberField = (typeof ACCESSORY_NUMBERS)[number][0];

export type AccessoryValues = BaseValues &
  SaleValues &
  Record<AccessoryNumberField, string> & {
    material: string;
    /** Whole pesos, or empty for 'Consultá precio'. */
    precio: string;
    disponibilidad: AvailabilityCell;
  };

export const INVALID_NUMBER = 'Ingresá un número mayor o igual a 0.';
const TOO_LARGE = `Ingresá un número de hasta ${formatNumber(MAX_MEASURE)}.`;

/** The measure typed ('12,5' → 12.5, '1.500' → 1500), or what keeps it from being read. */
const readMeasure = (text: string) => readAmount(text, INVALID_NUMBER);

function presetCategory(query: string | null): string {
  const bySlug = ACCESSORY_CATEGORIES.find((category) => category.slug === query?.trim().toLowerCase());
  return matchCategory(ACCESSORY_CATEGORY_NAMES, query) ?? bySlug?.name ?? ADD_FALLBACK_CATEGORY;
}

function emptyAccessory(categoria: string | null): AccessoryValues {
  return {
    nombre: '',
    detalle: '',
    categoria: presetCategory(categoria),
    marca: '',
    modelo: '',
    origen_pais: '',
    visible: true,
    destacado: false,
    descuento_efectivo: '',
    material: '',
    precio: '',
    ...NO_SALE,
    peso_g: '',
    dim_largo_mm: '',
    dim_ancho_mm: '',
    dim_alto_mm: '',
    disponibilidad: NO_AVAILABILITY,
  };
}

function fromRecord(record: CatalogRecord): AccessoryValues {
  return {
    ...baseFromRecord(record, ACCESSORY_CATEGORY_NAMES),
    material: recordText(record, 'material'),
    precio: recordText(record, 'precio'),
    ...saleFromRecord(record),
    disponibilidad: cellFrom(Array.isArray(record.disponibilidad) ? null : record.disponibilidad),
    ...(Object.fromEntries(ACCESSORY_NUMBERS.map(([field]) => [field, recordText(record, field)])) as Record<
      AccessoryNumberField,
      string
    >),
  };
}

function toBody(values: AccessoryValues): Record<string, unknown> {
  const body = baseBody(values);
  body.material = optionalText(values.material);
  body.precio = parsePrice(values.precio, MAX_PRICE.accesorios) ?? null;
  Object.assign(body, saleBody(values, MAX_PRICE.accesorios));
  for (const [field] of ACCESSORY_NUMBERS) {
    const reading = readMeasure(values[field]);
    body[field] = 'amount' in reading ? reading.amount : null;
  }
  body.disponibilidad = availabilityOf(values.disponibilidad);
  return body;
}

function numberProblem(text: string): string | null {
  const reading = readMeasure(text);
  if ('error' in reading) return reading.error;
  return reading.amount !== null && reading.amount > MAX_MEASURE ? TOO_LARGE : null;
}

function validateNumbers(values: AccessoryValues): FieldErrors {
  for (const [field] of ACCESSORY_NUMBERS) {
    const problem = numberProblem(values[field]);
    if (problem) return { [field]: problem };
  }
  return {};
}

export const ACCESSORY_KIND: CatalogFormKind<AccessoryValues> = {
  table: 'accesorios',
  categories: ACCESSORY_CATEGORY_NAMES,
  texts: {
    addTitle: 'Agregar accesorio',
    editTitle: 'Editar accesorio',
    backLabel: 'Volver al panel',
    submitAdd: 'Guardar accesorio',
    submitEdit: 'Guardar cambios',
    created: 'Accesorio creado',
    updated: 'Accesorio actualizado con éxito',
    loadAnother: 'Cargar otro',
    createFailed: 'No se pudo crear el accesorio',
    updateFailed: 'No se pudo actualizar el accesorio',
    loadFailed: 'No se pudo cargar el accesorio',
    missingUrlId: 'Falta el ID del accesorio en la URL.',
    missingId: 'No hay ID de accesorio.',
    altExample: 'Casco negro visto de costado',
  },
  listPath: '/admin/accesorios/editar',
  imageRequired: true,
  publicPath: (id, nombre) => productPath('accesorio', { id, nombre }),
  emptyValues: emptyAccessory,
  fromRecord,
  toBody,
  // 'Cargar otro' resets the form to how the screen opened.
  valuesForAnother: (_saved, initial) => initial,
  validateExtra: (values) => ({
    ...validatePrice(values.precio, MAX_PRICE.accesorios),
    ...validateSale(values, MAX_PRICE.accesorios),
    ...validateNumbers(values),
    ...validateCells([values.disponibilidad]),
  }),
};
