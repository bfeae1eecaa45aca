import { formatPrice, metaDescription, type Accesorio, type SpecRow } from '@shop/shared/catalog';
import { formatNumber } from '@shop/shared/domain';

/** 1450 → "1.450 g". */
export function formatWeight(grams: number | null): string | null {
  return grams === null ? null : `${formatNumber(grams)} g`;
}

/** Length x width x height in mm, a dash for each missing part; nothing when all three are missing. */
export function formatDimensions({ dim_largo_mm, dim_ancho_mm, dim_alto_mm }: Accesorio): string | null {
  const parts = [dim_largo_mm, dim_ancho_mm, dim_alto_mm];
  if (parts.every((part) => part === null)) return null;
  return `${parts.map((part) => (part === null ? '-' : formatNumber(part))).join(' x ')} mm`;
}

type TextField = 'marca' | 'modelo' | 'material' | 'origen_pais';

const TEXT_LABELS: Record<TextField, string> = {
  marca: 'Marca',
  modelo: 'Modelo',
  material: 'Material',
  origen_pais: 'Origen',
};

function textRows(accessory: Accesorio, fields: readonly TextField[]): SpecRow[] {
  return fields.map((field) => ({ label: TEXT_LABELS[field], value: accessory[field] }));
}

/** The info cards beside the gallery: brand, model, material, origin. */
export function accessoryCards(accessory: Accesorio): SpecRow[] {
  return textRows(accessory, ['marca', 'modelo', 'material', 'origen_pais']);
}

/**
 * The specifications list, in the sheet's order; empty rows are left out when shown. Shoppers only see
 * visible items, so 'Visible' and 'Destacado' would always read 'Sí': they are not shown.
 */
export function accessorySheet(accessory: Accesorio): SpecRow[] {
  const { categoria, peso_g, precio } = accessory;
  return [
    { label: 'Categoría', value: categoria.toUpperCase() },
    ...textRows(accessory, ['marca', 'modelo', 'origen_pais', 'material']),
    { label: 'Peso', value: formatWeight(peso_g) },
    { label: 'Dimensiones (largo x ancho x alto)', value: formatDimensions(accessory) },
    { label: 'Precio', value: precio === null ? null : formatPrice(precio) },
  ];
}

/** The page's meta description: the accessory's own text, else a summary of its data. */
export function accessoryDescription(accessory: Accesorio): string {
  const maker = [accessory.marca, accessory.modelo].filter(Boolean).join(' ');
  const summary = `${accessory.nombre}${maker ? ` (${maker})` : ''}, en ${accessory.categoria.toUpperCase()}. Consultanos.`;
  return metaDescription(accessory.detalle, summary);
}

/** What the accessory's page shows besides the gallery and the suggestions. */
export function accessoryPageParts(accessory: Accesorio) {
  return {
    description: accessoryDescription(accessory),
    tiles: accessoryCards(accessory),
    sheet: { title: 'Especificaciones', button: 'VER FICHA / ESPECIFICACIONES', rows: accessorySheet(accessory) },
  };
}
