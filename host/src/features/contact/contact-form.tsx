import { useId, type FormEvent } from 'react';
import { TextAreaField, TextField, textFields } from '@shop/shared/ui/form-field';
import { CONTACT_FIELDS, contactChatLink } from './contact-message';
import styles from './contact.module.css';

/**
 * Writes the message for the visitor and opens the chat with it in a new tab. The fields are the
 * browser's own, read at submit, so what was typed before hydration is in the message. Without
 * JavaScript the form posts to the host server, which sends the new tab to the same chat link.
 */
export function ContactForm() {
  const id = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = textFields(event.currentTarget, CONTACT_FIELDS);
    window.open(contactChatLink(fields), '_blank', 'noopener');
  }

  return (
    <form
      method="post"
      action="/contacto"
      target="_blank"
      className={styles.form}
      onSubmit={handleSubmit}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className={styles.cardTitle}>
        Escribinos
      </h2>
      <div className={styles.row}>
        <TextField label="Nombre" name="nombre" autoComplete="name" />
        <TextField label="Teléfono" name="telefono" type="tel" autoComplete="tel" />
      </div>
      <TextField label="Email" name="email" type="email" autoComplete="email" />
      <TextAreaField label="Mensaje" name="mensaje" rows={5} />
      <button type="submit" className={styles.submit}>
        Enviar por WhatsApp
        <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
      </button>
    </form>
  );
}
