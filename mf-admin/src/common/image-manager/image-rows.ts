import type { CatalogImage, ImageInput } from '../admin-api/catalog-types';

export type RowStatus = 'idle' | 'uploading' | 'ok' | 'error';

/** On add the principal may be unticked and removal needs a second row; edit differs. */
export type ImageMode = 'add' | 'edit';

export interface ImageRow {
  /** Client-side identity, stable across reorders. */
  key: string;
  /** The stored image's id; null until saved. */
  id: number | null;
  url: string;
  alt_text: string;
  es_principal: boolean;
  mime_type: string | null;
  width: number | null;
  height: number | null;
  /** The product colour the photo shows (hex), or '' for none. */
  color: string;
  status: RowStatus;
  error: string | null;
  /** Local address of the chosen file, shown while (and after) it uploads. */
  preview: string | null;
  fileName: string | null;
  /** Upload progress, 0 to 1. */
  progress: number;
}

export interface ImageRowsState {
  rows: ImageRow[];
  /** Stored images removed from the form: deleted on save. */
  removedIds: number[];
}

export type ImageRowsAction =
  | { type: 'rowAdded'; key: string }
  | { type: 'uploadStarted'; key: string; fileName: string; preview: string | null; mime_type: string }
  | { type: 'uploadProgressed'; key: string; progress: number }
  | {
      type: 'uploadSucceeded';
      key: string;
      url: string;
      width: number | null;
      height: number | null;
      mime_type: string | null;
    }
  | { type: 'uploadFailed'; key: string; error: string }
  | { type: 'removed'; key: string; mode: ImageMode }
  | { type: 'principalToggled'; key: string; checked: boolean; mode: ImageMode }
  | { type: 'moved'; key: string; to: number }
  | { type: 'altChanged'; key: string; alt_text: string }
  | { type: 'colourChanged'; key: string; color: string }
  | { type: 'stored'; key: string; id: number }
  | { type: 'deletionDone'; id: number }
  | { type: 'replaced'; state: ImageRowsState };

let keyCounter = 0;
export function newRowKey(): string {
  keyCounter += 1;
  return `img-${keyCounter}`;
}

export function blankRow(key: string, principal: boolean): ImageRow {
  return {
    key,
    id: null,
    url: '',
    alt_text: '',
    es_principal: principal,
    mime_type: null,
    width: null,
    height: null,
    color: '',
    status: 'idle',
    error: null,
    preview: null,
    fileName: null,
    progress: 0,
  };
}

/** A fresh form: one blank row, principal by default. */
export function initialImageRows(): ImageRowsState {
  return { rows: [blankRow(newRowKey(), true)], removedIds: [] };
}

/** Stored images in their order (orden, then id); none stored still leaves one blank row. */
export function imageRowsFromStored(images: readonly CatalogImage[]): ImageRowsState {
  if (images.length === 0) return initialImageRows();
  const sorted = [...images].sort((a, b) => a.orden - b.orden || a.id - b.id);
  const rows = sorted.map<ImageRow>((image) => ({
    ...blankRow(newRowKey(), image.es_principal),
    id: image.id,
    url: image.url,
    alt_text: image.alt_text ?? '',
    mime_type: image.mime_type,
    width: image.width,
    height: image.height,
    color: image.color ?? '',
    status: 'ok',
  }));
  if (!rows.some((row) => row.es_principal) && rows[0]) rows[0].es_principal = true;
  return { rows, removedIds: [] };
}

export function isBlankRow(row: ImageRow): boolean {
  return row.id === null && row.url === '' && row.status !== 'uploading';
}

export function anyUploading(state: ImageRowsState): boolean {
  return state.rows.some((row) => row.status === 'uploading');
}

/** What is sent for a row: orden is its position, counted from 1. */
export function imageInput(row: ImageRow, index: number): ImageInput {
  return {
    url: row.url.trim(),
    alt_text: row.alt_text.trim() || null,
    orden: index + 1,
    es_principal: row.es_principal,
    width: row.width,
    height: row.height,
    mime_type: row.mime_type,
    color: row.color || null,
  };
}

