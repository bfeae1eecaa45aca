import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { siteConfig } from '@shop/shared/config';
import { categoryCrumb, productCard, productChatMessage, productPath, type ProductKind } from './product-kind';

const KIND: ProductKind = {
  type: 'accesorio',
  cataloguePath: '/catalogo-accesorios',
  section: { label: 'Accesorios', to: '/accesorios' },
  chatSubject: 'el accesorio',
  categoryParam: (categoria) => categoria.toUpperCase(),
};

describe('product kind', () => {
  it('builds the canonical path from the id and the name', () => {
    expect(productPath(KIND, { id: 7, nombre: 'Puños lock-on' })).toBe('/accesorio/7-punos-lock-on');
  });

  it('links the category crumb to the catalogue, in the form the kind gives it', () => {
    expect(categoryCrumb(KIND, 'cadena / linga / candado')).toEqual({
      label: 'CADENA / LINGA / CANDADO',
      to: '/catalogo-accesorios?categoria=CADENA%20%2F%20LINGA%20%2F%20CANDADO',
    });
  });

  it("writes the chat message with the name in quotes, or 'sin nombre'", () => {
    expect(productChatMessage(KIND, { id: 7, nombre: ' Timbre ' })).toBe(
      `Hola! Quiero consultar por el accesorio "Timbre". ${siteConfig.siteUrl}/accesorio/7-timbre`,
    );
    expect(productChatMessage(KIND, { id: 8, nombre: '' })).toBe(
      `Hola! Quiero consultar por el accesorio sin nombre. ${siteConfig.siteUrl}/accesorio/8`,
    );
  });

  it('makes a card that opens the product with the way back, with its price or Consultá precio and its availability', () => {
    const item = { id: 3, nombre: 'Luz trasera', categoria: 'luces', imagen_principal: null, precio: 1250000 };
    const card = productCard(KIND, item, '/catalogo-accesorios?q=luz', { estado: 'a_pedido', dias: 10 });
    expect(card).toEqual({
      href: '/accesorio/3-luz-trasera?back=%2Fcatalogo-accesorios%3Fq%3Dluz',
      name: 'Luz trasera',
      category: 'luces',
      instalments: '12 cuotas sin interés de $ 104.167 (la última de $ 104.163)',
      image: null,
      price: '$ 1.250.000',
      sale: null,
      taxNote: 'Precio sin impuestos nacionales: $ 1.033.058',
      cashPrice: '$ 1.125.000 en efectivo o transferencia',
      action: expect.anything(),
    });
    expect(productCard(KIND, { ...item, descuento_efectivo: 15 }, '/', null).cashPrice).toBe(
      '$ 1.062.500 en efectivo o transferencia',
    );
    expect(productCard(KIND, { ...item, descuento_efectivo: 0 }, '/', null).cashPrice).toBeNull();
    render(card.action as ReactElement);
    expect(screen.getByText('A pedido (10 días)')).toBeInTheDocument();

    const unpriced = productCard(KIND, { ...item, precio: null }, '/', null);
    expect(unpriced.price).toBe('Consultá precio');
    expect(unpriced.taxNote).toBeNull();
    expect(unpriced.cashPrice).toBeNull();
    render(unpriced.action as ReactElement);
    expect(screen.getByText('Consultá disponibilidad')).toBeInTheDocument();
    expect(productCard(KIND, { ...item, precio: 0 }, '/', null).price).toBe('$ 0');
  });

  it('a card and the chat message of a product on sale follow the sale price; ended, the price', () => {
    const item = { id: 3, nombre: 'Luz', categoria: 'luces', imagen_principal: null, precio: 100000 };
    const onSale = { ...item, precio_oferta: 85000, oferta_desde: null, oferta_hasta: '2099-12-31' };
    expect(productCard(KIND, onSale, '/', null)).toMatchObject({
      price: '$ 85.000',
      sale: { formerPrice: '$ 100.000', percentOff: '15 % OFF', until: 'Oferta hasta el 31/12/2099' },
      taxNote: 'Precio sin impuestos nacionales: $ 70.248',
      cashPrice: '$ 76.500 en efectivo o transferencia',
      instalments: '12 cuotas sin interés de $ 7.083 (la última de $ 7.087)',
    });
    expect(productChatMessage(KIND, onSale)).toContain(', a $ 76.500 en efectivo o transferencia.');
    const ended = { ...onSale, oferta_hasta: '2020-01-31' };
    expect(productCard(KIND, ended, '/', null)).toMatchObject({ price: '$ 100.000', sale: null });
    expect(productChatMessage(KIND, ended)).toContain(', a $ 90.000 en efectivo o transferencia.');
  });

  it('puts the chosen details right after the name in the chat message', () => {
    expect(productChatMessage(KIND, { id: 7, nombre: 'Timbre' }, { words: ' en color Rojo' })).toBe(
      `Hola! Quiero consultar por el accesorio "Timbre" en color Rojo. ${siteConfig.siteUrl}/accesorio/7-timbre`,
    );
  });

  it('names the availability the page shows, and nothing of it without data; the link carries the choice', () => {
    const timbre = { id: 7, nombre: 'Timbre' };
    expect(productChatMessage(KIND, timbre, { availability: { estado: 'pocas_unidades', dias: null } })).toBe(
      `Hola! Quiero consultar por el accesorio "Timbre", que figura "Pocas unidades". ${siteConfig.siteUrl}/accesorio/7-timbre`,
    );
    expect(productChatMessage(KIND, timbre, { availability: null, search: '?color=rojo' })).toBe(
      `Hola! Quiero consultar por el accesorio "Timbre". ${siteConfig.siteUrl}/accesorio/7-timbre?color=rojo`,
    );
  });

  it('gives the price in cash or by transfer after what the page shows, the own discount or the site’s', () => {
    const link = `${siteConfig.siteUrl}/accesorio/7-timbre`;
    const timbre = { id: 7, nombre: 'Timbre', precio: 18500, descuento_efectivo: null };
    expect(productChatMessage(KIND, timbre, { availability: { estado: 'en_stock', dias: null } })).toBe(
      `Hola! Quiero consultar por el accesorio "Timbre", que figura "En stock", a $ 16.650 en efectivo o transferencia. ${link}`,
    );
    expect(productChatMessage(KIND, { ...timbre, descuento_efectivo: 5 })).toBe(
      `Hola! Quiero consultar por el accesorio "Timbre", a $ 17.575 en efectivo o transferencia. ${link}`,
    );
    expect(productChatMessage(KIND, { ...timbre, descuento_efectivo: 0 })).toBe(
      `Hola! Quiero consultar por el accesorio "Timbre". ${link}`,
    );
    expect(productChatMessage(KIND, { ...timbre, precio: null })).toBe(
      `Hola! Quiero consultar por el accesorio "Timbre". ${link}`,
    );
  });
});
