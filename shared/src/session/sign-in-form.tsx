import { useState, type ReactNode } from 'react';
import { TextField } from '@shop/shared/ui/form-field';

interface SignInFormProps {
  /** Sends what was typed (a sign-in hook's `signIn`). */
  onSignIn: (email: string, contrasena: string) => void;
  signingIn: boolean;
  /** The email already known (signing in again after the session ended). */
  initialEmail?: string;
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

/** The one sign-in form (email and password) of the host's /login, the admin's own login and its sign-in-again dialog. */
export function SignInForm({
  onSignIn,
  signingIn,
  initialEmail = '',
  id,
  className,
  submitClassName,
  labelledBy,
  children,
}: SignInFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [contrasena, setContrasena] = useState('');

  return (
    <form
      id={id}
      className={className}
      aria-labelledby={labelledBy}
      onSubmit={(event) => {
        event.preventDefault();
        onSignIn(email, contrasena);
      }}
    >
      {children}
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="username"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        label="Contraseña"
        name="contrasena"
        type="password"
        autoComplete="current-password"
        required
        value={contrasena}
        onChange={(event) => setContrasena(event.target.value)}
      />
      {submitClassName !== undefined && (
        <button type="submit" className={submitClassName} disabled={signingIn}>
          {signingIn ? 'Ingresando...' : 'Ingresar'}
        </button>
      )}
    </form>
  );
}
