import { useId } from 'react';
import type { HistoryEntry } from '@shop/contract';
import buttons from '../ui/buttons.module.css';
import { formatDateTime } from '../ui/date-time';
import { ACTION_LABELS, fieldLabel, valueText } from './history-labels';
import styles from './history.module.css';

interface HistoryEntryItemProps {
  entry: HistoryEntry;
  /** Null where restoring makes no sense (the newest entry is what is stored). */
  onRestore: (() => void) | null;
  restoreDisabled: boolean;
  /** Labels of fields the catalogue's list does not name (a banner's). */
  labels?: Readonly<Record<string, string>>;
}

/** One change: what, who and when, then each field as 'Campo: antes → después'. */
export function HistoryEntryItem({ entry, onRestore, restoreDisabled, labels = {} }: HistoryEntryItemProps) {
  const metaId = useId();
  return (
    <li>
      <article className={styles.entry} aria-labelledby={metaId}>
        <p id={metaId} className={styles.meta}>
          <strong>{ACTION_LABELS[entry.accion]}</strong> ·{' '}
          <time dateTime={entry.fecha}>{formatDateTime(entry.fecha)}</time> · {entry.autor ?? 'Sistema'}
        </p>
        {entry.cambios.length > 0 && (
          <ul className={styles.changes}>
            {entry.cambios.map(({ campo, antes, despues }) => (
              <li key={campo}>
                {labels[campo] ?? fieldLabel(campo)}: <del>{valueText(campo, antes)}</del> →{' '}
                <ins>{valueText(campo, despues)}</ins>
              </li>
            ))}
          </ul>
        )}
        {onRestore && (
          <button type="button" className={buttons.secondary} onClick={onRestore} disabled={restoreDisabled}>
            Restaurar esta versión
          </button>
        )}
      </article>
    </li>
  );
}