/** The rows with a colour the product no longer has (`colours`, hex) untagged: the API refuses such a tag. */
export function withOfferedColours(state: ImageRowsState, colours: readonly string[]): ImageRowsState {
  const rows = state.rows.map((row) => (row.color && !colours.includes(row.color) ? { ...row, color: '' } : row));
  return { ...state, rows };
}

/** The part of the rows that a save would send: used to tell whether there are unsaved changes. */
export function imageRowsFingerprint(state: ImageRowsState): string {
  return JSON.stringify([state.rows.map((row, index) => [row.id, imageInput(row, index)]), state.removedIds]);
}

function updateRow(state: ImageRowsState, key: string, change: (row: ImageRow) => ImageRow): ImageRowsState {
  return { ...state, rows: state.rows.map((row) => (row.key === key ? change(row) : row)) };
}

function remove(state: ImageRowsState, key: string, mode: ImageMode): ImageRowsState {
  const target = state.rows.find((row) => row.key === key);
  if (!target || (mode === 'add' && state.rows.length <= 1)) return state;
  const rows = state.rows.filter((row) => row.key !== key);
  if (mode === 'edit' && rows[0] && !rows.some((row) => row.es_principal)) rows[0] = { ...rows[0], es_principal: true };
  const removedIds = target.id === null ? state.removedIds : [...state.removedIds, target.id];
  return { rows, removedIds };
}

function togglePrincipal(state: ImageRowsState, key: string, checked: boolean, mode: ImageMode): ImageRowsState {
  if (!checked && mode === 'edit') return state;
  return {
    ...state,
    rows: state.rows.map((row) => ({
      ...row,
      es_principal: row.key === key ? checked : checked ? false : row.es_principal,
    })),
  };
}

function move(state: ImageRowsState, key: string, to: number): ImageRowsState {
  const from = state.rows.findIndex((row) => row.key === key);
  const target = Math.max(0, Math.min(to, state.rows.length - 1));
  if (from < 0 || from === target) return state;
  const rows = [...state.rows];
  const [row] = rows.splice(from, 1);
  if (row) rows.splice(target, 0, row);
  return { ...state, rows };
}

export function imageRowsReducer(state: ImageRowsState, action: ImageRowsAction): ImageRowsState {
  switch (action.type) {
    case 'rowAdded':
      return { ...state, rows: [...state.rows, blankRow(action.key, state.rows.length === 0)] };
    case 'uploadStarted': {
      const started = {
        status: 'uploading',
        error: null,
        progress: 0,
        preview: action.preview,
        fileName: action.fileName,
        mime_type: action.mime_type,
      } as const;
      if (state.rows.some((row) => row.key === action.key))
        return updateRow(state, action.key, (row) => ({ ...row, ...started }));
      return { ...state, rows: [...state.rows, { ...blankRow(action.key, state.rows.length === 0), ...started }] };
    }
    case 'uploadProgressed':
      return updateRow(state, action.key, (row) =>
        row.status === 'uploading' ? { ...row, progress: action.progress } : row,
      );
    case 'uploadSucceeded':
      return updateRow(state, action.key, (row) => ({
        ...row,
        status: 'ok',
        progress: 1,
        url: action.url,
        width: action.width,
        height: action.height,
        mime_type: action.mime_type ?? row.mime_type,
      }));
    case 'uploadFailed':
      // The row keeps the image it had before this file, if any.
      return updateRow(state, action.key, (row) => ({ ...row, status: 'error', error: action.error, preview: null }));
    case 'removed':
      return remove(state, action.key, action.mode);
    case 'principalToggled':
      return togglePrincipal(state, action.key, action.checked, action.mode);
    case 'moved':
      return move(state, action.key, action.to);
    case 'altChanged':
      return updateRow(state, action.key, (row) => ({ ...row, alt_text: action.alt_text }));
    case 'colourChanged':
      return updateRow(state, action.key, (row) => ({ ...row, color: action.color }));
    case 'stored':
      return updateRow(state, action.key, (row) => ({ ...row, id: action.id }));
    case 'deletionDone':
      return { ...state, removedIds: state.removedIds.filter((id) => id !== action.id) };
    case 'replaced':
      return action.state;
  }
}
