import { availabilityLabel, type Disponibilidad } from '@shop/contract';
import type { Imagen } from './catalog-types';
import styles from './availability.module.css';

/** A card's availability, under its price (in the card's `action` slot, which the home's strip does not use). */
export function CardAvailability({ availability }: { availability: Disponibilidad | null }) {
  return <p className={styles.card}>{availabilityLabel(availability)}</p>;
}

interface AvailabilityNoteProps {
  availability: Disponibilidad | null;
  /** Said instead while the choice it depends on is not made ('Elegí un color…'): no other choice's availability. */
  missingChoice?: string;
}

/** The availability of the shopper's choice beside the price; it is announced when the choice changes it. */
export function AvailabilityNote({ availability, missingChoice }: AvailabilityNoteProps) {
  const estado = missingChoice === undefined ? (availability?.estado ?? 'sin_datos') : 'sin_eleccion';
  return (
    <p className={styles.note} data-estado={estado} role="status">
      <span className={styles.dot} aria-hidden="true" />
      {missingChoice ?? availabilityLabel(availability)}
    </p>
  );
}

/** The photos of the chosen colour (a hex) first, each group in its order; all as they are without a colour. */
export function colourPhotosFirst<T extends Pick<Imagen, 'color'>>(images: readonly T[], colour: string | null): T[] {
  if (colour === null) return [...images];
  return [...images.filter((image) => image.color === colour), ...images.filter((image) => image.color !== colour)];
}
