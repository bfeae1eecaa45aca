import { imageRowsReducer, type ImageRowsAction, type ImageRowsState } from '../image-manager/image-rows';
import type { BaseValues, FieldErrors } from './catalog-form-kind';
import { hasErrors } from './validate-catalog-form';

/** What is stored: the last save, or how the screen opened. */
interface StoredItem<V extends BaseValues> {
  values: V;
  images: ImageRowsState;
}

export interface CatalogFormState<V extends BaseValues> {
  values: V;
  images: ImageRowsState;
  /** The item's id once it exists: a retry after a failed image updates instead of creating again. */
  itemId: number | null;
  /** The version the item was loaded or last saved at (edit). */
  etag: string | null;
  errors: FieldErrors;
  saving: boolean;
  /** Counts finished save attempts: the screen then moves focus to the first failing field. */
  attempts: number;
  /** Another tab or user saved this item first (412): the form offers to reload it. */
  conflict: boolean;
  stored: StoredItem<V>;
}

export type CatalogFormAction<V extends BaseValues> =
  | { type: 'valueSet'; name: keyof V; value: V[keyof V] }
  | { type: 'valuesReplaced'; values: V }
  | { type: 'images'; action: ImageRowsAction }
  | { type: 'checked'; errors: FieldErrors }
  | { type: 'created'; id: number }
  | { type: 'versioned'; etag: string | null }
  | { type: 'saved'; stored: StoredItem<V> }
  | { type: 'failed'; errors: FieldErrors }
  | { type: 'conflicted' }
  | { type: 'conflictClosed' }
  | { type: 'finished' }
  | { type: 'discarded' }
  | { type: 'anotherLoaded'; values: V; images: ImageRowsState };

export function initialCatalogFormState<V extends BaseValues>(init: {
  values: V;
  /** The draft a lost session left, held as unsaved changes over `values`. */
  resumed?: V | null;
  images: ImageRowsState;
  id: number | null;
  etag: string | null;
}): CatalogFormState<V> {
  return {
    values: init.resumed ?? init.values,
    images: init.images,
    itemId: init.id,
    etag: init.etag,
    errors: {},
    saving: false,
    attempts: 0,
    conflict: false,
    stored: { values: init.values, images: init.images },
  };
}

/** The form's values, images and save in one place, so each event changes them together. */
export function catalogFormReducer<V extends BaseValues>(
  state: CatalogFormState<V>,
  action: CatalogFormAction<V>,
): CatalogFormState<V> {
  switch (action.type) {
    case 'valueSet': {
      const field = action.name as string;
      const errors = state.errors[field] ? { ...state.errors, [field]: undefined } : state.errors;
      return { ...state, values: { ...state.values, [action.name]: action.value }, errors };
    }
    case 'valuesReplaced':
      return { ...state, values: action.values };
    case 'images':
      return { ...state, images: imageRowsReducer(state.images, action.action) };
    case 'checked':
      return hasErrors(action.errors)
        ? { ...state, errors: action.errors, attempts: state.attempts + 1 }
        : { ...state, errors: action.errors, saving: true };
    case 'created':
      return { ...state, itemId: action.id };
    case 'versioned':
      return { ...state, etag: action.etag };
    case 'saved':
      return { ...state, stored: action.stored };
    case 'failed':
      return { ...state, errors: action.errors };
    case 'conflicted':
      return { ...state, conflict: true };
    case 'conflictClosed':
      return { ...state, conflict: false };
    case 'finished':
      return { ...state, saving: false, attempts: state.attempts + 1 };
    case 'discarded':
      return { ...state, values: state.stored.values, images: state.stored.images, errors: {} };
    case 'anotherLoaded':
      return {
        ...state,
        values: action.values,
        images: action.images,
        itemId: null,
        etag: null,
        errors: {},
        stored: { values: action.values, images: action.images },
      };
  }
}
