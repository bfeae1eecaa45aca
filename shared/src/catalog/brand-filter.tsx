import { CheckboxGroup } from './checkbox-group';
import type { FilterChip } from './filter-chips';
import { brandChoices, type FacetCounts } from './facets';
import { splitList, toggleInList } from './use-catalog-params';

interface BrandFilterProps {
  /** The list's brand counts; until they arrive only the chosen brands are offered. */
  counts: FacetCounts | undefined;
  /** The chosen brands, comma-separated, as the address carries them. */
  value: string;
  onChange: (brands: string) => void;
}

/** 'Marca': one checkbox per brand the catalogue holds, with its count. */
export function BrandFilter({ counts, value, onChange }: BrandFilterProps) {
  const choices = brandChoices(counts, splitList(value));
  if (choices.options.length === 0) return null;
  return (
    <CheckboxGroup
      legend="Marca"
      options={choices.options}
      selected={choices.selected}
      counts={counts && choices.counts}
      onToggle={(brand) => onChange(toggleInList(choices.selected.join(','), brand))}
    />
  );
}

/** One chip per chosen brand ('Marca: Giro'), each removing only its brand. */
export function brandChips(value: string, onChange: (brands: string) => void): FilterChip[] {
  return splitList(value).map((brand) => ({
    key: `marca-${brand}`,
    label: `Marca: ${brand}`,
    onRemove: () => onChange(toggleInList(value, brand)),
  }));
}
