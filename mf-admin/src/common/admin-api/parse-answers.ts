import type { CatalogImage, CatalogPage } from './catalog-types';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function positiveInt(value: unknown): number | null {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 0 ? number : null;
}

/** The new item's id: at top level, or inside accesorio, bici or bicicleta (spec 02 §3, §7). */
export function createdId(answer: unknown): number | null {
  if (!isObject(answer)) return null;
  for (const holder of [answer, answer.accesorio, answer.bici, answer.bicicleta]) {
    if (isObject(holder)) {
      const id = positiveInt(holder.id);
      if (id !== null) return id;
    }
  }
  return null;
}

/** Stored images with `id` or `imagen_id`; orden falls back to 1 when not a number of at least 1. */
export function parseImages(answer: unknown): CatalogImage[] {
  if (!Array.isArray(answer)) return [];
  return answer.filter(isObject).flatMap((raw) => {
    const id = positiveInt(raw.id) ?? positiveInt(raw.imagen_id);
    if (id === null || typeof raw.url !== 'string') return [];
    const orden = Number(raw.orden);
    return [
      {
        id,
        url: raw.url,
        alt_text: typeof raw.alt_text === 'string' ? raw.alt_text : null,
        orden: Number.isFinite(orden) && orden >= 1 ? Math.floor(orden) : 1,
        es_principal: raw.es_principal === true,
        mime_type: typeof raw.mime_type === 'string' ? raw.mime_type : null,
        width: positiveInt(raw.width),
        height: positiveInt(raw.height),
      },
    ];
  });
}

export function parsePage(answer: unknown): CatalogPage {
  const items = isObject(answer) && Array.isArray(answer.items) ? (answer.items as CatalogPage['items']) : [];
  const total = isObject(answer) && typeof answer.total === 'number' ? answer.total : items.length;
  return { items, total };
}
