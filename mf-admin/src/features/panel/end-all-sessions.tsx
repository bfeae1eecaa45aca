import { useState } from 'react';
import { errorMessage } from '@shop/shared/api';
import { useNavigate } from '@shop/shared/router';
import { sessionCleared, useAuthLogoutAllMutation } from '@shop/shared/session';
import { useAppDispatch } from '@shop/shared/store';
import buttons from '../../common/ui/buttons.module.css';
import { ConfirmDialog } from '../../common/ui/confirm-dialog';
import { ErrorBanner, SuccessBanner } from '../../common/ui/status-banner';
import styles from './account-section.module.css';

/**
 * 'Cerrar todas las sesiones': after a confirmation the API ends every session of the account, this one included,
 * on every device. The result stays on screen until the admin goes to sign in again.
 */
export function EndAllSessions() {
  const [endAll, { isLoading }] = useAuthLogoutAllMutation();
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [ended, setEnded] = useState(false);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  async function confirm() {
    setFailure(null);
    try {
      await endAll().unwrap();
      setEnded(true);
    } catch (caught: unknown) {
      setFailure(errorMessage(caught, 'No se pudieron cerrar las sesiones'));
    }
    setAsking(false);
  }

  function signInAgain() {
    dispatch(sessionCleared());
    void navigate('/login');
  }

  if (ended)
    return (
      <SuccessBanner title="Se cerraron todas tus sesiones, también esta.">
        <button className={buttons.primary} type="button" onClick={signInAgain}>
          Ingresar de nuevo
        </button>
      </SuccessBanner>
    );

  return (
    <div className={styles.form}>
      {failure && <ErrorBanner>{failure}</ErrorBanner>}
      <button className={buttons.secondary} type="button" onClick={() => setAsking(true)}>
        Cerrar todas las sesiones
      </button>
      {asking && (
        <ConfirmDialog
          title="¿Cerrar todas las sesiones?"
          confirmLabel="Cerrar todas"
          busy={isLoading}
          busyLabel="Cerrando…"
          danger
          onConfirm={() => void confirm()}
          onCancel={() => setAsking(false)}
        >
          <p>
            Se cierra tu sesión en todos los dispositivos y navegadores, también en este. Vas a tener que ingresar de
            nuevo.
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
