import { normaliseEmail } from '@shop/contract';
import type { Queryable } from '../../db/types';

export interface UserRow {
  id: number;
  nombre: string;
  email: string;
  rol: string;
  password_hash: string;
}

export interface PublicUser {
  id: number;
  nombre: string;
  email: string;
  rol: string;
}

export const ADMIN_ROLE = 'admin';
export const CUSTOMER_ROLE = 'cliente';

export function publicUser({ id, nombre, email, rol }: UserRow): PublicUser {
  return { id, nombre, email, rol };
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | null> {
  const [row] = await db.query<UserRow>('select * from usuarios where email = $1', [normaliseEmail(email)]);
  return row ?? null;
}

export async function findUserById(db: Queryable, id: number): Promise<UserRow | null> {
  const [row] = await db.query<UserRow>('select * from usuarios where id = $1', [id]);
  return row ?? null;
}

/** The start-up admin from ADMIN_EMAIL / ADMIN_PASSWORD: created, or its password and role refreshed. */
export async function ensureAdmin(db: Queryable, email: string, passwordHash: string): Promise<void> {
  await db.query(
    `insert into usuarios (nombre, email, password_hash, rol) values ('Administrador', $1, $2, $3)
     on conflict (email) do update set password_hash = excluded.password_hash, rol = excluded.rol`,
    [normaliseEmail(email), passwordHash, ADMIN_ROLE],
  );
}
