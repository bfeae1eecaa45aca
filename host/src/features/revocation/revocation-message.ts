import { REVOCATION_FIELDS, type RevocationInput } from '@shop/contract';
import { textFields } from '@shop/shared/ui/form-field';

/** How each field is named, on the form and in the chat message. */
export const REVOCATION_LABELS: Readonly<Record<keyof RevocationInput, string>> = {
  nombre: 'Nombre y apellido',
  dni: 'DNI',
  contacto: 'Email o teléfono',
  producto: 'Qué compraste',
  fecha: 'Cuándo lo compraste',
};

/** Said when the request could not be stored (the API did not answer, or failed): the chat still takes it. */
export const REVOCATION_UNREACHABLE =
  'No pudimos registrar tu solicitud en este momento. Enviala por WhatsApp con los datos que escribiste: la recibimos igual.';

/** 'YYYY-MM-DD' as Argentines write it (10/03/2026); anything else as typed. */
function writtenDay(day: string): string {
  const [year, month, date] = day.split('-');
  return year && month && date ? `${date}/${month}/${year}` : day;
}

/** The fields of a request, from the values a posted form kept (a missing one is ''). */
export function revocationInput(values: Readonly<Record<string, string>>): RevocationInput {
  return textFields(new URLSearchParams(values), REVOCATION_FIELDS);
}

/** The chat message that asks for the revocation with the request's data, and its code once it has one. */
export function revocationMessage(input: RevocationInput, codigo?: string): string {
  const lines = REVOCATION_FIELDS.map((field) => [field, input[field].trim()] as const)
    .filter(([, value]) => value !== '')
    .map(([field, value]) => `${REVOCATION_LABELS[field]}: ${field === 'fecha' ? writtenDay(value) : value}`);
  return [
    'Hola! Quiero arrepentirme de una compra (Botón de arrepentimiento).',
    ...(codigo ? [`Código de solicitud: ${codigo}`] : []),
    ...lines,
  ].join('\n');
}

/** Where a failed send is shown: beside the field the API named, or in the form's box with the chat link. */
export function failedSend(failure: { status: number | string; message: string; field?: string }): {
  problems?: Readonly<Record<string, string>>;
  error?: string;
} {
  const field = REVOCATION_FIELDS.find((name) => name === failure.field);
  if (field) return { problems: { [field]: failure.message } };
  const unreachable = typeof failure.status !== 'number' || failure.status >= 500;
  return { error: unreachable ? REVOCATION_UNREACHABLE : failure.message };
}
