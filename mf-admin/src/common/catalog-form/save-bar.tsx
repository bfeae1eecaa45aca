import { useEffect } from 'react';
import buttons from '../ui/buttons.module.css';
import styles from './save-bar.module.css';

interface SaveBarProps {
  formId: string;
  submitLabel: string;
  saving: boolean;
  /** Guardar waits (uploads still running) without saying it is saving. */
  blocked?: boolean;
  dirty: boolean;
  onDiscard: () => void;
}

/** Always on screen under the form: whether there are unsaved changes, Descartar and Guardar; Ctrl/⌘+S saves. */
export function SaveBar({ formId, submitLabel, saving, blocked = false, dirty, onDiscard }: SaveBarProps) {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key.toLowerCase() !== 's' || !(event.ctrlKey || event.metaKey)) return;
      event.preventDefault();
      const form = document.getElementById(formId);
      if (form instanceof HTMLFormElement) form.requestSubmit();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [formId]);

  return (
    <div className={styles.bar}>
      <p className={dirty ? styles.dirty : styles.clean}>{dirty ? 'Cambios sin guardar' : 'Sin cambios'}</p>
      <div className={styles.actions}>
        <button className={buttons.secondary} type="button" disabled={!dirty || saving} onClick={onDiscard}>
          Descartar
        </button>
        <button
          className={buttons.primary}
          type="submit"
          form={formId}
          disabled={saving || blocked}
          aria-keyshortcuts="Control+S Meta+S"
        >
          {saving ? 'Guardando…' : submitLabel}
        </button>
      </div>
    </div>
  );
}
