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
      <ul className={styles.barList}>
        {bikes.map((bike) => (
          <li key={bike.id} className={styles.barItem}>
            {bike.nombre}
            <button
              type="button"
              className={styles.remove}
              aria-label={`Quitar ${bike.nombre} de la comparación`}
              onClick={() => remove(bike.id)}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <Link className={styles.go} to={comparePath(bikes.map((bike) => bike.id))}>
        Ver comparación
      </Link>
    </aside>
  );
}
