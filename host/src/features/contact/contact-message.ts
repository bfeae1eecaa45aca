export interface ContactFields {
  nombre: string;
  email: string;
  telefono: string;
  mensaje: string;
}

export const EMPTY_CONTACT: ContactFields = { nombre: '', email: '', telefono: '', mensaje: '' };

const DEFAULT_MESSAGE = 'Hola! Quería consultar por una bicicleta o un accesorio.';

const LABELS: Record<keyof ContactFields, string> = {
  nombre: 'Nombre',
  email: 'Email',
  telefono: 'Teléfono',
  mensaje: 'Mensaje',
};

/** The chat message: a greeting and only the fields the visitor filled in. */
export function contactMessage(fields: ContactFields): string {
  const lines = (Object.keys(LABELS) as (keyof ContactFields)[])
    .map((key) => [LABELS[key], fields[key].trim()] as const)
    .filter(([, value]) => value !== '')
    .map(([label, value]) => `${label}: ${value}`);
  return lines.length === 0 ? DEFAULT_MESSAGE : ['Hola! Les escribo desde la web.', ...lines].join('\n');
}
