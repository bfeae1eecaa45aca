import { useReducer, useState } from 'react';
import { useAppDispatch } from '@shop/shared/store';
import {
  anyUploading,
  imageRowsFingerprint,
  imageRowsReducer,
  initialImageRows,
  type ImageMode,
  type ImageRowsState,
} from '../image-manager/image-rows';
import type { BaseValues, CatalogFormKind, FieldErrors } from './catalog-form-kind';
import { saveCatalogItem, SaveError } from './save-catalog-item';
import { fieldOfServerError, withFieldLabel } from './server-field-error';
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
  initialImages: ImageRowsState;
  /** A field's label as the form shows it, for server messages that name the column. */
  labelOf: (field: string) => string | null;
}

function fingerprint(values: BaseValues, images: ImageRowsState): string {
  return JSON.stringify(values) + imageRowsFingerprint(images);
}

/** State, validation and saving of a catalogue form; the screen only lays it out. */
export function useCatalogForm<V extends BaseValues>(kind: CatalogFormKind<V>, options: CatalogFormOptions<V>) {
  const dispatch = useAppDispatch();
  const [values, setValues] = useState(options.initialValues);
  const [images, dispatchImages] = useReducer(imageRowsReducer, options.initialImages);
  // The item's id once it exists: a retry after a failed image updates instead of creating again.
  const [itemId, setItemId] = useState(options.id);
  const [etag, setEtag] = useState(options.etag);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<{ message: string } | null>(null);
  const [saved, setSaved] = useState<SavedItem | null>(null);
  /** Counts finished save attempts: the screen then moves focus to the first failing field. */
  const [attempts, setAttempts] = useState(0);
  /** Another tab or user saved this item first (412): the form offers to reload it. */
  const [conflict, setConflict] = useState(false);
  const { armRetry } = useRetryAfterSignIn(() => void submit());
  const [stored, setStored] = useState({ values: options.initialValues, images: options.initialImages });
  const baseline = fingerprint(stored.values, stored.images);

  const dirty = fingerprint(values, images) !== baseline;

  function setValue<K extends keyof V>(name: K, value: V[K]) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name as string] ? { ...current, [name]: undefined } : current));
  }

  function failed(error: unknown) {
    if (error instanceof SaveError && error.status === 412) {
      setConflict(true);
      return;
    }
    if (error instanceof SaveError && refusedForSession(error.status)) {
      armRetry();
      return;
    }
    const message = error instanceof Error ? error.message : 'Error al guardar';
    const field = error instanceof SaveError ? fieldOfServerError(error.serverMessage) : null;
    const label = field ? options.labelOf(field) : null;
    if (!(error instanceof SaveError) || !field || !label) {
      setFailure({ message });
      return;
    }
    // Beside the field and in the toast, the owner reads the field's label, never its column.
    const labelled = withFieldLabel(error.serverMessage, field, label);
    setErrors({ [field]: labelled });
    setFailure({ message: message.replace(error.serverMessage, labelled) });
  }

  async function submit() {
    setSaved(null);
    setFailure(null);
    const found =
      options.mode === 'edit' && itemId === null
        ? { form: kind.texts.missingId }
        : validateCatalogForm(values, anyUploading(images), kind.validateExtra);
    setErrors(found);
    if (hasErrors(found)) {
      setAttempts((count) => count + 1);
      return;
    }

    setSaving(true);
    const storedIds = new Map<string, number>();
    try {
      const id = await saveCatalogItem(
        dispatch,
        { table: kind.table, id: itemId, body: kind.toBody(values), images, texts: kind.texts, etag },
        {
          onCreated: setItemId,
          onImageStored: (key, imageId) => {
            storedIds.set(key, imageId);
            dispatchImages({ type: 'stored', key, id: imageId });
          },
          onImageDeleted: (imageId) => dispatchImages({ type: 'deletionDone', id: imageId }),
          onVersion: setEtag,
        },
      );
      setSaved({ id, nombre: values.nombre.trim() });
      const rows = images.rows.map((row) => ({ ...row, id: row.id ?? storedIds.get(row.key) ?? null }));
      setStored({ values, images: { rows, removedIds: [] } });
      window.scrollTo({ top: 0, behavior: 'smooth' });
    } catch (error: unknown) {
      failed(error);
    } finally {
      setSaving(false);
      setAttempts((count) => count + 1);
    }
  }

  /** Back to what is stored: the last save, or how the screen opened. */
  function discard() {
    setValues(stored.values);
    dispatchImages({ type: 'replaced', state: stored.images });
    setErrors({});
    setFailure(null);
  }

  /** 'Cargar otra/otro': a new item, keeping what the kind keeps. */
  function loadAnother() {
    const next = kind.valuesForAnother(values, options.initialValues);
    const nextImages = initialImageRows();
    setValues(next);
    dispatchImages({ type: 'replaced', state: nextImages });
    setItemId(null);
    setEtag(null);
    setSaved(null);
    setFailure(null);
    setErrors({});
    setStored({ values: next, images: nextImages });
    window.scrollTo({ top: 0 });
  }

  return {
    values,
    setValue,
    images,
    dispatchImages,
    errors,
    saving,
    failure,
    saved,
    attempts,
    dirty,
    conflict,
    closeConflict: () => setConflict(false),
    submit,
    discard,
    loadAnother,
    /** Restores a draft kept in this browser. */
    replaceValues: setValues,
  };
}
