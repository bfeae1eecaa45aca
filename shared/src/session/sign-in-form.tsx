import type { ReactNode } from 'react';
import { TextField, textFields } from '@shop/shared/ui/form-field';

interface SignInFormProps {
  /** Sends what was typed (a sign-in hook's `signIn`). */
  onSignIn: (email: string, contrasena: string) => void;
  signingIn: boolean;
  /** The email already known (signing in again after the session ended, or kept by the host server). */
  initialEmail?: string;
  /**
   * Where the form posts before the app runs (the host server's /login, on its server-rendered page):
   * the page's early-events script holds a submit made before hydration and replays it once hydrated.
   */
  action?: string;
  /** Lets a button outside the form submit it (`form={id}`), as a dialog's do. */
  id?: string;
  className?: string;
  /** The form's own 'Ingresar' button; left out when a button outside submits it. */
  submitClassName?: string;
  /** The form's name, when it has a heading of its own. */
  labelledBy?: string;
  /** Shown above the fields (a heading, a note, the last error). */
  children?: ReactNode;
}

const FIELDS = ['email', 'contrasena'] as const;

/**
 * The one sign-in form (email and password) of the host's /login, the admin's own login and its
 * sign-in-again dialog. Its fields are the browser's own (uncontrolled), read at submit: what was typed
 * or autofilled before hydration is sent too. It posts, so a password never travels in an address.
 */
export function SignInForm({
  onSignIn,
  signingIn,
  initialEmail,
  action,
  id,
  className,
  submitClassName,
  labelledBy,
  children,
}: SignInFormProps) {
  return (
    <form
      id={id}
      method="post"
      action={action}
      data-replay-submit={action === undefined ? undefined : ''}
      className={className}
      aria-labelledby={labelledBy}
      onSubmit={(event) => {
        event.preventDefault();
        const { email, contrasena } = textFields(event.currentTarget, FIELDS);
        onSignIn(email, contrasena);
      }}
    >
      {children}
      <TextField label="Email" name="email" type="email" autoComplete="email" required defaultValue={initialEmail} />
      <TextField label="Contraseña" name="contrasena" type="password" autoComplete="current-password" required />
      {submitClassName !== undefined && (
        <button type="submit" className={submitClassName} disabled={signingIn}>
          {signingIn ? 'Ingresando...' : 'Ingresar'}
        </button>
      )}
    </form>
  );
}
