import { describe, expect, it } from '@jest/globals';
import { catalogListArgs } from './catalog-list-args';
import { readCatalogQuery } from './use-catalog-params';

describe('catalogListArgs', () => {
  it("sends the address as the contract's list query: typed values, empty filters left out, one clamp of limit", () => {
    const read = readCatalogQuery(
      new URLSearchParams(
        'q=casco&marca=Sigma,&precio_min=9.800&visible=true&destacado=&disponible=1&limit=500&sort=x',
      ),
      {
        filters: ['q', 'marca', 'color', 'precio_min', 'precio_max', 'visible', 'destacado', 'disponible'],
        sorts: ['precio_asc'],
      },
    );
    expect(catalogListArgs(read)).toEqual({
      q: 'casco',
      marca: 'Sigma',
      precio_min: 9800,
      visible: true,
      disponible: 1,
      sort: 'precio_asc',
      page: 1,
      limit: 100,
    });
  });
});
