import {
  availabilityLabel,
  choiceAvailability,
  colourName,
  type Accesorio,
  type Bicicleta,
  type Disponibilidad,
} from '@shop/contract';
import type { EnquiryLine } from '@shop/shared/enquiry';

/**
 * The availability of a line's choice in the product's data: an accessory's own, a bicycle's for the colour
 * (kept by its name) and talle of the line; null when the shop has not set it, or for a bicycle line without
 * the colour it comes in (never another colour's).
 */
export function lineAvailability(
  disponibilidad: Bicicleta['disponibilidad'] | Accesorio['disponibilidad'],
  { color, talle }: Pick<EnquiryLine, 'color' | 'talle'>,
): Disponibilidad | null {
  if (!Array.isArray(disponibilidad)) return disponibilidad;
  // A bicycle without colours has its availability under the unnamed colour ''.
  const colour = disponibilidad.find((combination) =>
    color ? colourName(combination.color) === color : combination.color === '',
  )?.color;
  if (colour === undefined) return null;
  return choiceAvailability(disponibilidad, { color: colour, talle: talle ?? null });
}

/** 'En stock', or nothing when the shop has not said. */
export function lineAvailabilityLabel(...args: Parameters<typeof lineAvailability>): string | undefined {
  const availability = lineAvailability(...args);
  return availability ? availabilityLabel(availability) : undefined;
}
