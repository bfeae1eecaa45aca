import { useId, useState } from 'react';
import { formatPrice } from '@shop/shared/domain';
import styles from './catalog-filters.module.css';

export interface PriceRange {
  precio_min: string;
  precio_max: string;
}

interface PriceFilterProps {
  value: PriceRange;
  onChange: (range: PriceRange) => void;
}

/** Whole pesos typed any way ('1.250.000', '$ 80000'): the digits, or '' when there are none. */
export function pesos(text: string): string {
  return text.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
}

/** 'Precio': from and to, in pesos, applied together (a reversed range is put the right way round). */
export function PriceFilter({ value, onChange }: PriceFilterProps) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (value.precio_min !== shown.precio_min || value.precio_max !== shown.precio_max) {
    setShown(value);
    setDraft(value);
  }

  // Not a <form>: the address changes in a transition, and React would then read the form's data for nothing.
  const apply = () => {
    const min = pesos(draft.precio_min);
    const max = pesos(draft.precio_max);
    const reversed = min !== '' && max !== '' && Number(min) > Number(max);
    onChange(reversed ? { precio_min: max, precio_max: min } : { precio_min: min, precio_max: max });
  };

  const field = (key: keyof PriceRange, label: string, placeholder: string) => (
    <div className={styles.priceField}>
      <label className={styles.priceLabel} htmlFor={`${id}-${key}`}>
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        className={styles.input}
        inputMode="numeric"
        autoComplete="off"
        placeholder={placeholder}
        value={draft[key]}
        onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply();
        }}
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
      <button type="button" className={styles.apply} onClick={apply}>
        Aplicar precio
      </button>
    </div>
  );
}

/** The chips of a price range: 'Desde $ 100.000', 'Hasta $ 900.000'. */
export function priceChips(value: PriceRange, onChange: (range: Partial<PriceRange>) => void) {
  return [
    ...(value.precio_min
      ? [
          {
            key: 'precio_min',
            label: `Desde ${formatPrice(Number(value.precio_min))}`,
            onRemove: () => onChange({ precio_min: '' }),
          },
        ]
      : []),
    ...(value.precio_max
      ? [
          {
            key: 'precio_max',
            label: `Hasta ${formatPrice(Number(value.precio_max))}`,
            onRemove: () => onChange({ precio_max: '' }),
          },
        ]
      : []),
  ];
}
