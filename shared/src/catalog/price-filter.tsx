import { useId } from 'react';
import { formatPrice } from '@shop/shared/domain';
import type { FilterChip } from './filter-chips';
import { fieldText } from './filters-panel';
import styles from './catalog-filters.module.css';

export interface PriceRange {
  precio_min: string;
  precio_max: string;
}

/** Whole pesos typed any way ('1.250.000', '$ 80000'): the digits, or '' when there are none. */
export function pesos(text: string): string {
  return text.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
}

/** The range the filters form holds, in pesos, put the right way round when reversed. */
export function priceRange(form: HTMLFormElement): PriceRange {
  const min = pesos(fieldText(form, 'precio_min'));
  const max = pesos(fieldText(form, 'precio_max'));
  const reversed = min !== '' && max !== '' && Number(min) > Number(max);
  return reversed ? { precio_min: max, precio_max: min } : { precio_min: min, precio_max: max };
}

/**
 * 'Precio': from and to, in pesos, applied together by 'Aplicar precio' or Enter, which send the filters
 * form (see FiltersPanel). The fields are the form's own (uncontrolled): what was typed before hydration
 * stays, and they start again from the address when it changes.
 */
export function PriceFilter({ value }: { value: PriceRange }) {
  const id = useId();
  const field = (key: keyof PriceRange, label: string, placeholder: string) => (
    <div className={styles.priceField}>
      <label className={styles.priceLabel} htmlFor={`${id}-${key}`}>
        {label}
      </label>
      <input
        key={value[key]}
        id={`${id}-${key}`}
        className={styles.input}
        name={key}
        inputMode="numeric"
        autoComplete="off"
        placeholder={placeholder}
        defaultValue={value[key]}
      />
    </div>
  );

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
