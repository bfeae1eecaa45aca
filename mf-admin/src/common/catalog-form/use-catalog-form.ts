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
import { saveCatalogItem } from './save-catalog-item';
import { hasErrors, validateCatalogForm } from './validate-catalog-form';

export interface SavedItem {
  id: number;
  nombre: string;
}

interface CatalogFormOptions<V extends BaseValues> {
  mode: ImageMode;
  /** The stored item's id on edit. */
  id: number | null;
  initialValues: V;
  initialImages: ImageRowsState;
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
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<SavedItem | null>(null);
  const [baseline, setBaseline] = useState(() => fingerprint(options.initialValues, options.initialImages));

  const dirty = fingerprint(values, images) !== baseline;

  function setValue<K extends keyof V>(name: K, value: V[K]) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name as string] ? { ...current, [name]: undefined } : current));
  }

  async function submit() {
    setSaved(null);
    setFailure(null);
    const found =
      options.mode === 'edit' && itemId === null
        ? { form: kind.texts.missingId }
        : validateCatalogForm(values, anyUploading(images), kind.validateExtra);
    setErrors(found);
    if (hasErrors(found)) return found;

    setSaving(true);
    const storedIds = new Map<string, number>();
    try {
      const id = await saveCatalogItem(
        dispatch,
        { table: kind.table, id: itemId, body: kind.toBody(values), images, texts: kind.texts },
        {
          onCreated: setItemId,
          onImageStored: (key, imageId) => {
            storedIds.set(key, imageId);
            dispatchImages({ type: 'stored', key, id: imageId });
          },
          onImageDeleted: (imageId) => dispatchImages({ type: 'deletionDone', id: imageId }),
        },
      );
      setSaved({ id, nombre: values.nombre.trim() });
      const rows = images.rows.map((row) => ({ ...row, id: row.id ?? storedIds.get(row.key) ?? null }));
      setBaseline(fingerprint(values, { rows, removedIds: [] }));
      window.scrollTo({ top: 0, behavior: 'smooth' });
    } catch (error: unknown) {
      setFailure(error instanceof Error ? error.message : 'Error al guardar');
    } finally {
      setSaving(false);
    }
    return found;
  }

  /** 'Cargar otra/otro': a new item, keeping what the kind keeps. */
  function loadAnother() {
    const next = kind.valuesForAnother(values, options.initialValues);
    const nextImages = initialImageRows();
    setValues(next);
    dispatchImages({ type: 'replaced', state: nextImages });
    setItemId(null);
    setSaved(null);
    setFailure(null);
    setErrors({});
    setBaseline(fingerprint(next, nextImages));
    window.scrollTo({ top: 0 });
  }

  return { values, setValue, images, dispatchImages, errors, saving, failure, saved, dirty, submit, loadAnother };
}
