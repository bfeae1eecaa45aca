import { useSyncExternalStore } from 'react';

/** At most this many bicycles side by side. */
export const MAX_COMPARED = 3;
export const COMPARE_PATH = '/comparar-bicicletas';
const STORAGE_KEY = 'comparar-bicicletas';
const CHANGED = 'comparar-bicicletas-cambio';

export interface ComparedBike {
  id: number;
  nombre: string;
}

const NONE: readonly ComparedBike[] = [];
let cached: { raw: string | null; bikes: readonly ComparedBike[] } = { raw: null, bikes: NONE };

function isComparedBike(value: unknown): value is ComparedBike {
  const bike = value as Partial<ComparedBike> | null;
  return typeof bike?.id === 'number' && Number.isInteger(bike.id) && bike.id > 0 && typeof bike.nombre === 'string';
}

/** The chosen bikes kept in the browser: a stored value that is not a list of bikes counts as none. */
function read(): readonly ComparedBike[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return NONE;
  }
  if (raw === cached.raw) return cached.bikes;
  let bikes: readonly ComparedBike[] = NONE;
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    if (Array.isArray(parsed)) bikes = parsed.filter(isComparedBike).slice(0, MAX_COMPARED);
  } catch {
    bikes = NONE;
  }
  cached = { raw, bikes };
  return bikes;
}

function write(bikes: readonly ComparedBike[]): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(bikes));
  } catch {
    // Storage refused (private mode, full): the choice lasts until the page closes.
    cached = { raw: JSON.stringify(bikes), bikes };
  }
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGED, onChange);
  // Another tab changed the choice.
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The comparison address: '/comparar-bicicletas?ids=1,2,3'. */
export function comparePath(ids: readonly number[]): string {
  return `${COMPARE_PATH}?ids=${ids.join(',')}`;
}

/** The bicycles chosen for comparison, shared by every card, product page and the bar, and kept across visits. */
export function useComparedBikes() {
  const bikes = useSyncExternalStore(subscribe, read, () => NONE);
  return {
    bikes,
    has: (id: number) => bikes.some((bike) => bike.id === id),
    /** Adds or removes the bike; false when it cannot be added because the comparison is full. */
    toggle: (bike: ComparedBike): boolean => {
      if (bikes.some((chosen) => chosen.id === bike.id)) {
        write(bikes.filter((chosen) => chosen.id !== bike.id));
        return true;
      }
      if (bikes.length >= MAX_COMPARED) return false;
      write([...bikes, { id: bike.id, nombre: bike.nombre }]);
      return true;
    },
    remove: (id: number) => write(bikes.filter((bike) => bike.id !== id)),
  };
}
