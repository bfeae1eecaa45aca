import { useState, type ChangeEvent, type FormEvent } from 'react';
import { cleanRegisterInput, registerProblems, type RegisterProblems } from '@shop/contract';
import { Link, useNavigate } from '@shop/shared/router';
import { errorMessage } from '@shop/shared/api';
import { sessionStarted, useAuthRegisterMutation, type RegisterInput } from '@shop/shared/session';
import { useAppDispatch } from '@shop/shared/store';
import { PageMeta } from '@shop/shared/ui';
import { TextField } from '@shop/shared/ui/form-field';
import { AuthCard } from './auth-card';
import styles from './auth.module.css';

const EMPTY: RegisterInput = { nombre: '', email: '', dni: '', contrasena: '' };

export function RegisterPage() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [register, { isLoading }] = useAuthRegisterMutation();
  const [values, setValues] = useState<RegisterInput>(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<RegisterProblems>({});
  const [error, setError] = useState<string | null>(null);

  function bind(key: keyof RegisterInput) {
    return {
      name: key,
      value: values[key],
      error: fieldErrors[key],
      onChange: (event: ChangeEvent<HTMLInputElement>) => setValues({ ...values, [key]: event.target.value }),
    };
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const input = cleanRegisterInput(values);
    const errors = registerProblems(input);
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;
    try {
      // Spec 01 §7: the screen stores the answer's token, then goes to /login, which says the account exists.
      const answer = await register(input).unwrap();
      dispatch(sessionStarted(answer));
      await navigate('/login', { state: { accountCreated: true } });
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
      <form className={styles.form} onSubmit={handleSubmit} noValidate>
        <TextField label="Nombre" autoComplete="name" required {...bind('nombre')} />
        <TextField label="Email" type="email" autoComplete="email" required {...bind('email')} />
        <TextField label="DNI" inputMode="numeric" hint="Ingresá 7 a 9 dígitos" required {...bind('dni')} />
        <TextField
          label="Contraseña"
          type="password"
          autoComplete="new-password"
          placeholder="Mínimo 6 caracteres"
          minLength={6}
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
