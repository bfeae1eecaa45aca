import { useId, type ReactNode } from 'react';
import styles from './availability.module.css';

interface AvailabilityFieldsetProps {
  hint: string;
  error: string | undefined;
  children: ReactNode;
}

/** 'Disponibilidad': its hint, the save's error about it, and its controls. */
export function AvailabilityFieldset({ hint, error, children }: AvailabilityFieldsetProps) {
  const hintId = useId();
  const errorId = useId();
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? `${hintId} ${errorId}` : hintId}>
      <legend className={styles.legend}>Disponibilidad</legend>
      <p id={hintId} className={styles.hint}>
        {hint}
      </p>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
      {children}
    </fieldset>
  );
}
