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

export const ADMIN_ROLE = 'admin';
