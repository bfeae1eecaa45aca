import { useState, type FormEvent } from 'react';
import {
  cleanRevocationInput,
  OLDEST_PURCHASE_DAYS,
  REGISTER_HINTS,
  REVOCATION_FIELDS,
  REVOCATION_TEXT_LIMITS,
  revocationProblems,
  shopDay,
  type RevocationInput,
} from '@shop/contract';
import { isApiError } from '@shop/shared/api';
import { REVOCATION_PATH } from '@shop/shared/domain';
import { ChatButton } from '@shop/shared/ui';
import { TextField, textFields } from '@shop/shared/ui/form-field';
import { usePostedForm } from '../../common/posted-form';
import { useRevocationSendMutation } from './revocation-api';
import { failedSend, REVOCATION_LABELS, revocationInput, revocationMessage } from './revocation-message';
import styles from './revocation.module.css';

/** A request the API took: its code, and what was sent (for the chat message). */
interface Sent {
  codigo: string;
  input: RevocationInput;
}

/** A request the API did not take: why, and what was typed (the chat takes it instead). */
interface Unsent {
  message: string;
  input: RevocationInput;
}

function Receipt({ codigo, input }: Sent) {
  return (
    <section className={styles.receipt} role="status" aria-labelledby="revocation-receipt-title">
      <h2 id="revocation-receipt-title" className={styles.cardTitle}>
        Solicitud enviada
      </h2>
      <p>
        Recibimos tu solicitud. Tu código es <strong>{codigo}</strong>.
      </p>
      <p>Guardalo: te vamos a escribir a {input.contacto} para coordinar la devolución.</p>
      <ChatButton message={revocationMessage(input, codigo)} variant="outline">
        Enviarla también por WhatsApp
      </ChatButton>
    </section>
  );
}

/**
 * The revocation request. The fields are the browser's own (uncontrolled), read at submit, so what was typed before
 * hydration counts and nothing typed is lost on an error. Without JavaScript the form posts to the host server, which
 * sends it to the API and answers this page again with the code, or with what was typed and the messages.
 */
export function RevocationForm() {
  const posted = usePostedForm();
  const [send, { isLoading }] = useRevocationSendMutation();
  const [problems, setProblems] = useState<Readonly<Record<string, string>>>(posted?.problems ?? {});
  const [sent, setSent] = useState<Sent | null>(
    posted?.answer?.codigo ? { codigo: posted.answer.codigo, input: revocationInput(posted.values) } : null,
  );
  const [unsent, setUnsent] = useState<Unsent | null>(
    posted?.error ? { message: posted.error, input: revocationInput(posted.values) } : null,
  );

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setUnsent(null);
    const input = cleanRevocationInput(textFields(event.currentTarget, REVOCATION_FIELDS));
    const found = revocationProblems(input);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    try {
      const { codigo } = await send(input).unwrap();
      setSent({ codigo, input });
    } catch (caught: unknown) {
      const failed = failedSend(isApiError(caught) ? caught : { status: 'NETWORK', message: '' });
      setProblems(failed.problems ?? {});
      if (failed.error) setUnsent({ message: failed.error, input });
    }
  }

  if (sent) return <Receipt {...sent} />;

  const bind = (field: keyof RevocationInput) => ({
    label: REVOCATION_LABELS[field],
    name: field,
    defaultValue: posted?.values[field],
    error: problems[field],
    required: true,
  });

  return (
    <form
      method="post"
      action={REVOCATION_PATH}
      data-replay-submit=""
      className={styles.form}
      onSubmit={handleSubmit}
      aria-labelledby="revocation-form-title"
      noValidate
    >
      <h2 id="revocation-form-title" className={styles.cardTitle}>
        Tu solicitud
      </h2>
      {unsent && (
        <div className={styles.errorBox} role="alert">
          <p>{unsent.message}</p>
          <ChatButton message={revocationMessage(unsent.input)}>Enviar por WhatsApp</ChatButton>
        </div>
      )}
      <TextField type="text" autoComplete="name" maxLength={REVOCATION_TEXT_LIMITS.nombre} {...bind('nombre')} />
      <TextField type="text" inputMode="numeric" autoComplete="off" hint={REGISTER_HINTS.dni} {...bind('dni')} />
      <TextField
        type="text"
        autoComplete="email"
        hint="Para responderte: un email o un teléfono con código de área"
        maxLength={REVOCATION_TEXT_LIMITS.contacto}
        {...bind('contacto')}
      />
      <TextField type="text" autoComplete="off" maxLength={REVOCATION_TEXT_LIMITS.producto} {...bind('producto')} />
      <TextField
        type="date"
        autoComplete="off"
        min={shopDay(new Date(), OLDEST_PURCHASE_DAYS)}
        max={shopDay()}
        {...bind('fecha')}
      />
      <button type="submit" className={styles.submit} disabled={isLoading}>
        {isLoading ? 'Enviando...' : 'Enviar solicitud'}
      </button>
    </form>
  );
}
