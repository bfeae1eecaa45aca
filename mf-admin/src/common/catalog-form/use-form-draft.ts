import { useEffect, useState } from 'react';
import { selectSessionEndedElsewhere, selectSessionExpired } from '@shop/shared/session';
import { useAppStore } from '@shop/shared/store';

interface Draft<V> {
  values: V;
  savedAt: number;
  /** Left when the session ended under the form: the form starts from it when it opens again. */
  resume?: boolean;
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
 * The values a form starts from when the session ended while it was being edited (signed out in another tab,
 * or expired): what was typed is back by itself after signing in again. Null otherwise.
 */
export function resumedDraft<V>(key: string): V | null {
  const draft = readDraft<V>(key);
  return draft?.resume ? draft.values : null;
}

/**
 * What is typed and not saved is kept in this browser, and offered back when the form opens
 * again (after a reload or a crash); after a lost session the form starts from it (`resumedDraft`).
 * A save or a discard forgets it.
 */
export function useFormDraft<V>(key: string, values: V, dirty: boolean, initialValues: V) {
  const store = useAppStore();
  const [offered, setOffered] = useState<Draft<V> | null>(() => {
    const draft = readDraft<V>(key);
    return draft && !draft.resume && JSON.stringify(draft.values) !== JSON.stringify(initialValues) ? draft : null;
  });

  useEffect(() => {
    // While a draft is on offer it is kept until the admin decides.
    if (offered) return;
    writeDraft(key, dirty ? { values, savedAt: Date.now() } : null);
  }, [key, values, dirty, offered]);

  useEffect(
    () => () => {
      // The form leaves because the session ended under it: its draft is put back when it opens again.
      const state = store.getState();
      const draft = readDraft<V>(key);
      if (draft && (selectSessionEndedElsewhere(state) || selectSessionExpired(state)))
        writeDraft(key, { ...draft, resume: true });
    },
    [key, store],
  );

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
