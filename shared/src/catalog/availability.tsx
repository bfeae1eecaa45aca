import { availabilityLabel, type Disponibilidad } from '@shop/contract';
import type { Imagen } from './catalog-types';
import { CheckboxGroup } from './checkbox-group';
import styles from './availability.module.css';

/** The query parameter of 'Disponible ahora', and its one value. */
const PARAM = 'disponible';
const CHOSEN = '1';

/** The address's `disponible` as the list asks for it: '1', or '' for anything else. */
export function availableNowValue(value: string): string {
  return value === CHOSEN ? CHOSEN : '';
}

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

interface AvailableNowFilterProps {
  /** The address's `disponible`: '1' when chosen. */
  value: string;
  /** How many results choosing it gives (the list's `facets.disponible`). */
  count: number | undefined;
  onChange: (value: string | null) => void;
}

/**
 * 'Disponible ahora': what is 'En stock' or 'Pocas unidades' (in the chosen colour, if any), not 'A pedido',
 * sent as `disponible=1` like the other filters of the GET form.
 */
export function AvailableNowFilter({ value, count, onChange }: AvailableNowFilterProps) {
  const chosen = value === CHOSEN;
  return (
    <CheckboxGroup
      legend="Disponibilidad"
      name={PARAM}
      options={[{ value: CHOSEN, label: 'Disponible ahora' }]}
      selected={chosen ? [CHOSEN] : []}
      onToggle={() => onChange(chosen ? null : CHOSEN)}
      counts={count === undefined ? undefined : { [CHOSEN]: count }}
    />
  );
}

/** The chip that removes 'Disponible ahora', when it is chosen. */
export function availableNowChip(value: string, linkTo: (changes: { disponible: null }) => string) {
  return value === CHOSEN ? [{ key: PARAM, label: 'Disponible ahora', to: linkTo({ disponible: null }) }] : [];
}

/** The photos of the chosen colour (a hex) first, each group in its order; all as they are without a colour. */
export function colourPhotosFirst<T extends Pick<Imagen, 'color'>>(images: readonly T[], colour: string | null): T[] {
  if (colour === null) return [...images];
  return [...images.filter((image) => image.color === colour), ...images.filter((image) => image.color !== colour)];
}
