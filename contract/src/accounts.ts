/** A signed-in user as the API describes them. */
export interface Usuario {
  id: number;
  nombre: string;
  email: string;
  rol: string;
}

export interface AuthAnswer {
  token: string;
  usuario: Usuario;
}

export interface LoginInput {
  email: string;
  contrasena: string;
}

export interface RegisterInput {
  nombre: string;
  email: string;
  dni: string;
  contrasena: string;
}

/** The registration's fields, as the form names them. */
export const REGISTER_FIELDS: readonly (keyof RegisterInput)[] = ['nombre', 'email', 'dni', 'contrasena'];

/**
 * What an account's fields take. `maxLength`: the longest text each is sent with (a DNI with its dots and spaces, a
 * password at sign-in and change too); the API's bodies refuse more and the register form stops there first.
 */
export const REGISTER_RULES = {
  maxLength: { nombre: 120, email: 200, dni: 20, contrasena: 200 },
  dniDigits: { min: 7, max: 9 },
  minPassword: 6,
} as const;

const { dniDigits, minPassword } = REGISTER_RULES;

/** What the forms say beside a field, from the rules above. */
export const REGISTER_HINTS = {
  dni: `Ingresá ${dniDigits.min} a ${dniDigits.max} dígitos`,
  contrasena: `Mínimo ${minPassword} caracteres`,
} as const;

export const ADMIN_ROLE = 'admin';

export type RegisterProblems = Partial<Record<keyof RegisterInput, string>>;

/** A signed-in user's own password change: the current password proves it is them. */
export interface PasswordChangeInput {
  contrasena_actual: string;
  contrasena_nueva: string;
}

export type PasswordChangeProblems = Partial<Record<keyof PasswordChangeInput, string>>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/**
 * What a normalised e-mail may be written with: ASCII without spaces, plus the accented letters of Spanish and
 * Portuguese (the letters NIC Argentina accepts in domain names). Letters of other scripts that look Latin (Cyrillic а,
 * Greek ο) and Latin look-alikes (dotless ı) would let a new account pass for an existing one.
 */
const EMAIL_CHARACTERS = /^[!-~áàâãäçéèêëíìîïñóòôõöúùûü]+$/;
/** Format characters and Unicode's default-ignorable ones: they show nothing (U+200B, U+FE0F, U+3164). */
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;
const DNI_PATTERN = new RegExp(`^\\d{${dniDigits.min},${dniDigits.max}}$`);

/** An e-mail as it is read: compatibility-normalised (full-width 'ｎｏｒａ' is 'nora'), visible, trimmed, lower case. */
function readableEmail(email: string): string {
  return email.normalize('NFKC').replace(INVISIBLE, '').trim().toLowerCase();
}

/** The WHATWG URL that browsers and Node both have (the contract is compiled without the types of either). */
const WhatwgUrl = (globalThis as unknown as { URL: new (input: string) => { hostname: string } }).URL;
/** What would make a domain read as more than a host name inside a URL. */
const NOT_IN_A_HOST = /[\s/\\?#@:[\]%]/;

/**
 * A domain in its IDNA form ('exámple.com' is 'xn--exmple-cua.com'), through the URL parser browsers and Node
 * share; as it is when it is ASCII already or no host name at all.
 */
function asciiDomain(domain: string): string {
  if ([...domain].every((char) => char <= '\u007f') || NOT_IN_A_HOST.test(domain)) return domain;
  try {
    return new WhatwgUrl(`http://${domain}`).hostname;
  } catch {
    return domain;
  }
}

/**
 * The one form an e-mail is stored and compared in: readable (see `readableEmail`) with its domain in IDNA form,
 * so 'exámple.com' and 'xn--exmple-cua.com' are one domain. Look-alikes of an account are that account.
 */
export function normaliseEmail(email: string): string {
  const readable = readableEmail(email);
  const at = readable.lastIndexOf('@');
  return at < 0 ? readable : `${readable.slice(0, at + 1)}${asciiDomain(readable.slice(at + 1))}`;
}

/** A registration as it is checked and stored: trimmed, except the password; the DNI without the dots and
 * spaces Argentines write it with ('12.345.678'). */
export function cleanRegisterInput(input: RegisterInput): RegisterInput {
  return {
    nombre: input.nombre.trim(),
    email: input.email.trim(),
    dni: cleanDni(input.dni),
    contrasena: input.contrasena,
  };
}

/** Whether `text` has the shape of an e-mail address (what registration checks further is its own). */
export function looksLikeEmail(text: string): boolean {
  return EMAIL_PATTERN.test(normaliseEmail(text));
}

/** A DNI as Argentines write it ('12.345.678'), without its dots and spaces. */
export function cleanDni(dni: string): string {
  return dni.replace(/[.\s]/g, '');
}

/** What is wrong with a cleaned DNI, if anything: every form that asks for one says the same. */
export function dniProblem(dni: string): string | undefined {
  return DNI_PATTERN.test(dni) ? undefined : `El DNI debe tener ${dniDigits.min} a ${dniDigits.max} dígitos.`;
}

/** What is wrong with a cleaned registration, field by field: the form shows each, the API answers the first. */
export function registerProblems(input: RegisterInput): RegisterProblems {
  const problems: RegisterProblems = {};
  if (!input.nombre) problems.nombre = 'El nombre es obligatorio.';
  // The letters are checked as typed: in IDNA form a Cyrillic domain would be ASCII.
  const email = readableEmail(input.email);
  if (!email) problems.email = 'El email es obligatorio.';
  else if (!EMAIL_CHARACTERS.test(email))
    problems.email = 'El email sólo puede tener letras latinas (con o sin tilde), números y signos como . _ - +.';
  else if (email.endsWith('.')) problems.email = 'El email no puede terminar en punto.';
  else if (!EMAIL_PATTERN.test(email)) problems.email = 'El email no es válido.';
  const dni = dniProblem(input.dni);
  if (dni) problems.dni = dni;
  const password = passwordProblem(input.contrasena);
  if (password) problems.contrasena = password;
  return problems;
}

/** What is wrong with a password an account is given (at registration or in a change), or null. */
export function passwordProblem(password: string): string | null {
  if (password.length < minPassword) return `La contraseña debe tener al menos ${minPassword} caracteres.`;
  if (password.replace(INVISIBLE, '').trim() === '') return 'La contraseña no puede ser sólo espacios.';
  return null;
}

/** What is wrong with a password change, field by field: the form shows each, the API answers the first. */
export function passwordChangeProblems(input: PasswordChangeInput): PasswordChangeProblems {
  const problems: PasswordChangeProblems = {};
  if (!input.contrasena_actual) problems.contrasena_actual = 'La contraseña actual es obligatoria.';
  const password = passwordProblem(input.contrasena_nueva);
  if (password) problems.contrasena_nueva = password;
  return problems;
}
