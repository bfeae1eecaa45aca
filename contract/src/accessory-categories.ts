export interface AccessoryCategory {
  /** As shown; the API stores it in lower case. */
  name: string;
  slug: string;
  /** Whether the landing page has a card for it (every category but OTROS). */
  onLanding: boolean;
}

export const ACCESSORY_CATEGORIES: readonly AccessoryCategory[] = [
  { name: 'INFLADORES', slug: 'infladores', onLanding: true },
  { name: 'CASCOS', slug: 'cascos', onLanding: true },
  { name: 'LUCES', slug: 'luces', onLanding: true },
  { name: 'GUARDABARROS', slug: 'guardabarros', onLanding: true },
  { name: 'CADENA / LINGA / CANDADO', slug: 'seguridad', onLanding: true },
  { name: 'PIE DE APOYO', slug: 'pie-de-apoyo', onLanding: true },
  { name: 'PUÑOS', slug: 'punos', onLanding: true },
  { name: 'ESTABILIZADORES', slug: 'estabilizadores', onLanding: true },
  { name: 'OTROS', slug: 'otros', onLanding: false },
];

const SLUG_ALIASES: Record<string, string> = { 'pie-apoyo': 'pie-de-apoyo' };

/** The category a /accesorios/{slug} address stands for; an unknown slug is upper-cased as is. */
export function accessoryCategoryFromSlug(slug: string): string {
  const canonical = SLUG_ALIASES[slug.toLowerCase()] ?? slug.toLowerCase();
  return ACCESSORY_CATEGORIES.find((category) => category.slug === canonical)?.name ?? slug.toUpperCase();
}
