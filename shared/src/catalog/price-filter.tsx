import { useId } from 'react';
import { formatPrice } from '@shop/shared/domain';
import type { FilterChip } from './filter-chips';
import { fieldText } from './form-field-text';
import type { RefusedValue } from './price-text';
import styles from './catalog-filters.module.css';

export interface PriceRange {
  precio_min: string;
  precio_max: string;
}

/**
 * The range the filters form holds, as typed: the address's writer (catalog-query-writer) reads it in pesos and
 * puts it the right way round, as it does before hydration.
 */
export function priceRange(form: HTMLFormElement): PriceRange {
  return { precio_min: fieldText(form, 'precio_min'), precio_max: fieldText(form, 'precio_max') };
}

interface PriceFilterProps {
  value: PriceRange;
  /** The bounds the address carries as typed but refused: shown as typed, with why. */
  refused?: Partial<Record<keyof PriceRange, RefusedValue>>;
}

/**
 * 'Precio': from and to, in pesos, applied together by 'Aplicar precio' or Enter, which send the filters
 * form (see FiltersPanel). The fields are the form's own (uncontrolled): what was typed before hydration
 * stays, and they start again from the address when it changes.
 */
export function PriceFilter({ value, refused = {} }: PriceFilterProps) {
  const id = useId();
  const field = (key: keyof PriceRange, label: string, placeholder: string) => {
    const shown = refused[key]?.typed ?? value[key];
    const problem = refused[key]?.problem;
    return (
      <div className={styles.priceField}>
        <label className={styles.priceLabel} htmlFor={`${id}-${key}`}>
          {label}
        </label>
        <input
          key={shown}
          id={`${id}-${key}`}
          className={styles.input}
          name={key}
          inputMode="numeric"
          autoComplete="off"
          placeholder={placeholder}
          defaultValue={shown}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-${key}-problem` : undefined}
        />
        {problem && (
          <p id={`${id}-${key}-problem`} className={styles.priceProblem}>
            {problem}
          </p>
        )}
      </div>
    );
  };

  return (
    <div className={styles.group}>
      <fieldset className={styles.group}>
        <legend className={styles.label}>Precio</legend>
        <div className={styles.priceFields}>
          {field('precio_min', 'Desde ($)', '0')}
          {field('precio_max', 'Hasta ($)', 'Sin tope')}
        </div>
      </fieldset>
      <button type="submit" className={styles.apply}>
        Aplicar precio
      </button>
    </div>
  );
}

/** The chips of a price range: 'Desde $ 100.000', 'Hasta $ 900.000'. */
export function priceChips(value: PriceRange, linkTo: (range: Partial<PriceRange>) => string): FilterChip[] {
  return [
    ...(value.precio_min
      ? [
          {
            key: 'precio_min',
            label: `Desde ${formatPrice(Number(value.precio_min))}`,
            to: linkTo({ precio_min: '' }),
          },
        ]
      : []),
    ...(value.precio_max
      ? [
          {
            key: 'precio_max',
            label: `Hasta ${formatPrice(Number(value.precio_max))}`,
            to: linkTo({ precio_max: '' }),
          },
        ]
      : []),
  ];
}
