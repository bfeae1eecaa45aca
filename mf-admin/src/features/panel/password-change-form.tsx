import { useId, useState, type FormEvent } from 'react';
import { passwordChangeProblems, type PasswordChangeInput, type PasswordChangeProblems } from '@shop/contract';
import { errorMessage, isApiError } from '@shop/shared/api';
import { useAuthChangePasswordMutation } from '@shop/shared/session';
import { TextField, textFields } from '@shop/shared/ui/form-field';
import buttons from '../../common/ui/buttons.module.css';
import { ErrorBanner, SuccessBanner } from '../../common/ui/status-banner';
import styles from './account-section.module.css';

const FIELDS: readonly (keyof PasswordChangeInput)[] = ['contrasena_actual', 'contrasena_nueva'];

const isField = (name: string | undefined): name is keyof PasswordChangeInput => FIELDS.some((field) => field === name);

/**
 * 'Cambiar contraseña': the current password proves it is the admin; the new one follows the registration's rule.
 * The API then ends the account's other sessions and keeps this one.
 */
export function PasswordChangeForm() {
  const [change, { isLoading }] = useAuthChangePasswordMutation();
  const [problems, setProblems] = useState<PasswordChangeProblems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);
  const headingId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const input = textFields(form, FIELDS);
    const found = passwordChangeProblems(input);
    setProblems(found);
    setFailure(null);
    setChanged(false);
    if (Object.keys(found).length > 0) return;
    try {
      await change(input).unwrap();
      form.reset();
      setChanged(true);
    } catch (caught: unknown) {
      if (isApiError(caught) && isField(caught.field)) setProblems({ [caught.field]: caught.message });
      else setFailure(errorMessage(caught, 'No se pudo cambiar la contraseña'));
    }
  }

  return (
    <form className={styles.form} noValidate aria-labelledby={headingId} onSubmit={(event) => void submit(event)}>
      <h3 id={headingId} className={styles.heading}>
        Cambiar contraseña
      </h3>
      {failure && <ErrorBanner>{failure}</ErrorBanner>}
      {changed && <SuccessBanner title="Contraseña cambiada. Se cerraron tus otras sesiones." />}
      <TextField
        label="Contraseña actual"
        name="contrasena_actual"
        type="password"
        autoComplete="current-password"
        required
        error={problems.contrasena_actual}
      />
      <TextField
        label="Contraseña nueva"
        name="contrasena_nueva"
        type="password"
        autoComplete="new-password"
        required
        error={problems.contrasena_nueva}
      />
      <button className={buttons.primary} type="submit" disabled={isLoading}>
        {isLoading ? 'Guardando…' : 'Cambiar contraseña'}
      </button>
    </form>
  );
}
