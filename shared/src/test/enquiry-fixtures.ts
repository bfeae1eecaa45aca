import type { EnquiryLine } from '@shop/shared/enquiry';

/** A line of 'Mi consulta': a Trail Andino in red, talle M, unless `overrides` says otherwise. */
export function anEnquiryLine(overrides: Partial<EnquiryLine> = {}): EnquiryLine {
  return {
    type: 'bicicleta',
    id: 15,
    nombre: 'Trail Andino',
    precio: 1_200_000,
    color: 'Rojo',
    talle: 'M',
    cantidad: 1,
    ...overrides,
  };
}
