import { siteConfig } from '@shop/shared/config';
import styles from './catalog-filters.module.css';

/** The choice that leaves the store open: available now at any of them. */
const ANY_STORE = { id: '', title: 'Cualquier tienda' };

/** A store `id` of the site config as the address carries it; anything else is no choice (''). */
export function storeFilterValue(value: string): string {
  return siteConfig.locations.some((location) => location.id === value) ? value : '';
}

/** The store's name for a chosen `id` ('Local Palermo'). */
export function storeTitle(id: string): string | undefined {
  return siteConfig.locations.find((location) => location.id === id)?.title;
}

interface StoreFilterProps {
  /** The address's `tienda`: a store's id, or '' for any. */
  value: string;
  onChange: (value: string) => void;
}

/**
 * Where 'Disponible ahora' looks: any store or one of the site config's, sent as `tienda` with the other filters of
 * the GET form.
 */
export function StoreFilter({ value, onChange }: StoreFilterProps) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.label}>Disponible en</legend>
      <div className={styles.checks}>
        {[ANY_STORE, ...siteConfig.locations].map((store) => (
          <label key={store.id} className={styles.check}>
            <input
              type="radio"
              name="tienda"
              value={store.id}
              checked={value === store.id}
              onChange={() => onChange(store.id)}
            />
            {store.title}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
