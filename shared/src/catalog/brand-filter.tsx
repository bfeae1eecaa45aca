import { splitList } from '@shop/contract';
import { CheckboxGroup } from './checkbox-group';
import styles from './catalog-filters.module.css';
import type { FilterChip } from './filter-chips';
import { brandChoices, type FacetCounts } from './facets';
import { toggleInList } from './use-catalog-params';

interface BrandFilterProps {
  /** The list's brand counts; until they arrive only the chosen brands are offered. */
  counts: FacetCounts | undefined;
  /** The chosen brands, comma-separated, as the address carries them. */
  value: string;
  onChange: (brands: string) => void;
}

/**
 * 'Marca': one checkbox per brand the catalogue holds, with its count. The list keeps one height
 * from the first paint (its space is held while the counts load), so nothing below it jumps.
 */
export function BrandFilter({ counts, value, onChange }: BrandFilterProps) {
  const choices = brandChoices(counts, splitList(value));
  if (!counts && choices.options.length === 0) {
    return (
      <fieldset className={styles.group} aria-busy="true">
        <legend className={styles.label}>Marca</legend>
        <div className={`${styles.checks} ${styles.scrolling}`} />
      </fieldset>
    );
  }
  if (choices.options.length === 0) return null;
  return (
    <CheckboxGroup
      legend="Marca"
      name="marca"
      options={choices.options}
      selected={choices.selected}
      counts={counts && choices.counts}
      onToggle={(brand) => onChange(toggleInList(choices.selected.join(','), brand))}
      scrolls
    />
  );
}

/** One chip per chosen brand ('Marca: Giro'), each removing only its brand. */
export function brandChips(value: string, linkTo: (brands: string) => string): FilterChip[] {
  return splitList(value).map((brand) => ({
    key: `marca-${brand}`,
    label: `Marca: ${brand}`,
    to: linkTo(toggleInList(value, brand)),
  }));
}
