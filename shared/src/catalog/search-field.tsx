import { useId, useRef } from 'react';
import { useSearchDraft } from './use-search-draft';
import styles from './catalog-filters.module.css';

interface SearchFieldProps {
  label: string;
  /** The query parameter it is sent as with its form. */
  name: string;
  /** The search in the address; the field follows it when it changes elsewhere (chips, history). */
  value: string;
  onSearch: (value: string) => void;
  placeholder?: string;
}

/** A text search that reports what was typed once typing pauses. */
export function SearchField({ label, name, value, onSearch, placeholder }: SearchFieldProps) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const { draft, setDraft } = useSearchDraft(value, onSearch, field);
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        ref={field}
        id={id}
        name={name}
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
