import { chatLink } from '@shop/shared/domain';

/** The contact form's fields, in the order the message lists them. */
export const CONTACT_FIELDS = ['nombre', 'email', 'telefono', 'mensaje'] as const;

export type ContactFields = Record<(typeof CONTACT_FIELDS)[number], string>;

const DEFAULT_MESSAGE = 'Hola! Quería consultar por una bicicleta o un accesorio.';

const LABELS: ContactFields = {
  nombre: 'Nombre',
  email: 'Email',
  telefono: 'Teléfono',
  mensaje: 'Mensaje',
};

/** The chat message: a greeting and only the fields the visitor filled in. */
export function contactMessage(fields: ContactFields): string {
  const lines = CONTACT_FIELDS.map((key) => [LABELS[key], fields[key].trim()] as const)
    .filter(([, value]) => value !== '')
    .map(([label, value]) => `${label}: ${value}`);
  return lines.length === 0 ? DEFAULT_MESSAGE : ['Hola! Les escribo desde la web.', ...lines].join('\n');
}

/** The chat with the message written: the screen opens it, the host server sends a form posted without JavaScript there. */
export function contactChatLink(fields: ContactFields): string {
  return chatLink(contactMessage(fields));
}
