import { describe, expect, it } from '@jest/globals';
import type { EnquiryLine } from '@shop/shared/enquiry';
import { chatLink } from '@shop/shared/domain';
import { siteConfig } from '@shop/shared/config';
import { anEnquiryLine } from '@shop/shared/test';
import { enquiryMessage, enquiryTotal, MAX_CHAT_LINK_LENGTH } from './enquiry-message';

const trail = anEnquiryLine({ cantidad: 2 });
const helmet: EnquiryLine = {
  type: 'accesorio',
  id: 7,
  nombre: 'Casco Urbano',
  precio: 30_000,
  descuento_efectivo: 5,
  cantidad: 1,
  disponibilidad: 'En stock',
};
const lock: EnquiryLine = { type: 'accesorio', id: 9, nombre: 'Candado', precio: null, cantidad: 1 };

describe('the enquiry message', () => {
  it('has a line per item with its choice, availability, quantity and prices, then the total', () => {
    expect(enquiryMessage([trail, helmet])).toBe(
      [
        'Hola! Quiero consultar por estos productos:',
        `- 2 × Bicicleta "Trail Andino", color Rojo, talle M: $ 1.200.000 c/u ($ 1.080.000 en efectivo o transferencia). ${siteConfig.siteUrl}/bici/15-trail-andino`,
        `- 1 × Accesorio "Casco Urbano", figura "En stock": $ 30.000 ($ 28.500 en efectivo o transferencia). ${siteConfig.siteUrl}/accesorio/7-casco-urbano`,
        'Total: $ 2.430.000',
      ].join('\n'),
    );
  });

  it('says which items the total leaves out', () => {
    expect(enquiryTotal([helmet, lock])).toBe(30_000);
    expect(enquiryMessage([helmet, lock])).toContain('- 1 × Accesorio "Candado": consultar precio.');
    expect(enquiryMessage([{ ...helmet, descuento_efectivo: 0 }])).toContain('": $ 30.000. ');
    expect(enquiryMessage([helmet, lock])).toMatch(/Total: \$ 30\.000 \(sin los productos a consultar precio\)$/);
    expect(enquiryTotal([lock])).toBeNull();
    expect(enquiryMessage([lock])).not.toContain('Total');
  });

  it('shortens the links of a long list, never leaving an item out', () => {
    const many = Array.from({ length: 14 }, (_, index) => ({
      ...helmet,
      id: 100 + index,
      nombre: `Casco urbano con luz trasera recargable modelo ${index}`,
    }));
    const message = enquiryMessage(many);

    expect(chatLink(message).length).toBeLessThanOrEqual(MAX_CHAT_LINK_LENGTH);
    expect(message).toContain(`${siteConfig.siteUrl}/accesorio/100\n-`);
    expect(message).not.toContain('/accesorio/100-');
    for (const line of many) expect(message).toContain(line.nombre);
  });

  it('leaves the links out when even short ones would not fit', () => {
    const many = Array.from({ length: 30 }, (_, index) => ({
      ...trail,
      id: 100 + index,
      nombre: `Bicicleta de montaña rodado 29 edición especial número ${index}`,
    }));
    const message = enquiryMessage(many);

    expect(message).not.toContain(siteConfig.siteUrl);
    for (const line of many) expect(message).toContain(line.nombre);
  });
});
