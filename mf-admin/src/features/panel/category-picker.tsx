import { useId, useState } from 'react';
import { useNavigate } from '@shop/shared/router';
import styles from './catalogue-actions.module.css';

interface CategoryPickerProps {
  categories: readonly string[];
  newPath: string;
}

/** The category is chosen before loading a product, so the form opens already set to it. */
export function CategoryPicker({ categories, newPath }: CategoryPickerProps) {
  const [category, setCategory] = useState<string | null>(null);
  const navigate = useNavigate();
  const id = useId();

  function proceed() {
    if (category) void navigate(`${newPath}?categoria=${encodeURIComponent(category)}`);
  }

  return (
    <div className={styles.picker}>
      <fieldset className={styles.fieldset} aria-describedby={`${id}-hint`}>
        <legend className={styles.legend}>Categoría</legend>
        <p id={`${id}-hint`} className={styles.hint}>
          Elegí la categoría antes de cargar el producto.
        </p>
        <div className={styles.chips}>
          {categories.map((name) => (
            <label key={name} className={styles.chip}>
              <input
                className={styles.radio}
                type="radio"
                name={`${id}-categoria`}
                value={name}
                checked={category === name}
                onChange={() => setCategory(name)}
              />
              {name}
            </label>
          ))}
        </div>
      </fieldset>
      <button className={styles.primary} type="button" disabled={!category} onClick={proceed}>
        Continuar
      </button>
    </div>
  );
}
