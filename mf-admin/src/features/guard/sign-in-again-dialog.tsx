import { useId, useState } from 'react';
import { useAdminLogin } from '@shop/shared/session';
import { TextField } from '@shop/shared/ui';
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
export function SignInAgainDialog({ email: lastEmail, onCancel }: SignInAgainDialogProps) {
  const formId = useId();
  const [email, setEmail] = useState(lastEmail);
  const [password, setPassword] = useState('');
  const { signIn, signingIn, error } = useAdminLogin();
  const submit = () => void signIn(email, password);

  return (
    <ConfirmDialog
      title="Tu sesión expiró. Iniciá sesión nuevamente."
      confirmLabel="Ingresar"
      busy={signingIn}
      busyLabel="Ingresando…"
      confirmForm={formId}
      onConfirm={submit}
      onCancel={onCancel}
    >
      <form
        id={formId}
        className={styles.dialogForm}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <p>Ingresá de nuevo para seguir: lo que cargaste sigue acá y se guarda al ingresar.</p>
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label="Contraseña"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {error && <p role="alert">{error}</p>}
      </form>
    </ConfirmDialog>
  );
}
