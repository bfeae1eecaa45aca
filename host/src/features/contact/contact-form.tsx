import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { chatLink } from '@shop/shared/domain';
import { TextAreaField, TextField } from '@shop/shared/ui/form-field';
import { contactMessage, EMPTY_CONTACT, type ContactFields } from './contact-message';
import styles from './contact.module.css';

/** Writes the message for the visitor and opens the chat with it; nothing is sent to the server. */
export function ContactForm() {
  const id = useId();
  const [fields, setFields] = useState<ContactFields>(EMPTY_CONTACT);

  function update(key: keyof ContactFields) {
    return (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setFields({ ...fields, [key]: event.target.value });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    window.open(chatLink(contactMessage(fields)), '_blank', 'noopener');
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.cardTitle}>
        Escribinos
      </h2>
      <div className={styles.row}>
        <TextField label="Nombre" name="nombre" autoComplete="name" value={fields.nombre} onChange={update('nombre')} />
        <TextField
          label="Teléfono"
          name="telefono"
          type="tel"
          autoComplete="tel"
          value={fields.telefono}
          onChange={update('telefono')}
        />
      </div>
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={fields.email}
        onChange={update('email')}
      />
      <TextAreaField label="Mensaje" name="mensaje" rows={5} value={fields.mensaje} onChange={update('mensaje')} />
      <button type="submit" className={styles.submit}>
        Enviar por WhatsApp
        <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
      </button>
    </form>
  );
}
