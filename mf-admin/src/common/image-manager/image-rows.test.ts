import { describe, expect, it } from '@jest/globals';
import {
  blankRow,
  imageInput,
  imageRowsFromStored,
  imageRowsReducer,
  initialImageRows,
  type ImageRow,
  type ImageRowsState,
} from './image-rows';

function stored(id: number, principal = false): ImageRow {
  return { ...blankRow(`k${id}`, principal), id, url: `/uploads/${id}.webp`, status: 'ok' };
}

function state(...rows: ImageRow[]): ImageRowsState {
  return { rows, removedIds: [] };
}

const principals = (s: ImageRowsState) => s.rows.filter((row) => row.es_principal).map((row) => row.key);
const ordens = (s: ImageRowsState) => s.rows.map((row, index) => [row.key, imageInput(row, index).orden]);

describe('image rows', () => {
  it('start with one blank row, principal by default', () => {
    const { rows } = initialImageRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'idle', url: '', es_principal: true });
  });

  it('go idle → uploading → ok, and a new file restarts the row', () => {
    let s = initialImageRows();
    const key = s.rows[0]?.key ?? '';
    s = imageRowsReducer(s, {
      type: 'uploadStarted',
      key,
      fileName: 'a.png',
      preview: 'blob:a',
      mime_type: 'image/png',
    });
    expect(s.rows[0]).toMatchObject({ status: 'uploading', preview: 'blob:a', mime_type: 'image/png', progress: 0 });
    s = imageRowsReducer(s, { type: 'uploadProgressed', key, progress: 0.5 });
    expect(s.rows[0]?.progress).toBe(0.5);
    s = imageRowsReducer(s, {
      type: 'uploadSucceeded',
      key,
      url: '/uploads/a.webp',
      width: 10,
      height: 5,
      mime_type: 'image/webp',
    });
    expect(s.rows[0]).toMatchObject({
      status: 'ok',
      url: '/uploads/a.webp',
      width: 10,
      height: 5,
      mime_type: 'image/webp',
    });
    s = imageRowsReducer(s, { type: 'uploadStarted', key, fileName: 'b.png', preview: null, mime_type: 'image/png' });
    s = imageRowsReducer(s, { type: 'uploadFailed', key, error: 'Muy grande' });
    expect(s.rows[0]).toMatchObject({ status: 'error', error: 'Muy grande', url: '/uploads/a.webp' });
  });

  it('add a row per extra file, not principal', () => {
    const s = imageRowsReducer(initialImageRows(), {
      type: 'uploadStarted',
      key: 'nueva',
      fileName: 'b.png',
      preview: null,
      mime_type: 'image/png',
    });
    expect(s.rows).toHaveLength(2);
    expect(s.rows[1]).toMatchObject({ key: 'nueva', es_principal: false, status: 'uploading' });
  });

  it('keep one principal: ticking one unticks the others', () => {
    const s = imageRowsReducer(state(stored(1, true), stored(2), stored(3)), {
      type: 'principalToggled',
      key: 'k3',
      checked: true,
      mode: 'edit',
    });
    expect(principals(s)).toEqual(['k3']);
  });

  it('let the principal be unticked on add, not on edit', () => {
    const start = state(stored(1, true), stored(2));
    expect(
      principals(imageRowsReducer(start, { type: 'principalToggled', key: 'k1', checked: false, mode: 'add' })),
    ).toEqual([]);
    expect(
      principals(imageRowsReducer(start, { type: 'principalToggled', key: 'k1', checked: false, mode: 'edit' })),
    ).toEqual(['k1']);
  });

  it('renumber orden from 1 after a removal and queue stored images for deletion', () => {
    const s = imageRowsReducer(state(stored(1, true), stored(2), stored(3)), {
      type: 'removed',
      key: 'k2',
      mode: 'edit',
    });
    expect(ordens(s)).toEqual([
      ['k1', 1],
      ['k3', 2],
    ]);
    expect(s.removedIds).toEqual([2]);
  });

  it('make the first image principal on edit when the principal is removed; not on add', () => {
    const start = state(stored(1, true), stored(2), stored(3));
    expect(principals(imageRowsReducer(start, { type: 'removed', key: 'k1', mode: 'edit' }))).toEqual(['k2']);
    expect(principals(imageRowsReducer(start, { type: 'removed', key: 'k1', mode: 'add' }))).toEqual([]);
  });

  it('never remove the only row on add, but do on edit', () => {
    const start = state(stored(1, true));
    expect(imageRowsReducer(start, { type: 'removed', key: 'k1', mode: 'add' }).rows).toHaveLength(1);
    expect(imageRowsReducer(start, { type: 'removed', key: 'k1', mode: 'edit' }).rows).toHaveLength(0);
  });

  it('do not queue a deletion for a row never saved', () => {
    const s = imageRowsReducer(state(stored(1, true), blankRow('nueva', false)), {
      type: 'removed',
      key: 'nueva',
      mode: 'add',
    });
    expect(s.removedIds).toEqual([]);
  });

  it('move a row to a new position, within bounds', () => {
    const start = state(stored(1, true), stored(2), stored(3));
    expect(ordens(imageRowsReducer(start, { type: 'moved', key: 'k3', to: 0 })).map(([key]) => key)).toEqual([
      'k3',
      'k1',
      'k2',
    ]);
    expect(imageRowsReducer(start, { type: 'moved', key: 'k3', to: 9 })).toBe(start);
  });

  it('read stored images in their order, one principal at least, one blank row for none', () => {
    const s = imageRowsFromStored([
      {
        id: 8,
        url: '/b',
        alt_text: null,
        orden: 2,
        es_principal: false,
        mime_type: null,
        width: null,
        height: null,
        color: null,
      },
      {
        id: 7,
        url: '/a',
        alt_text: 'A',
        orden: 1,
        es_principal: false,
        mime_type: null,
        width: null,
        height: null,
        color: null,
      },
    ]);
    expect(s.rows.map((row) => [row.id, row.es_principal, row.alt_text])).toEqual([
      [7, true, 'A'],
      [8, false, ''],
    ]);
    expect(imageRowsFromStored([]).rows).toHaveLength(1);
  });

  it('send trimmed alt text, null when empty', () => {
    const row = { ...stored(1, true), alt_text: '  ' };
    expect(imageInput(row, 0)).toMatchObject({ alt_text: null, orden: 1, url: '/uploads/1.webp' });
  });
});
