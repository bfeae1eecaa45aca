import { useEffect, useEffectEvent, useState } from 'react';

export const SEARCH_DEBOUNCE_MS = 400;

/**
 * What is typed in a search box: reported once typing pauses, and replaced when the search in the address
 * changes elsewhere (chips, history).
 */
export function useSearchDraft(value: string, onSearch: (value: string) => void) {
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

  return {
    draft,
    setDraft,
    /** Applies what is typed now, without waiting for the pause. */
    searchNow: () => {
      if (draft.trim() !== value) onSearch(draft.trim());
    },
  };
}
