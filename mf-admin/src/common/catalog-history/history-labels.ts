import {
  AVAILABILITY_STATES,
  CASH_DISCOUNT_LABEL,
  SALE_LABELS,
  availabilityLabel,
  colourName,
  type HistoryAction,
  type HistoryValue,
} from '@shop/contract';
import { BIKE_SPEC_LABELS } from '@shop/shared/catalog';
import { siteConfig } from '@shop/shared/config';
import { formatPrice } from '@shop/shared/domain';

/** Each stored field as the owner reads it. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  nombre: 'Nombre',
  detalle: 'Detalle',
  categoria: 'Categoría',
  marca: 'Marca',
  modelo: 'Modelo',
  origen_pais: 'País de origen',
  visible: 'Visible en el sitio',
  destacado: 'Destacado',
  precio: 'Precio',
  descuento_efectivo: CASH_DISCOUNT_LABEL,
  ...SALE_LABELS,
  material: 'Material',
  peso_g: 'Peso (g)',
  dim_largo_mm: 'Largo (mm)',
  dim_ancho_mm: 'Ancho (mm)',
  dim_alto_mm: 'Alto (mm)',
  color1: 'Color 1',
  color2: 'Color 2',
  color3: 'Color 3',
  color4: 'Color 4',
  disponibilidad: 'Disponibilidad',
  imagen: 'Imagen',
  ...BIKE_SPEC_LABELS,
};

export const ACTION_LABELS: Readonly<Record<HistoryAction, string>> = {
  alta: 'Alta',
  edicion: 'Edición',
  baja: 'Enviado a la papelera',
  restauracion: 'Restaurado de la papelera',
  imagenes: 'Imágenes',
  lote: 'Acción en lote',
  precios: 'Cambio de precios',
  version: 'Versión restaurada',
  importacion: 'Importación CSV',
};

export function fieldLabel(field: string): string {
  return FIELD_LABELS[field] ?? field;
}

/** A combination's store as the owner names it: its title in the site config, else its id. */
function storeText(tienda: HistoryValue | undefined): string | null {
  if (typeof tienda !== 'string') return null;
  return siteConfig.locations.find((location) => location.id === tienda)?.title ?? tienda;
}

/**
 * A stored availability (an accessory's, or one of a bicycle's combinations) as the owner names it: 'Rojo M en
 * Casa central: En stock'.
 */
function availabilityText(value: HistoryValue): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { estado, dias, color, talle, tienda } = value;
  const state = AVAILABILITY_STATES.find((known) => known === estado);
  if (!state) return null;
  const label = availabilityLabel({ estado: state, dias: typeof dias === 'number' ? dias : null });
  const choice = [typeof color === 'string' ? colourName(color) : null, typeof talle === 'string' ? talle : null];
  const store = storeText(tienda);
  const named = `${choice.filter(Boolean).join(' ')}${store ? ` en ${store}` : ''}`.trim();
  return named ? `${named}: ${label}` : label;
}

/** A stored value as the owner reads it: 'Sí'/'No', a price in pesos, a colour's name, '(vacío)'. */
export function valueText(field: string, value: HistoryValue): string {
  if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) return '(vacío)';
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if ((field === 'precio' || field === 'precio_oferta') && typeof value === 'number') return formatPrice(value);
  if (field.startsWith('color') && typeof value === 'string') return colourName(value);
  if (field === 'disponibilidad') {
    const parts = (Array.isArray(value) ? value : [value]).map(availabilityText);
    if (parts.every((part): part is string => part !== null)) return parts.join('; ');
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
