import { useState } from 'react';
import { MAX_COMPARED, useComparedBikes, type ComparedBike } from './compare-store';
import styles from './compare.module.css';

/** 'Comparar': adds the bike to the comparison or takes it out; a fourth one is refused with a note. */
export function CompareToggle({ bike }: { bike: ComparedBike }) {
  const compared = useComparedBikes();
  const [full, setFull] = useState(false);
  const chosen = compared.has(bike.id);
  return (
    <div className={styles.toggleRow}>
      <button
        type="button"
        className={styles.toggle}
        aria-pressed={chosen}
        aria-label={`Comparar ${bike.nombre}`}
        onClick={() => setFull(!compared.toggle(bike))}
      >
        Comparar
      </button>
      <span role="status" className={styles.note}>
        {full && !chosen ? `Podés comparar hasta ${MAX_COMPARED} bicicletas. Quitá una para sumar esta.` : ''}
      </span>
    </div>
  );
}
