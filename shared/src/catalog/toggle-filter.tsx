import { ON_SALE_FILTER_LABEL } from '@shop/contract';
import { CheckboxGroup } from './checkbox-group';

/**
 * The filters that are chosen or not, each one checkbox with its count, sent as `{param}=1` like the other filters of
 * the GET form: 'Disponible ahora' (what is 'En stock' or 'Pocas unidades', in the chosen colour if any, not 'A
 * pedido') and 'En oferta' (what is on sale today).
 */
export const TOGGLE_FILTERS = {
  disponible: { legend: 'Disponibilidad', label: 'Disponible ahora' },
  en_oferta: { legend: 'Ofertas', label: ON_SALE_FILTER_LABEL },
} as const;

export type ToggleFilterKey = keyof typeof TOGGLE_FILTERS;

const CHOSEN = '1';

/** The address's value as the list asks for it: '1', or '' for anything else. */
export function toggleFilterValue(value: string): string {
  return value === CHOSEN ? CHOSEN : '';
}

interface ToggleFilterProps {
  param: ToggleFilterKey;
  /** The address's value: '1' when chosen. */
  value: string;
  /** How many results choosing it gives (the list's facet of the same name). */
  count: number | undefined;
  onChange: (value: string | null) => void;
}

export function ToggleFilter({ param, value, count, onChange }: ToggleFilterProps) {
  const chosen = value === CHOSEN;
  const { legend, label } = TOGGLE_FILTERS[param];
  return (
    <CheckboxGroup
      legend={legend}
      name={param}
      options={[{ value: CHOSEN, label }]}
      selected={chosen ? [CHOSEN] : []}
      onToggle={() => onChange(chosen ? null : CHOSEN)}
      counts={count === undefined ? undefined : { [CHOSEN]: count }}
    />
  );
}

/** The chip that removes the filter `param`, when it is chosen. */
export function toggleFilterChip<Key extends ToggleFilterKey>(
  param: Key,
  value: string,
  linkTo: (changes: { [Param in Key]: null }) => string,
) {
  const changes = { [param]: null } as { [Param in Key]: null };
  return value === CHOSEN ? [{ key: param, label: TOGGLE_FILTERS[param].label, to: linkTo(changes) }] : [];
}
