import { describe, expect, it } from '@jest/globals';
import { formatPrice } from '@shop/shared/domain';
import { detailHref, distinctOthers, nonEmptyRows, orderImages } from './catalog-format';

describe('formatPrice', () => {
  it('writes amounts the Argentine way, after a dollar sign', () => {
    expect(formatPrice(15000)).toBe('$ 15.000');
    expect(formatPrice(1234.5)).toBe('$ 1.234,5');
  });
});

describe('nonEmptyRows', () => {
  it('leaves out empty, blank and missing values and trims the rest', () => {
    expect(
      nonEmptyRows([
        { label: 'Talle', value: ' M ' },
        { label: 'Cuadro', value: '' },
        { label: 'Stem', value: '   ' },
        { label: 'Manillar', value: null },
        { label: 'Peso', value: 0 },
        { label: 'Horquilla', value: undefined },
      ]),
    ).toEqual([
      { label: 'Talle', value: 'M' },
      { label: 'Peso', value: '0' },
    ]);
  });
});

describe('orderImages', () => {
  it('puts the main image first, then by orden, those without orden last', () => {
    const images = [
      { id: 1, es_principal: false, orden: null },
      { id: 2, es_principal: false, orden: 3 },
      { id: 3, es_principal: true, orden: 5 },
      { id: 4, es_principal: false, orden: 1 },
    ];
    expect(orderImages(images).map((image) => image.id)).toEqual([3, 4, 2, 1]);
  });
});

describe('distinctOthers', () => {
  it('drops the current item and repeated ids, keeping the order', () => {
    const items = [{ id: 4 }, { id: 7 }, { id: 4 }, { id: 9 }, { id: 7 }];
    expect(distinctOthers(items, 9)).toEqual([{ id: 4 }, { id: 7 }]);
  });
});

describe('detailHref', () => {
  it('carries the page to go back to, encoded', () => {
    expect(detailHref('/bici/12-trail', '/catalogo-bicicletas?categoria=mtb&page=2')).toBe(
      '/bici/12-trail?back=%2Fcatalogo-bicicletas%3Fcategoria%3Dmtb%26page%3D2',
    );
  });

  it('never nests: a product page linking another passes on itself without its own way back', () => {
    const first = detailHref('/bici/12-trail', '/catalogo-bicicletas?page=2');
    const second = detailHref('/bici/13-ruta', `${first}&color=Rojo`);
    expect(second).toBe('/bici/13-ruta?back=%2Fbici%2F12-trail%3Fcolor%3DRojo');
    const third = detailHref('/accesorio/7-casco', second);
    expect(third).toBe('/accesorio/7-casco?back=%2Fbici%2F13-ruta');
    expect(new URLSearchParams(third.split('?')[1]).getAll('back')).toEqual(['/bici/13-ruta']);
  });
});
