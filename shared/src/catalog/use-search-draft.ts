import { useEffect, useEffectEvent, useState, type RefObject } from 'react';

export const SEARCH_DEBOUNCE_MS = 400;

/**
 * What is typed in a search box: reported once typing pauses, and replaced when the search in the address
 * changes elsewhere (chips, history). What was typed before hydration (the field shows it, the server's
 * draft does not know it) becomes the draft once hydrated, and is searched for.
 */
export function useSearchDraft(
  value: string,
  onSearch: (value: string) => void,
  field: RefObject<HTMLInputElement | null>,
) {
  const [draft, setDraft] = useState(value);
  useEffect(() => {
    const typed = field.current?.value;
    // The field is the external system here: it holds what the visitor typed before React was there.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- read once, at hydration
    if (typed !== undefined && typed !== value) setDraft(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only what hydration found in the field
  }, []);
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
