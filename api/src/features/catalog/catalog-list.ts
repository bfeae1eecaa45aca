import type { Queryable, SqlValue } from '../../db/database';
import { badRequest } from '../../lib/http-error';
import { normaliseColour, searchable } from '../../lib/text';
import type { CatalogKind } from './catalog-kinds';

export const SORTS: Record<string, string> = {
  created_desc: 'created_at desc, id desc',
  nombre_asc: 'lower(nombre) asc, id asc',
  nombre_desc: 'lower(nombre) desc, id desc',
  updated_desc: 'updated_at desc, id desc',
};
const ORDERS: Record<string, string> = { recent: SORTS.created_desc as string, random: 'random()' };

export const MAX_LIMIT = 100;

export interface ListQuery {
  q?: string;
  categoria?: string;
  color?: string;
  sort?: string;
  order?: string;
  page?: number;
  limit?: number;
  exclude?: number;
  [filter: string]: string | number | boolean | undefined;
}

/** Builds `where` clauses with numbered parameters. */
class Conditions {
  readonly clauses: string[] = [];
  readonly params: SqlValue[] = [];

  add(clause: (placeholder: (value: SqlValue) => string) => string): void {
    this.clauses.push(clause((value) => `$${this.params.push(value)}`));
  }

  get sql(): string {
    return this.clauses.length ? `where ${this.clauses.join(' and ')}` : '';
  }
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function orderBy(query: ListQuery): string {
  if (query.order !== undefined && !(query.order in ORDERS)) throw badRequest(`Orden inválido: ${query.order}`);
  if (query.sort !== undefined && !(query.sort in SORTS)) throw badRequest(`Orden inválido: ${query.sort}`);
  if (query.order === 'random') return ORDERS.random as string;
  return SORTS[query.sort ?? ''] ?? (ORDERS[query.order ?? ''] as string | undefined) ?? (SORTS.created_desc as string);
}

function conditions(kind: CatalogKind, query: ListQuery, seeHidden: boolean): Conditions {
  const where = new Conditions();
  if (!seeHidden) where.add(() => 'visible');
  const categories = (query.categoria ?? '')
    .split(',')
    .map((category) => category.trim().toLowerCase())
    .filter(Boolean);
  if (categories.length) where.add((p) => `categoria in (${categories.map(p).join(', ')})`);
  for (const word of searchable(query.q).split(/\s+/).filter(Boolean)) {
    where.add((p) => `search_text like ${p(`%${escapeLike(word)}%`)}`);
  }
  if (query.color && kind.colourFields.length) {
    const colour = normaliseColour(query.color);
    where.add((p) => {
      const placeholder = p(colour);
      return `(${kind.colourFields.map((field) => `${field} = ${placeholder}`).join(' or ')})`;
    });
  }
  if (query.exclude !== undefined) where.add((p) => `id <> ${p(query.exclude as number)}`);
  for (const field of kind.exactFilters) {
    const value = query[field];
    if (typeof value === 'string' && value.trim())
      where.add((p) => `lower(${field}) = ${p(value.trim().toLowerCase())}`);
  }
  for (const field of kind.booleanFilters) {
    const value = query[field];
    if (typeof value === 'boolean') where.add((p) => `${field} = ${p(value)}`);
  }
  return where;
}

function principalImage(kind: CatalogKind): string {
  return `(select json_build_object('url', i.url, 'alt_text', i.alt_text, 'width', i.width, 'height', i.height)
     from imagenes i where i.owner_type = '${kind.ownerType}' and i.owner_id = ${kind.table}.id
     order by i.es_principal desc, i.orden, i.id limit 1) as imagen_principal`;
}

export async function listCatalog(db: Queryable, kind: CatalogKind, query: ListQuery, seeHidden: boolean) {
  const page = query.page ?? 1;
  const limit = query.limit ?? 15;
  const order = orderBy(query);
  const where = conditions(kind, query, seeHidden);
  const columns = ['id', 'nombre', 'detalle', 'categoria', 'marca', 'modelo', ...kind.listColumns].join(', ');
  const [items, [count]] = await Promise.all([
    db.query<Record<string, unknown>>(
      `select ${columns}, ${principalImage(kind)} from ${kind.table} ${where.sql}
       order by ${order} limit ${limit} offset ${(page - 1) * limit}`,
      where.params,
    ),
    db.query<{ total: number }>(`select count(*)::int as total from ${kind.table} ${where.sql}`, where.params),
  ]);
  const total = count?.total ?? 0;
  return { items, page, limit, total, totalPages: Math.ceil(total / limit) };
}
