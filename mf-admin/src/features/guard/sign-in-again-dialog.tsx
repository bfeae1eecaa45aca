import { useId } from 'react';
import { SignInForm, useAdminLogin } from '@shop/shared/session/sign-in';
import { ConfirmDialog } from '../../common/ui/confirm-dialog';
import styles from './admin-guard.module.css';

interface SignInAgainDialogProps {
  email: string;
  /** Gives up: to the sign-in page (the form's draft stays in this browser). */
  onCancel: () => void;
}

/**
 * The session ended while the admin was working (a 401): sign in again over the screen, which
 * stays as it was; a refused save then goes out again by itself.
 */
export function SignInAgainDialog({ email, onCancel }: SignInAgainDialogProps) {
  const formId = useId();
  const { signIn, signingIn, error } = useAdminLogin();

  return (
    <ConfirmDialog
      title="Tu sesión expiró. Iniciá sesión nuevamente."
      confirmLabel="Ingresar"
      busy={signingIn}
      busyLabel="Ingresando…"
      confirmForm={formId}
      onCancel={onCancel}
    >
      <SignInForm
        id={formId}
        className={styles.dialogForm}
        initialEmail={email}
        signingIn={signingIn}
        onSignIn={(typedEmail, contrasena) => void signIn(typedEmail, contrasena)}
      >
        <p>Ingresá de nuevo para seguir: lo que cargaste sigue acá y se guarda al ingresar.</p>
        {error && <p role="alert">{error}</p>}
      </SignInForm>
    </ConfirmDialog>
  );
}
