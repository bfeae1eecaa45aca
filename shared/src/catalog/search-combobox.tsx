import { productPath } from '@shop/contract';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from '@shop/shared/router';
import { SuggestionOption } from './suggestion-option';
import { SUGGESTION_MIN_LENGTH, useCatalogSuggestionsQuery, type Suggestion } from './suggestions-api';
import { useSearchDraft } from './use-search-draft';
import styles from './search-combobox.module.css';
import filterStyles from './catalog-filters.module.css';

/** How long typing must pause before suggestions are asked for. */
export const SUGGEST_DELAY_MS = 150;

interface SearchComboboxProps {
  label: string;
  /** The query parameter the search is sent as when its form is sent (Enter before hydration). */
  name: string;
  /** The search in the address. */
  value: string;
  onSearch: (value: string) => void;
  placeholder?: string;
}

/**
 * The catalogue's search box as a WAI-ARIA combobox: while typing it lists matching products (↑ ↓ to move,
 * Enter to open one, Esc to close); Enter without a choice searches at once, and a pause searches as well.
 */
export function SearchCombobox({ label, name, value, onSearch, placeholder }: SearchComboboxProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const listId = `${id}-sugerencias`;
  const navigate = useNavigate();
  const { draft, setDraft, searchNow } = useSearchDraft(value, onSearch, input);
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    const timer = setTimeout(() => setTerm(draft.trim()), SUGGEST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft]);
  const asking = term.length >= SUGGESTION_MIN_LENGTH;
  // Only while the shopper is typing: a search restored from the address asks for nothing.
  const { currentData } = useCatalogSuggestionsQuery(term, { skip: !asking || !open });
  const suggestions = asking && currentData ? currentData : [];
  const expanded = open && suggestions.length > 0;
  const optionId = (index: number) => `${id}-opcion-${index}`;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (suggestion: Suggestion) => {
    close();
    navigate(productPath(suggestion.tipo, suggestion));
  };
  const move = (step: 1 | -1) => {
    setOpen(true);
    const count = suggestions.length;
    setActive((current) =>
      !expanded || current < 0 ? (step === 1 ? 0 : count - 1) : (current + step + count) % count,
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        if (!asking) return;
        event.preventDefault();
        move(event.key === 'ArrowDown' ? 1 : -1);
        return;
      case 'Enter': {
        event.preventDefault();
        const chosen = expanded ? suggestions[active] : undefined;
        if (chosen) choose(chosen);
        else {
          close();
          searchNow();
        }
        return;
      }
      case 'Escape':
        if (!expanded) return;
        event.preventDefault();
        close();
    }
  };

  return (
    <div className={`${filterStyles.field} ${styles.combobox}`}>
      <label className={filterStyles.label} htmlFor={id}>
        {label}
      </label>
      <input
        ref={input}
        id={id}
        name={name}
        className={filterStyles.input}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={draft}
        placeholder={placeholder}
        autoComplete="off"
        onChange={(event) => {
          setDraft(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={close}
      />
      <ul id={listId} role="listbox" aria-label="Sugerencias" className={styles.listbox} hidden={!expanded}>
        {suggestions.map((suggestion, index) => (
          <SuggestionOption
            key={`${suggestion.tipo}-${suggestion.id}`}
            id={optionId(index)}
            suggestion={suggestion}
            active={index === active}
            onChoose={() => choose(suggestion)}
          />
        ))}
      </ul>
    </div>
  );
}
