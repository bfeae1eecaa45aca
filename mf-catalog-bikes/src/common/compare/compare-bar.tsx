import { FilterChips } from '@shop/shared/catalog';
import { Link } from '@shop/shared/router';
import { comparePath, MAX_COMPARED, useComparedBikes } from './compare-store';
import styles from './compare.module.css';

/** The chosen bikes at the foot of the screen, each removable, with the way to the comparison. */
export function CompareBar() {
  const { bikes, remove } = useComparedBikes();
  if (bikes.length === 0) return null;
  return (
    <aside className={styles.bar} aria-label="Bicicletas para comparar">
      <p className={styles.barTitle}>
        Comparar ({bikes.length} de {MAX_COMPARED})
      </p>
      <FilterChips
        label="Bicicletas elegidas"
        chips={bikes.map((bike) => ({
          key: String(bike.id),
          label: bike.nombre,
          removeLabel: `Quitar ${bike.nombre} de la comparación`,
          onRemove: () => remove(bike.id),
        }))}
      />
      <Link className={styles.go} to={comparePath(bikes.map((bike) => bike.id))}>
        Ver comparación
      </Link>
    </aside>
  );
}
