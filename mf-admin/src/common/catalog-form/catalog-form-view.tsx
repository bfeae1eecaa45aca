import { useId, type ReactNode } from 'react';
import { Link } from '@shop/shared/router';
import { PageMeta } from '@shop/shared/ui';
import { ImageManager } from '../image-manager/image-manager';
import type { ImageMode, ImageRowsState } from '../image-manager/image-rows';
import buttons from '../ui/buttons.module.css';
import { ErrorBanner } from '../ui/status-banner';
import { UnsavedChangesPrompt } from '../ui/unsaved-changes-prompt';
import type { BaseValues, CatalogFormKind, FieldErrors } from './catalog-form-kind';
import { CommonFields } from './common-fields';
import { FormSuccess } from './form-success';
import { useCatalogForm } from './use-catalog-form';
import styles from './catalog-form.module.css';

export interface KindFieldsProps<V extends BaseValues> {
  values: V;
  errors: FieldErrors;
  setValue: <K extends keyof V>(name: K, value: V[K]) => void;
}

interface CatalogFormViewProps<V extends BaseValues> {
  kind: CatalogFormKind<V>;
  mode: ImageMode;
  id: number | null;
  initialValues: V;
  initialImages: ImageRowsState;
  /** The kind's own fields, under the common ones. */
  renderFields: (props: KindFieldsProps<V>) => ReactNode;
}

function focusFirstInvalid(form: HTMLFormElement) {
  form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

/** The add and edit screen of both catalogues: data, images, save, and what happened. */
export function CatalogFormView<V extends BaseValues>({
  kind,
  mode,
  id,
  initialValues,
  initialImages,
  renderFields,
}: CatalogFormViewProps<V>) {
  const form = useCatalogForm(kind, { mode, id, initialValues, initialImages });
  const { texts } = kind;
  const titleId = useId();
  const adding = mode === 'add';
  const title = adding ? texts.addTitle : texts.editTitle;
  const formError = form.failure ?? form.errors.images ?? form.errors.form ?? form.errors.extra ?? null;

  return (
    <div className={styles.page}>
      <PageMeta title={title} noindex />
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <Link className={buttons.secondary} to="/admin">
          {texts.backLabel}
        </Link>
      </header>
      {form.saved && (
        <FormSuccess
          title={adding ? texts.created : texts.updated}
          saved={form.saved}
          publicPath={kind.publicPath(form.saved.id, form.saved.nombre)}
          showId={adding}
          loadAnother={adding ? { label: texts.loadAnother, onClick: form.loadAnother } : null}
        />
      )}
      {formError && <ErrorBanner>{formError}</ErrorBanner>}
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const element = event.currentTarget;
          void form.submit().then(() => focusFirstInvalid(element));
        }}
      >
        <section className={styles.section} aria-labelledby={`${titleId}-data`}>
          <h2 id={`${titleId}-data`} className={styles.sectionTitle}>
            Datos
          </h2>
          <CommonFields
            values={form.values}
            errors={form.errors}
            categories={kind.categories}
            setValue={(name, value) => form.setValue(name, value as V[typeof name])}
          />
          {renderFields({ values: form.values, errors: form.errors, setValue: form.setValue })}
        </section>
        <section className={styles.section} aria-labelledby={`${titleId}-images`}>
          <h2 id={`${titleId}-images`} className={styles.sectionTitle}>
            Imágenes
          </h2>
          <ImageManager state={form.images} dispatch={form.dispatchImages} mode={mode} />
        </section>
        <div className={styles.footer}>
          <button className={buttons.primary} type="submit" disabled={form.saving}>
            {form.saving ? 'Guardando…' : adding ? texts.submitAdd : texts.submitEdit}
          </button>
        </div>
      </form>
      <UnsavedChangesPrompt dirty={form.dirty && !form.saving} />
    </div>
  );
}
