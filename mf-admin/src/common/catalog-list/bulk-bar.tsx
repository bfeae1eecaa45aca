import type { BulkAction } from '../admin-api/catalog-types';
import buttons from '../ui/buttons.module.css';
import styles from './catalog-list.module.css';

/** What the bulk bar offers, besides Eliminar. */
const BULK_CHANGES: readonly { accion: BulkAction; label: string; done: string }[] = [
  { accion: 'mostrar', label: 'Mostrar', done: 'Ahora se muestran' },
  { accion: 'ocultar', label: 'Ocultar', done: 'Ahora están ocultos' },
  { accion: 'destacar', label: 'Destacar', done: 'Ahora están destacados' },
  { accion: 'quitar_destacado', label: 'Quitar destacado', done: 'Ya no están destacados' },
];

interface BulkBarProps {
  count: number;
  busy: boolean;
  /** `done` starts the message that confirms the change: 'Ahora están ocultos: 3'. */
  onRun: (accion: BulkAction, done: string) => void;
  onChangePrices: () => void;
  /** Asks before deleting the selection. */
  onDelete: () => void;
  onClear: () => void;
}

/** The actions for the selected rows, shown while any is selected. */
export function BulkBar({ count, busy, onRun, onChangePrices, onDelete, onClear }: BulkBarProps) {
  return (
    <div className={styles.bulk} role="region" aria-label="Acciones con la selección">
      <p className={styles.count}>{count === 1 ? '1 seleccionado' : `${count} seleccionados`}</p>
      {BULK_CHANGES.map(({ accion, label, done }) => (
        <button
          key={accion}
          className={buttons.secondary}
          type="button"
          disabled={busy}
          onClick={() => onRun(accion, done)}
        >
          {label}
        </button>
      ))}
      <button className={buttons.secondary} type="button" disabled={busy} onClick={onChangePrices}>
        Cambiar precios
      </button>
      <button className={buttons.danger} type="button" disabled={busy} onClick={onDelete}>
        Eliminar
      </button>
      <button className={buttons.quiet} type="button" onClick={onClear}>
        Quitar selección
      </button>
    </div>
  );
}
