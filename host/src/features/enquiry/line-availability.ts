import { availabilityLabel, colourName, storeAvailabilities, type Accesorio, type Bicicleta } from '@shop/contract';
import { siteConfig } from '@shop/shared/config';
import type { EnquiryLine } from '@shop/shared/enquiry';

/**
 * What a line says of its availability in the product's data: an accessory's own ('En stock'), a bicycle's for the
 * colour (kept by its name) and talle of the line at each store that has data ('En stock en Casa central, Sin stock
 * en Local Palermo'); nothing when the shop has not said, or for a bicycle line without the colour it comes in
 * (never another colour's).
 */
export function lineAvailabilityLabel(
  disponibilidad: Bicicleta['disponibilidad'] | Accesorio['disponibilidad'],
  { color, talle }: Pick<EnquiryLine, 'color' | 'talle'>,
): string | undefined {
  if (!Array.isArray(disponibilidad)) return disponibilidad ? availabilityLabel(disponibilidad) : undefined;
  // A bicycle without colours has its availability under the unnamed colour ''.
  const colour = disponibilidad.find((combination) =>
    color ? colourName(combination.color) === color : combination.color === '',
  )?.color;
  if (colour === undefined) return undefined;
  const atStores = storeAvailabilities(disponibilidad, siteConfig.locations, { color: colour, talle: talle ?? null });
  const known = atStores.flatMap(({ store, availability }) =>
    availability ? [`${availabilityLabel(availability)} en ${store.title}`] : [],
  );
  return known.length ? known.join(', ') : undefined;
}
