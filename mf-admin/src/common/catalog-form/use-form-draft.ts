import { useEffect, useState } from 'react';

interface Draft<V> {
  values: V;
  savedAt: number;
}

function readDraft<V>(key: string): Draft<V> | null {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as Draft<V>) : null;
  } catch {
    return null;
  }
}

function writeDraft<V>(key: string, draft: Draft<V> | null): void {
  try {
    if (draft) window.localStorage.setItem(key, JSON.stringify(draft));
    else window.localStorage.removeItem(key);
  } catch {
    // No storage (private mode, quota): the form just keeps no draft.
  }
}

/**
 * What is typed and not saved is kept in this browser, and offered back when the form opens
 * again (after a reload, a crash or a lost session). A save or a discard forgets it.
 */
export function useFormDraft<V>(key: string, values: V, dirty: boolean, initialValues: V) {
  const [offered, setOffered] = useState<Draft<V> | null>(() => {
    const draft = readDraft<V>(key);
    return draft && JSON.stringify(draft.values) !== JSON.stringify(initialValues) ? draft : null;
  });

  useEffect(() => {
    // While a draft is on offer it is kept until the admin decides.
    if (offered) return;
    writeDraft(key, dirty ? { values, savedAt: Date.now() } : null);
  }, [key, values, dirty, offered]);

  return {
    offered,
    /** Takes the draft's values; the form then holds them as unsaved changes. */
    accept: (apply: (values: V) => void) => {
      if (offered) apply(offered.values);
      setOffered(null);
    },
    reject: () => {
      writeDraft(key, null);
      setOffered(null);
    },
  };
}
