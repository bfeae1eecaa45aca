import { fieldOfServerError, withFieldLabel } from './server-field-error';

describe('server field errors', () => {
  it.each([
    ['Datos inválidos en el cuerpo (dim_largo_mm).', 'dim_largo_mm'],
    ['Falta el campo obligatorio: nombre', 'nombre'],
    ['Color inválido en color2: usá un valor hexadecimal como #1d4ed8.', 'color2'],
    ['Bicicleta no encontrada', null],
  ])('finds the field %p names', (message, field) => {
    expect(fieldOfServerError(message)).toBe(field);
  });

  it('speaks of the label, never the column', () => {
    expect(withFieldLabel('Datos inválidos en el cuerpo (dim_largo_mm).', 'dim_largo_mm', 'Largo (mm)')).toBe(
      'Largo (mm): Datos inválidos en el cuerpo.',
    );
    expect(
      withFieldLabel('Color inválido en color2: usá un valor hexadecimal como #1d4ed8.', 'color2', 'Color 2'),
    ).not.toMatch(/color2/);
  });
});
