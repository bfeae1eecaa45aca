import { useCallback, useReducer } from 'react';
import { useAppDispatch } from '@shop/shared/store';
import {
  anyUploading,
  imageRowsFingerprint,
  withOfferedColours,
  initialImageRows,
  type ImageMode,
  type ImageRowsAction,
  type ImageRowsState,
} from '../image-manager/image-rows';
import type { BaseValues, CatalogFormKind } from './catalog-form-kind';
import { catalogFormReducer, initialCatalogFormState } from './catalog-form-state';
import { saveCatalogItem, SaveError } from './save-catalog-item';
import { refusedForSession, useRetryAfterSignIn } from './use-retry-after-sign-in';
import { hasErrors, validateCatalogForm } from './validate-catalog-form';

export interface SavedItem {
  id: number;
  nombre: string;
}

interface CatalogFormOptions<V extends BaseValues> {
  mode: ImageMode;
  /** The stored item's id on edit. */
  id: number | null;
  /** The version the item was loaded at (edit). */
  etag: string | null;
  initialValues: V;
  /** The draft a lost session left: the form starts from it, as unsaved changes. */
  resumedValues?: V | null;
  initialImages: ImageRowsState;
  /** A field's label as the form shows it, for server messages that name the column. */
  labelOf: (field: string) => string | null;
  /** Each save that went through; `loadAnother` empties the form for a new item. */
  onSaved: (item: SavedItem, loadAnother: () => void) => void;
  /** Each save that failed, but for a conflict or an ended session (the form handles those itself). */
  onFailed: (message: string) => void;
}

function fingerprint(values: BaseValues, images: ImageRowsState): string {
  return JSON.stringify(values) + imageRowsFingerprint(images);
}

/** State, validation and saving of a catalogue form; the screen only lays it out. */
export function useCatalogForm<V extends BaseValues>(kind: CatalogFormKind<V>, options: CatalogFormOptions<V>) {
  const appDispatch = useAppDispatch();
  const [state, dispatch] = useReducer(
    catalogFormReducer<V>,
    {
      values: options.initialValues,
      resumed: options.resumedValues,
      images: options.initialImages,
      id: options.id,
      etag: options.etag,
    },
    initialCatalogFormState<V>,
  );
  const { values, images, itemId, etag, stored } = state;
  const dispatchImages = useCallback((action: ImageRowsAction) => dispatch({ type: 'images', action }), []);
  const { armRetry } = useRetryAfterSignIn(() => void submit());
  const dirty = fingerprint(values, images) !== fingerprint(stored.values, stored.images);

  function failed(error: unknown) {
    if (error instanceof SaveError && error.status === 412) {
      dispatch({ type: 'conflicted' });
      return;
    }
    if (error instanceof SaveError && refusedForSession(error.status)) {
      armRetry();
      return;
    }
    const field = error instanceof SaveError ? error.field : null;
    const label = field === null ? null : options.labelOf(field);
    if (!(error instanceof SaveError) || field === null || label === null) {
      options.onFailed(error instanceof Error ? error.message : 'Error al guardar');
      return;
    }
    // Beside the field and in the toast, the owner reads which of the form's fields it is by its label.
    const labelled = `${label}: ${error.serverMessage}`;
    dispatch({ type: 'failed', errors: { [field]: labelled } });
    options.onFailed(`${error.step}: ${labelled}`);
  }

  async function submit() {
    const found =
      options.mode === 'edit' && itemId === null
        ? { form: kind.texts.missingId }
        : validateCatalogForm(values, anyUploading(images), kind.validateExtra);
    dispatch({ type: 'checked', errors: found });
    if (hasErrors(found)) return;

    const storedIds = new Map<string, number>();
    try {
      const id = await saveCatalogItem(
        appDispatch,
        {
          table: kind.table,
          id: itemId,
          body: kind.toBody(values),
          images: withOfferedColours(images, kind.photoColours?.(values) ?? []),
          texts: kind.texts,
          etag,
        },
        {
          onCreated: (created) => dispatch({ type: 'created', id: created }),
          onImageStored: (key, imageId) => {
            storedIds.set(key, imageId);
            dispatchImages({ type: 'stored', key, id: imageId });
          },
          onImageDeleted: (imageId) => dispatchImages({ type: 'deletionDone', id: imageId }),
          onVersion: (version) => dispatch({ type: 'versioned', etag: version }),
        },
      );
      const rows = images.rows.map((row) => ({ ...row, id: row.id ?? storedIds.get(row.key) ?? null }));
      dispatch({ type: 'saved', stored: { values, images: { rows, removedIds: [] } } });
      options.onSaved({ id, nombre: values.nombre.trim() }, loadAnother);
      window.scrollTo({ top: 0, behavior: 'smooth' });
    } catch (error: unknown) {
      failed(error);
    } finally {
      dispatch({ type: 'finished' });
    }
  }

  /** 'Cargar otra/otro': a new item, keeping what the kind keeps. */
  function loadAnother() {
    dispatch({
      type: 'anotherLoaded',
      values: kind.valuesForAnother(values, options.initialValues),
      images: initialImageRows(),
    });
    window.scrollTo({ top: 0 });
  }

  return {
    values,
    setValue: <K extends keyof V>(name: K, value: V[K]) => dispatch({ type: 'valueSet', name, value }),
    images,
    dispatchImages,
    errors: state.errors,
    saving: state.saving,
    attempts: state.attempts,
    dirty,
    /** The stored version this form is based on: the loaded one, then each save's. */
    etag,
    conflict: state.conflict,
    /** A write made elsewhere on this screen (a restore from the history) was refused with 412. */
    markConflicted: () => dispatch({ type: 'conflicted' }),
    closeConflict: () => dispatch({ type: 'conflictClosed' }),
    submit,
    /** Back to what is stored: the last save, or how the screen opened. */
    discard: () => dispatch({ type: 'discarded' }),
    /** Restores a draft kept in this browser. */
    replaceValues: (draft: V) => dispatch({ type: 'valuesReplaced', values: draft }),
  };
}
