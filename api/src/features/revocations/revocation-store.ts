import { randomInt } from 'node:crypto';
import type { Arrepentimiento, RevocationInput, RevocationList, RevocationState } from '@shop/contract';
import type { Queryable } from '../../db/types';

/** The letters of a code: no 0/O or 1/I, so a code read out on the phone is not misheard. 32⁶ ≈ 10⁹ codes. */
const CODE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 6;
/** A code already taken is drawn again; after this many, something is wrong with the generator. */
const CODE_DRAWS = 5;

/** How many requests the back office's list shows at once, newest first. */
export const LISTED_REQUESTS = 200;

/** A new, unguessable code: 'ARR-' and six letters drawn with the system's cryptographic generator. */
export function revocationCode(): string {
  const letters = Array.from({ length: CODE_LENGTH }, () => CODE_LETTERS[randomInt(CODE_LETTERS.length)]);
  return `ARR-${letters.join('')}`;
}

interface RequestRow extends Omit<Arrepentimiento, 'created_at' | 'updated_at'> {
  created_at: Date | string;
  updated_at: Date | string;
}

const COLUMNS = `id, codigo, nombre, dni, contacto, producto, to_char(fecha, 'YYYY-MM-DD') as fecha, estado,
  created_at, updated_at`;

function request(row: RequestRow): Arrepentimiento {
  return {
    ...row,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

/** Stores a cleaned, checked request under a new code, drawing again the rare code already taken. */
export async function createRevocation(db: Queryable, input: RevocationInput): Promise<Arrepentimiento> {
  for (let draw = 0; draw < CODE_DRAWS; draw += 1) {
    const [row] = await db.query<RequestRow>(
      `insert into arrepentimientos (codigo, nombre, dni, contacto, producto, fecha)
       values ($1, $2, $3, $4, $5, $6::date)
       on conflict (codigo) do nothing returning ${COLUMNS}`,
      [revocationCode(), input.nombre, input.dni, input.contacto, input.producto, input.fecha],
    );
    if (row) return request(row);
  }
  throw new Error('No se pudo generar un código de arrepentimiento libre.');
}

/** The newest requests, of one state or of all, and how many match. */
export async function listRevocations(db: Queryable, estado: RevocationState | undefined): Promise<RevocationList> {
  const where = estado ? 'where estado = $1' : '';
  const params = estado ? [estado] : [];
  const [rows, [count]] = await Promise.all([
    db.query<RequestRow>(
      `select ${COLUMNS} from arrepentimientos ${where} order by id desc limit ${LISTED_REQUESTS}`,
      params,
    ),
    db.query<{ total: number }>(`select count(*)::int as total from arrepentimientos ${where}`, params),
  ]);
  return { items: rows.map(request), total: count?.total ?? 0 };
}

/** Moves a request to `estado`; null when there is no such request. */
export async function updateRevocationState(
  db: Queryable,
  id: number,
  estado: RevocationState,
): Promise<Arrepentimiento | null> {
  const [row] = await db.query<RequestRow>(
    `update arrepentimientos set estado = $2, updated_at = now() where id = $1 returning ${COLUMNS}`,
    [id, estado],
  );
  return row ? request(row) : null;
}
