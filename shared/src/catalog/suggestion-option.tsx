import { productPrice } from '@shop/shared/domain';
import { ResponsiveImage } from '@shop/shared/ui';
import type { Suggestion } from './suggestions-api';
import styles from './search-combobox.module.css';

interface SuggestionOptionProps {
  id: string;
  suggestion: Suggestion;
  active: boolean;
  onChoose: () => void;
}

/** One suggested product: its image, name and price. */
export function SuggestionOption({ id, suggestion, active, onChoose }: SuggestionOptionProps) {
  const image = suggestion.imagen_principal;
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the keys belong to the box (APG combobox: focus stays there)
    <li
      id={id}
      role="option"
      aria-selected={active}
      className={styles.option}
      // Keeps the focus in the box, so its blur does not close the list before the click lands.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onChoose}
    >
      <span className={styles.image} aria-hidden="true">
        <ResponsiveImage url={image?.url} alt="" width={image?.width} height={image?.height} sizes="3rem" />
      </span>
      <span className={styles.name}>{suggestion.nombre}</span>
      <span className={styles.price}>{productPrice(suggestion.precio)}</span>
    </li>
  );
}
