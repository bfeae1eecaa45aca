import type { Dispatch, ReactNode } from 'react';
import { ImageManager } from '../image-manager/image-manager';
import { anyUploading, type ImageMode, type ImageRowsAction, type ImageRowsState } from '../image-manager/image-rows';
import { ErrorBanner } from '../ui/status-banner';
import type { BaseValues, FieldErrors } from './catalog-form-kind';
import { CommonFields } from './common-fields';
import styles from './catalog-form.module.css';

export interface KindFieldsProps<V extends BaseValues> {
  values: V;
  errors: FieldErrors;
  setValue: <K extends keyof V>(name: K, value: V[K]) => void;
}

interface DataSectionProps<V extends BaseValues> extends KindFieldsProps<V> {
  headingId: string;
  categories: readonly string[];
  /** The kind's own fields, under the common ones. */
  renderFields: (props: KindFieldsProps<V>) => ReactNode;
}

/** 'Datos': the fields every item has, then the kind's own. */
export function DataSection<V extends BaseValues>(props: DataSectionProps<V>) {
  const { headingId, categories, renderFields, values, errors, setValue } = props;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        Datos
      </h2>
      <CommonFields
        values={values}
        errors={errors}
        categories={categories}
        setValue={(name, value) => setValue(name, value as V[typeof name])}
      />
      {renderFields({ values, errors, setValue })}
    </section>
  );
}

interface ImagesSectionProps {
  headingId: string;
  images: ImageRowsState;
  dispatchImages: Dispatch<ImageRowsAction>;
  /** The form's message about images, if any. */
  error: string | undefined;
  mode: ImageMode;
  altExample: string;
  photoColours: readonly string[];
  firstImageRequired: boolean;
}

/** 'Imágenes': the item's images, uploaded as they are picked. */
export function ImagesSection({ headingId, images, dispatchImages, error, ...manager }: ImagesSectionProps) {
  // 'Esperá a que terminen…' only while something is still uploading.
  const uploadsError = error && anyUploading(images) ? error : null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        Imágenes
      </h2>
      {uploadsError && <ErrorBanner focusTarget>{uploadsError}</ErrorBanner>}
      <ImageManager state={images} dispatch={dispatchImages} {...manager} />
    </section>
  );
}
