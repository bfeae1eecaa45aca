import { useEffect } from 'react';
import { useBlocker } from '@shop/shared/router';
import { ConfirmDialog } from './confirm-dialog';

/**
 * Warns before leaving a form with unsaved changes: the browser's own prompt on reload or close,
 * and a dialog for navigation inside the site.
 */
interface UnsavedChangesPromptProps {
  dirty: boolean;
  /** Lets a page reload itself on purpose (after a save) without the browser's prompt. */
  unloadAllowed?: () => boolean;
}

export function UnsavedChangesPrompt({ dirty, unloadAllowed }: UnsavedChangesPromptProps) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (!unloadAllowed?.()) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty, unloadAllowed]);

  if (blocker.state !== 'blocked') return null;
  return (
    <ConfirmDialog
      title="Tenés cambios sin guardar"
      confirmLabel="Salir sin guardar"
      cancelLabel="Seguir editando"
      danger
      onConfirm={() => blocker.proceed()}
      onCancel={() => blocker.reset()}
    >
      <p>Si salís ahora, se pierden los cambios que no guardaste.</p>
    </ConfirmDialog>
  );
}
