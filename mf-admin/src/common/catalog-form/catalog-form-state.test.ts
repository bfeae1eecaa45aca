import { describe, expect, it } from '@jest/globals';
import { initialImageRows } from '../image-manager/image-rows';
import type { BaseValues } from './catalog-form-kind';
import { catalogFormReducer, initialCatalogFormState, type CatalogFormState } from './catalog-form-state';

const opened: BaseValues = {
  nombre: 'Rodado 29',
  detalle: '',
  categoria: 'mtb',
  marca: 'Venzo',
  modelo: '',
  origen_pais: '',
  visible: true,
  destacado: false,
  descuento_efectivo: '',
};

function openedForm(): CatalogFormState<BaseValues> {
  return initialCatalogFormState({ values: opened, images: initialImageRows(), id: 7, etag: '"v1"' });
}

describe('catalogue form state', () => {
  it('clears a field’s message when the field changes', () => {
    const failed = catalogFormReducer(openedForm(), { type: 'checked', errors: { nombre: 'Falta el nombre' } });
    const typed = catalogFormReducer(failed, { type: 'valueSet', name: 'nombre', value: 'Rodado 26' });
    expect(typed.values.nombre).toBe('Rodado 26');
    expect(typed.errors.nombre).toBeUndefined();
  });

  it('counts a failed check as an attempt and starts saving only when nothing failed', () => {
    const failed = catalogFormReducer(openedForm(), { type: 'checked', errors: { nombre: 'Falta el nombre' } });
    expect(failed).toMatchObject({ attempts: 1, saving: false });
    const passed = catalogFormReducer(openedForm(), { type: 'checked', errors: {} });
    expect(passed).toMatchObject({ attempts: 0, saving: true });
    expect(catalogFormReducer(passed, { type: 'finished' })).toMatchObject({ attempts: 1, saving: false });
  });

  it('discards back to the last save, not to how the screen opened', () => {
    const edited = catalogFormReducer(openedForm(), { type: 'valueSet', name: 'marca', value: 'Olmo' });
    const saved = catalogFormReducer(edited, {
      type: 'saved',
      stored: { values: edited.values, images: edited.images },
    });
    const editedAgain = catalogFormReducer(saved, { type: 'valueSet', name: 'marca', value: 'Trek' });
    expect(catalogFormReducer(editedAgain, { type: 'discarded' }).values.marca).toBe('Olmo');
  });

  it('forgets the saved item’s id and version when another is loaded', () => {
    const another = { ...opened, nombre: '' };
    const next = catalogFormReducer(openedForm(), {
      type: 'anotherLoaded',
      values: another,
      images: initialImageRows(),
    });
    expect(next).toMatchObject({ itemId: null, etag: null, values: another, stored: { values: another } });
  });
});
