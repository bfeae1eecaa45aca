import { useState } from 'react';
import {
  type Arrepentimiento,
  REVOCATION_STATE_NAMES,
  REVOCATION_STATES,
  type RevocationState,
  shopDayText,
} from '@shop/contract';
import { errorMessage } from '@shop/shared/api';
import { PageMeta } from '@shop/shared/ui';
import { ErrorBanner, SuccessBanner } from '../../common/ui/status-banner';
import { useAdminRevocationStateMutation, useAdminRevocationsQuery } from '../../common/revocations/revocations-api';
import page from '../../common/ui/admin-page.module.css';
import styles from './revocations-page.module.css';

const RECEIVED_AT = new Intl.DateTimeFormat('es-AR', { dateStyle: 'short', timeStyle: 'short' });

function isState(value: string): value is RevocationState {
  return (REVOCATION_STATES as readonly string[]).includes(value);
}

/** What the last state change did, to confirm or explain. */
type Outcome = { saved: string } | { failed: string } | null;

function RevocationRow({ request, onOutcome }: { request: Arrepentimiento; onOutcome: (outcome: Outcome) => void }) {
  const [save, { isLoading }] = useAdminRevocationStateMutation();

  async function change(estado: RevocationState) {
    onOutcome(null);
    try {
      await save({ id: request.id, estado }).unwrap();
      onOutcome({ saved: `La solicitud ${request.codigo} quedó como «${REVOCATION_STATE_NAMES[estado]}».` });
    } catch (caught: unknown) {
      onOutcome({ failed: `No se pudo cambiar el estado de ${request.codigo}: ${errorMessage(caught, 'error')}` });
    }
  }

  return (
    <tr>
      <th scope="row">{request.codigo}</th>
      <td>{RECEIVED_AT.format(new Date(request.created_at))}</td>
      <td>{request.nombre}</td>
      <td>{request.dni}</td>
      <td>{request.contacto}</td>
      <td>{request.producto}</td>
      <td>{shopDayText(request.fecha)}</td>
      <td>
        <select
          className={styles.state}
          aria-label={`Estado de ${request.codigo}`}
          value={request.estado}
          disabled={isLoading}
          onChange={(event) => {
            if (isState(event.target.value)) void change(event.target.value);
          }}
        >
          {REVOCATION_STATES.map((estado) => (
            <option key={estado} value={estado}>
              {REVOCATION_STATE_NAMES[estado]}
            </option>
          ))}
        </select>
      </td>
    </tr>
  );
}

/** The revocation requests shoppers sent ('Botón de arrepentimiento'), newest first, each with its state. */
export function RevocationsPage() {
  const [shown, setShown] = useState<RevocationState | undefined>(undefined);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const answer = useAdminRevocationsQuery(shown, { refetchOnMountOrArgChange: true });

  return (
    <div className={page.page}>
      <PageMeta title="Arrepentimientos" noindex />
      <header className={page.header}>
        <h1 className={page.title}>Arrepentimientos</h1>
        <label className={styles.filter}>
          Mostrar
          <select
            value={shown ?? ''}
            onChange={(event) => setShown(isState(event.target.value) ? event.target.value : undefined)}
          >
            <option value="">Todas</option>
            {REVOCATION_STATES.map((estado) => (
              <option key={estado} value={estado}>
                {REVOCATION_STATE_NAMES[estado]}
              </option>
            ))}
          </select>
        </label>
      </header>
      {outcome && 'saved' in outcome && <SuccessBanner title={outcome.saved} />}
      {outcome && 'failed' in outcome && <ErrorBanner>{outcome.failed}</ErrorBanner>}
      <section className={page.card}>
        {answer.isError ? (
          <ErrorBanner>
            No se pudieron cargar las solicitudes: {errorMessage(answer.error, 'Error al cargar')}
          </ErrorBanner>
        ) : !answer.currentData ? (
          <p role="status">Cargando…</p>
        ) : answer.currentData.items.length === 0 ? (
          <p>No hay solicitudes{shown ? ` en estado «${REVOCATION_STATE_NAMES[shown]}»` : ''}.</p>
        ) : (
          <div className={styles.scroller}>
            <table className={styles.table}>
              <caption className="visually-hidden">Solicitudes de arrepentimiento, las más nuevas primero</caption>
              <thead>
                <tr>
                  <th scope="col">Código</th>
                  <th scope="col">Recibida</th>
                  <th scope="col">Nombre</th>
                  <th scope="col">DNI</th>
                  <th scope="col">Contacto</th>
                  <th scope="col">Producto</th>
                  <th scope="col">Compra</th>
                  <th scope="col">Estado</th>
                </tr>
              </thead>
              <tbody>
                {answer.currentData.items.map((request) => (
                  <RevocationRow key={request.id} request={request} onOutcome={setOutcome} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
