import { cleanDni, dniProblem, looksLikeEmail } from './accounts';
import { isCalendarDay, shopDay } from './shop-day';

/**
 * The revocation form ('Botón de arrepentimiento', Resolución 424/2020): a shopper asks to undo a purchase within
 * 10 calendar days of the delivery or the purchase. The API stores each request with a code the shopper keeps.
 */
export const REVOCATIONS_PATH = '/api/arrepentimientos';

/** A request as the shopper sends it. `fecha` is the purchase's day, 'YYYY-MM-DD'. */
export interface RevocationInput {
  nombre: string;
  dni: string;
  /** An e-mail or a phone number to answer at. */
  contacto: string;
  /** What was bought. */
  producto: string;
  fecha: string;
}

/** The form's fields, in its order. */
export const REVOCATION_FIELDS: readonly (keyof RevocationInput)[] = ['nombre', 'dni', 'contacto', 'producto', 'fecha'];

export type RevocationProblems = Partial<Record<keyof RevocationInput, string>>;

export const REVOCATION_STATES = ['recibida', 'en_proceso', 'resuelta'] as const;
export type RevocationState = (typeof REVOCATION_STATES)[number];

/** How the back office names each state. */
export const REVOCATION_STATE_NAMES: Readonly<Record<RevocationState, string>> = {
  recibida: 'Recibida',
  en_proceso: 'En proceso',
  resuelta: 'Resuelta',
};

/** A stored request, as the back office lists it. */
export interface Arrepentimiento extends RevocationInput {
  id: number;
  codigo: string;
  estado: RevocationState;
  created_at: string;
  updated_at: string;
}

/** The answer to a request just sent: the code the shopper quotes. */
export interface RevocationReceipt {
  codigo: string;
  estado: RevocationState;
  created_at: string;
}

/** The back office's list: the newest `items` and how many requests match in all. */
export interface RevocationList {
  items: Arrepentimiento[];
  total: number;
}

/** The longest text each field is stored with. */
export const REVOCATION_TEXT_LIMITS = { nombre: 120, contacto: 120, producto: 300 } as const;

/** How far back a purchase may be: past the 10 days of the law, a delivery may come long after the purchase. */
export const OLDEST_PURCHASE_DAYS = 365;

const PHONE_PATTERN = /^\+?[\d\s().-]+$/;
const MIN_PHONE_DIGITS = 8;
const MAX_PHONE_DIGITS = 15;

/** A request as it is checked and stored: trimmed, the DNI without dots and spaces. */
export function cleanRevocationInput(input: RevocationInput): RevocationInput {
  return {
    nombre: input.nombre.trim(),
    dni: cleanDni(input.dni),
    contacto: input.contacto.trim(),
    producto: input.producto.trim(),
    fecha: input.fecha.trim(),
  };
}

function isPhone(text: string): boolean {
  const digits = text.replace(/\D/g, '').length;
  return PHONE_PATTERN.test(text) && digits >= MIN_PHONE_DIGITS && digits <= MAX_PHONE_DIGITS;
}

function contactProblem(contacto: string): string | undefined {
  if (!contacto) return 'Dejanos un email o un teléfono para responderte.';
  if (contacto.length > REVOCATION_TEXT_LIMITS.contacto) return 'El email o teléfono es demasiado largo.';
  if (contacto.includes('@') ? looksLikeEmail(contacto) : isPhone(contacto)) return undefined;
  return 'Ingresá un email válido o un teléfono con al menos 8 dígitos.';
}

function purchaseDayProblem(fecha: string, now: Date): string | undefined {
  if (!fecha) return 'Indicá cuándo hiciste la compra.';
  if (!isCalendarDay(fecha)) return 'La fecha de compra no es válida.';
  if (fecha > shopDay(now)) return 'La fecha de compra no puede ser posterior a hoy.';
  if (fecha < shopDay(now, OLDEST_PURCHASE_DAYS)) return 'La fecha de compra no puede tener más de un año.';
  return undefined;
}

/** What is wrong with a cleaned request on the shop's day of `now`, field by field: the form shows each, the API answers the first. */
export function revocationProblems(input: RevocationInput, now: Date = new Date()): RevocationProblems {
  const problems: RevocationProblems = {};
  if (!input.nombre) problems.nombre = 'Ingresá tu nombre y apellido.';
  else if (input.nombre.length > REVOCATION_TEXT_LIMITS.nombre) problems.nombre = 'El nombre es demasiado largo.';
  const dni = dniProblem(input.dni);
  if (dni) problems.dni = dni;
  const contacto = contactProblem(input.contacto);
  if (contacto) problems.contacto = contacto;
  if (!input.producto) problems.producto = 'Contanos qué compraste.';
  else if (input.producto.length > REVOCATION_TEXT_LIMITS.producto)
    problems.producto = 'La descripción de la compra es demasiado larga.';
  const fecha = purchaseDayProblem(input.fecha, now);
  if (fecha) problems.fecha = fecha;
  return problems;
}
