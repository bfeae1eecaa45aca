import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from '@shop/shared/router';
import { PageMeta } from '@shop/shared/ui';
import type { ImageMode, ImageRowsState } from '../image-manager/image-rows';
import { ToastProvider, useToast } from '../toast/toast-context';
import buttons from '../ui/buttons.module.css';
import { ErrorBanner } from '../ui/status-banner';
import { UnsavedChangesPrompt } from '../ui/unsaved-changes-prompt';
import type { BaseValues, CatalogFormKind } from './catalog-form-kind';
import { ProductEvents } from '../insights/product-events';
import { DataSection, ImagesSection, type KindFieldsProps } from './catalog-form-sections';
import { ConflictDialog } from './conflict-dialog';
import { DraftOffer } from './draft-offer';
import { EditSections } from './edit-sections';
import { SaveBar } from './save-bar';
import { useSaveToasts } from './save-toasts';
import { useCatalogForm } from './use-catalog-form';
import { resumedDraft, useFormDraft } from './use-form-draft';
import styles from './catalog-form.module.css';

interface CatalogFormViewProps<V extends BaseValues> {
  kind: CatalogFormKind<V>;
  mode: ImageMode;
  id: number | null;
  /** The stored item's version (edit). */
  etag?: string | null;
  /** Loads the stored item again (after a conflict or a restore). */
  onReload?: () => void;
  /** Which read of the stored item the form holds: each starts the form afresh, under the same toasts. */
  reading?: number;
  initialValues: V;
  initialImages: ImageRowsState;
  /** The kind's own fields, under the common ones. */
  renderFields: (props: KindFieldsProps<V>) => ReactNode;
}

/** The first field that failed, or the message of a check that is not one field's, in page order. */
function focusFirstFailure(page: HTMLElement) {
  page.querySelector<HTMLElement>('[aria-invalid="true"], [data-failure]')?.focus();
}

/** A control's label as the form shows it. */
function labelIn(form: HTMLFormElement | null, field: string): string | null {
  const control = form?.querySelector(`[name="${field}"]`);
  const label = control && 'labels' in control ? (control as HTMLInputElement).labels?.[0] : null;
  return label?.textContent?.trim() || null;
}

/** The add and edit screen of both catalogues: data, images, save, and what happened (in toasts). */
export function CatalogFormView<V extends BaseValues>(props: CatalogFormViewProps<V>) {
  return (
    <ToastProvider>
      <CatalogForm key={props.reading} {...props} />
    </ToastProvider>
  );
}

function CatalogForm<V extends BaseValues>({
  kind,
  mode,
  id,
  etag = null,
  onReload,
  initialValues,
  initialImages,
  renderFields,
}: CatalogFormViewProps<V>) {
  const pageRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const labelOf = (field: string) => labelIn(formRef.current, field);
  const toast = useToast();
  const { texts } = kind;
  const adding = mode === 'add';
  const saveToasts = useSaveToasts(kind, adding);
  const draftKey = `borrador:${kind.table}:${id ?? 'nuevo'}`;
  // A draft kept before a field existed lacks it: the field starts as the form opened it.
  const overInitial = (values: V): V => ({ ...initialValues, ...values });
  const [resumedValues] = useState(() => {
    const resumed = resumedDraft<V>(draftKey);
    return resumed && overInitial(resumed);
  });
  const form = useCatalogForm(kind, {
    mode,
    id,
    etag,
    initialValues,
    resumedValues,
    initialImages,
    labelOf,
    ...saveToasts,
  });
  const draft = useFormDraft(draftKey, form.values, form.dirty, initialValues);
  const titleId = useId();
  const formId = useId();
  const title = adding ? texts.addTitle : texts.editTitle;
  const formError = form.errors.form ?? form.errors.extra ?? null;

  const dataForm = (
    <form
      id={formId}
      ref={formRef}
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        toast.dismiss();
        void form.submit();
      }}
    >
      <DataSection
        headingId={`${titleId}-data`}
        categories={kind.categories}
        renderFields={renderFields}
        values={form.values}
        errors={form.errors}
        setValue={form.setValue}
      />
      <ImagesSection
        headingId={`${titleId}-images`}
        images={form.images}
        dispatchImages={form.dispatchImages}
        error={form.errors.images}
        mode={mode}
        altExample={texts.altExample}
        photoColours={kind.photoColours?.(form.values) ?? []}
        firstImageRequired={adding && kind.imageRequired === true}
      />
    </form>
  );

  const { attempts } = form;
  useEffect(() => {
    if (attempts > 0 && pageRef.current) focusFirstFailure(pageRef.current);
  }, [attempts]);

  return (
    <div ref={pageRef} className={styles.page}>
      <PageMeta title={title} noindex />
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <Link className={buttons.secondary} to="/admin">
          {texts.backLabel}
        </Link>
      </header>
      {!adding && id !== null && <ProductEvents table={kind.table} id={id} />}
      {draft.offered && (
        <DraftOffer
          savedAt={draft.offered.savedAt}
          onAccept={() => draft.accept((values) => form.replaceValues(overInitial(values)))}
          onReject={draft.reject}
        />
      )}
      {formError && <ErrorBanner focusTarget>{formError}</ErrorBanner>}
      {id !== null && !adding ? (
        <EditSections
          table={kind.table}
          id={id}
          etag={form.etag}
          dirty={form.dirty}
          onRestored={() => onReload?.()}
          onConflict={form.markConflicted}
        >
          {dataForm}
        </EditSections>
      ) : (
        dataForm
      )}
      <SaveBar
        formId={formId}
        submitLabel={adding ? texts.submitAdd : texts.submitEdit}
        saving={form.saving}
        dirty={form.dirty}
        onDiscard={form.discard}
      />
      {form.conflict && id !== null && (
        <ConflictDialog
          kind={kind}
          id={id}
          values={form.values}
          labelOf={labelOf}
          onReload={() => onReload?.()}
          onClose={form.closeConflict}
        />
      )}
      <UnsavedChangesPrompt dirty={form.dirty && !form.saving} />
    </div>
  );
}
