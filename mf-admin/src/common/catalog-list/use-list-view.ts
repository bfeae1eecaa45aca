import { SORT_BY } from '@shop/contract';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useSearchParams } from '@shop/shared/router';
import type { CatalogListArgs, CatalogTable, ListSort, ListStatus } from '../admin-api/catalog-types';
import { useDebouncedValue } from './use-debounced-value';

/** Search waits for a pause in typing, then asks the server. */
const SEARCH_DELAY_MS = 400;

export const STATUS_OPTIONS: readonly { value: ListStatus; label: string }[] = [
  { value: '', label: 'Todos' },
  { value: 'visibles', label: 'Visibles' },
  { value: 'ocultos', label: 'Ocultos' },
  { value: 'destacados', label: 'Destacados' },
];

export const SORT_OPTIONS: readonly { value: ListSort; label: string }[] = [
  { value: '', label: 'Más recientes' },
  { value: SORT_BY.updated_desc, label: 'Editados hace poco' },
  { value: SORT_BY.nombre_asc, label: 'Nombre (A-Z)' },
  { value: SORT_BY.nombre_desc, label: 'Nombre (Z-A)' },
  { value: SORT_BY.precio_asc, label: 'Precio: menor a mayor' },
  { value: SORT_BY.precio_desc, label: 'Precio: mayor a menor' },
  { value: SORT_BY.consultas_30d_desc, label: 'Más consultas (30 días)' },
  { value: SORT_BY.vistas_30d_desc, label: 'Más vistas (30 días)' },
];

function oneOf<T extends string>(options: readonly { value: T }[], value: string | null): T | '' {
  return options.find((option) => option.value === value)?.value ?? '';
}

type ViewField = 'categoria' | 'estado' | 'orden';

/** `?pagina=` as a page number; anything else is the first page. */
function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/**
 * The list's search, filters, order and page, kept in the address (?categoria=&q=&estado=&orden=&pagina=):
 * a reload, Back or a shared link opens the same view. The search box writes it after a pause in typing;
 * a new search, filter or order starts again at the first page.
 */
export function useListView(table: CatalogTable) {
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('q') ?? '');
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);

  // The addresses asked for and not rendered yet, oldest first. The router renders a new address in a
  // transition, so a change made meanwhile (the settled search between two picks) builds on the last one
  // asked for, never on an older one that has just rendered.
  const pending = useRef<string[]>([]);
  useEffect(() => {
    const rendered = pending.current.indexOf(params.toString());
    // One of ours: those asked before it are past. Not ours (Back, a link): none is pending any more.
    pending.current = rendered === -1 ? [] : pending.current.slice(rendered + 1);
  }, [params]);

  function update(changes: Partial<Record<ViewField | 'q' | 'pagina', string>>) {
    const next = new URLSearchParams(pending.current.at(-1) ?? params);
    next.delete('pagina');
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    pending.current.push(next.toString());
    // Another page is a step Back returns from; a refined view replaces the one before.
    setParams(next, { replace: !('pagina' in changes) });
  }

  // Only a settled search is written; the address's own changes come through `params`.
  const writeSearch = useEffectEvent((value: string) => {
    if (value !== (params.get('q') ?? '')) update({ q: value });
  });
  useEffect(() => writeSearch(q), [q]);

  const args: CatalogListArgs = {
    table,
    categoria: params.get('categoria') ?? '',
    q: params.get('q') ?? '',
    estado: oneOf(STATUS_OPTIONS, params.get('estado')),
    orden: oneOf(SORT_OPTIONS, params.get('orden')),
  };
  return {
    args,
    page: pageOf(params.get('pagina')),
    search,
    setSearch,
    set: (field: ViewField, value: string) => update({ [field]: value }),
    setPage: (page: number) => update({ pagina: page > 1 ? String(page) : '' }),
  };
}

export type ListView = ReturnType<typeof useListView>;
