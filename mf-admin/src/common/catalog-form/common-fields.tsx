import { CATALOG_TEXT_LIMITS } from '@shop/contract';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@shop/shared/ui/form-field';
import type { BaseValues, FieldErrors } from './catalog-form-kind';
import styles from './catalog-form.module.css';

interface CommonFieldsProps {
  values: BaseValues;
  errors: FieldErrors;
  categories: readonly string[];
  setValue: (name: keyof BaseValues, value: string | boolean) => void;
}

/** Name, category, brand, model, origin, description and the two switches: the same in both forms. */
export function CommonFields({ values, errors, categories, setValue }: CommonFieldsProps) {
  return (
    <div className={styles.grid}>
      <TextField
        label="Nombre"
        name="nombre"
        required
        maxLength={CATALOG_TEXT_LIMITS.nombre}
        value={values.nombre}
        error={errors.nombre}
        onChange={(event) => setValue('nombre', event.target.value)}
      />
      <SelectField
        label="Categoría"
        name="categoria"
        required
        value={values.categoria}
        error={errors.categoria}
        onChange={(event) => setValue('categoria', event.target.value)}
      >
        <option value="">Elegí una categoría</option>
        {categories.map((category) => (
          <option key={category} value={category}>
            {category}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Marca"
        name="marca"
        maxLength={CATALOG_TEXT_LIMITS.marca}
        value={values.marca}
        error={errors.marca}
        onChange={(event) => setValue('marca', event.target.value)}
      />
      <TextField
        label="Modelo"
        name="modelo"
        maxLength={CATALOG_TEXT_LIMITS.modelo}
        value={values.modelo}
        error={errors.modelo}
        onChange={(event) => setValue('modelo', event.target.value)}
      />
      <TextField
        label="País de origen"
        name="origen_pais"
        maxLength={CATALOG_TEXT_LIMITS.origen_pais}
        value={values.origen_pais}
        error={errors.origen_pais}
        onChange={(event) => setValue('origen_pais', event.target.value)}
      />
      <div className={styles.wide}>
        <TextAreaField
          label="Detalle"
          name="detalle"
          maxLength={CATALOG_TEXT_LIMITS.detalle}
          value={values.detalle}
          error={errors.detalle}
          onChange={(event) => setValue('detalle', event.target.value)}
        />
      </div>
      <div className={`${styles.checks} ${styles.wide}`}>
        <CheckboxField
          label="Visible en el sitio"
          name="visible"
          checked={values.visible}
          onChange={(event) => setValue('visible', event.target.checked)}
        />
        <CheckboxField
          label="Destacado"
          name="destacado"
          checked={values.destacado}
          onChange={(event) => setValue('destacado', event.target.checked)}
        />
      </div>
    </div>
  );
}
