import type { RegisterInput } from '@shop/shared/session';

export type RegisterErrors = Partial<Record<keyof RegisterInput, string>>;

const DNI_PATTERN = /^\d{7,9}$/;
const MIN_PASSWORD = 6;

/** The form's values as the API gets them: trimmed, except the password. */
export function cleanRegisterInput(input: RegisterInput): RegisterInput {
  return {
    nombre: input.nombre.trim(),
    email: input.email.trim(),
    dni: input.dni.trim(),
    contrasena: input.contrasena,
  };
}

export function validateRegister(input: RegisterInput): RegisterErrors {
  const errors: RegisterErrors = {};
  if (!input.nombre) errors.nombre = 'El nombre es obligatorio.';
  if (!input.email) errors.email = 'El email es obligatorio.';
  if (!DNI_PATTERN.test(input.dni)) errors.dni = 'El DNI debe tener 7 a 9 dígitos.';
  if (input.contrasena.length < MIN_PASSWORD) errors.contrasena = 'La contraseña debe tener al menos 6 caracteres.';
  return errors;
}
