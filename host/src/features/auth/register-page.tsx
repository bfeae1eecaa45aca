import { useState, type FormEvent } from 'react';
import {
  cleanRegisterInput,
  REGISTER_FIELDS,
  REGISTER_HINTS,
  REGISTER_RULES,
  registerProblems,
  type RegisterProblems,
} from '@shop/contract';
import { Link, useNavigate } from '@shop/shared/router';
import { errorMessage } from '@shop/shared/api';
import { sessionStarted, useAuthRegisterMutation, type RegisterInput } from '@shop/shared/session';
import { useAppDispatch } from '@shop/shared/store';
import { PageMeta } from '@shop/shared/ui';
import { TextField, textFields } from '@shop/shared/ui/form-field';
import { usePostedForm } from '../../common/posted-form';
import { ACCOUNT_CREATED_ADDRESS } from './account-created';
import { AuthCard } from './auth-card';
import styles from './auth.module.css';

/**
 * Account creation. The fields are the browser's own (uncontrolled), read at submit, so what was typed
 * before hydration counts; without JavaScript the form posts to the host server, which registers the
 * account or answers this page again with what was typed (never the password) and the same messages.
 */
export function RegisterPage() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const posted = usePostedForm();
  const [register, { isLoading }] = useAuthRegisterMutation();
  const [fieldErrors, setFieldErrors] = useState<RegisterProblems>(posted?.problems ?? {});
  const [error, setError] = useState<string | null>(posted?.error ?? null);

  function bind(key: keyof RegisterInput) {
    const maxLength = REGISTER_RULES.maxLength[key];
    return { name: key, defaultValue: posted?.values[key], error: fieldErrors[key], maxLength };
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const input = cleanRegisterInput(textFields(event.currentTarget, REGISTER_FIELDS));
    const errors = registerProblems(input);
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;
    try {
      // The screen stores the answer's token, then goes to /login, which says the account exists.
      const answer = await register(input).unwrap();
      dispatch(sessionStarted(answer));
      await navigate(ACCOUNT_CREATED_ADDRESS);
    } catch (caught: unknown) {
      setError(errorMessage(caught, 'Error de registro'));
    }
  }

  return (
    <AuthCard
      title="Crear cuenta"
      subtitle="Registrate con tus datos."
      error={error}
      footer={
        <>
          ¿Ya tenés cuenta? <Link to="/login">Ingresá</Link>
        </>
      }
    >
      <PageMeta title="Crear cuenta" noindex />
      <form
        method="post"
        action="/register"
        data-replay-submit=""
        className={styles.form}
        onSubmit={handleSubmit}
        noValidate
      >
        <TextField label="Nombre" autoComplete="name" required {...bind('nombre')} />
        <TextField label="Email" type="email" autoComplete="email" required {...bind('email')} />
        <TextField label="DNI" inputMode="numeric" hint={REGISTER_HINTS.dni} required {...bind('dni')} />
        <TextField
          label="Contraseña"
          type="password"
          autoComplete="new-password"
          placeholder={REGISTER_HINTS.contrasena}
          minLength={REGISTER_RULES.minPassword}
          required
          {...bind('contrasena')}
        />
        <button type="submit" className={styles.submit} disabled={isLoading}>
          {isLoading ? 'Creando...' : 'Crear cuenta'}
        </button>
      </form>
    </AuthCard>
  );
}
