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

export const ADMIN_ROLE = 'admin';

export type RegisterProblems = Partial<Record<keyof RegisterInput, string>>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DNI_PATTERN = /^\d{7,9}$/;
const MIN_PASSWORD = 6;
/** What a password made only of it would not really be one: spaces and characters that show nothing (U+200B, U+3164). */
const BLANK = /[\s\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;

/** A registration as it is checked and stored: trimmed, except the password. */
export function cleanRegisterInput(input: RegisterInput): RegisterInput {
  return {
    nombre: input.nombre.trim(),
    email: input.email.trim(),
    dni: input.dni.trim(),
    contrasena: input.contrasena,
  };
}

/** What is wrong with a cleaned registration, field by field: the form shows each, the API answers the first. */
export function registerProblems(input: RegisterInput): RegisterProblems {
  const problems: RegisterProblems = {};
  if (!input.nombre) problems.nombre = 'El nombre es obligatorio.';
  if (!input.email) problems.email = 'El email es obligatorio.';
  else if (!EMAIL_PATTERN.test(input.email)) problems.email = 'El email no es válido.';
  if (!DNI_PATTERN.test(input.dni)) problems.dni = 'El DNI debe tener 7 a 9 dígitos.';
  if (input.contrasena.length < MIN_PASSWORD) problems.contrasena = 'La contraseña debe tener al menos 6 caracteres.';
  else if (input.contrasena.replace(BLANK, '') === '')
    problems.contrasena = 'La contraseña no puede ser sólo espacios.';
  return problems;
}
