import { availabilityLabel, type Disponibilidad, type StoreAvailability, type StoreName } from '@shop/contract';
import type { Imagen } from './catalog-types';
import styles from './availability.module.css';

/** What a product page shows of its availability: one (an accessory), or one per store (a bicycle's choice). */
export type ShownAvailability = Disponibilidad | null | readonly StoreAvailability[];

export function isPerStore(shown: ShownAvailability): shown is readonly StoreAvailability[] {
  return Array.isArray(shown);
}

interface CardAvailabilityProps {
  availability: Disponibilidad | null;
  /** The stores it is at, named after it ('En stock en Local Palermo'); none for a product kept without stores. */
  stores?: readonly StoreName[];
}

/** A card's availability, under its price (in the card's `action` slot, which the home's strip does not use). */
export function CardAvailability({ availability, stores = [] }: CardAvailabilityProps) {
  const where = stores.map((store) => store.title).join(' y ');
  return (
    <p className={styles.card}>
      {availabilityLabel(availability)}
      {availability && where && ` en ${where}`}
    </p>
  );
}

interface AvailabilityNoteProps {
  availability: ShownAvailability;
  /** Said instead while the choice it depends on is not made ('Elegí un color…'): no other choice's availability. */
  missingChoice?: string;
}

function StoreLine({ store, availability }: StoreAvailability) {
  return (
    <li className={styles.note} data-estado={availability?.estado ?? 'sin_datos'}>
      <span className={styles.dot} aria-hidden="true" />
      {store.title}: {availabilityLabel(availability)}
    </li>
  );
}

/**
 * The availability of the shopper's choice beside the price, at each store when it is kept per store; it is
 * announced when the choice changes it.
 */
export function AvailabilityNote({ availability, missingChoice }: AvailabilityNoteProps) {
  if (missingChoice === undefined && isPerStore(availability))
    return (
      <div role="status">
        <ul className={styles.stores} aria-label="Disponibilidad por tienda">
          {availability.map((line) => (
            <StoreLine key={line.store.id} {...line} />
          ))}
        </ul>
      </div>
    );
  const single = isPerStore(availability) ? null : availability;
  const estado = missingChoice === undefined ? (single?.estado ?? 'sin_datos') : 'sin_eleccion';
  return (
    <p className={styles.note} data-estado={estado} role="status">
      <span className={styles.dot} aria-hidden="true" />
      {missingChoice ?? availabilityLabel(single)}
    </p>
  );
}

/**
 * What the chat message says of the availability the page shows: ', que figura "En stock"', or per store
 * ', que figura "En stock" en Casa central y "Sin stock" en Local Palermo'; nothing without data.
 */
export function shownAvailabilityWords(availability: ShownAvailability): string {
  if (!isPerStore(availability)) return availability ? `, que figura "${availabilityLabel(availability)}"` : '';
  const known = availability.flatMap(({ store, availability: state }) =>
    state ? [`"${availabilityLabel(state)}" en ${store.title}`] : [],
  );
  if (known.length === 0) return '';
  const last = known.pop();
  return `, que figura ${known.length ? `${known.join(', ')} y ${last}` : last}`;
}

/** The photos of the chosen colour (a hex) first, each group in its order; all as they are without a colour. */
export function colourPhotosFirst<T extends Pick<Imagen, 'color'>>(images: readonly T[], colour: string | null): T[] {
  if (colour === null) return [...images];
  return [...images.filter((image) => image.color === colour), ...images.filter((image) => image.color !== colour)];
}
