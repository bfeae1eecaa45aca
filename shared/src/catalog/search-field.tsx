import { useEffect, useEffectEvent, useId, useState } from 'react';
import styles from './catalog-filters.module.css';

export const SEARCH_DEBOUNCE_MS = 400;

interface SearchFieldProps {
  label: string;
  /** The search in the address; the field follows it when it changes elsewhere (chips, history). */
  value: string;
  onSearch: (value: string) => void;
  placeholder?: string;
}

/** A text search that reports what was typed once typing pauses. */
export function SearchField({ label, value, onSearch, placeholder }: SearchFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setDraft(value);
  }

  const search = useEffectEvent((text: string) => onSearch(text));

  useEffect(() => {
    const text = draft.trim();
    if (text === value) return undefined;
    const timer = setTimeout(() => search(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, value]);

  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        type="search"
        value={draft}
        placeholder={placeholder}
        autoComplete="off"
        onChange={(event) => setDraft(event.target.value)}
      />
    </div>
  );
}
