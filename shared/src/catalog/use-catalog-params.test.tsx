import { describe, expect, it } from '@jest/globals';
import { use } from 'react';
import { screen } from '@testing-library/react';
import { Link, useLocation } from '@shop/shared/router';
import { renderWithProviders } from '@shop/shared/test';
import { readCatalogQuery, toggleInList, useCatalogParams } from './use-catalog-params';

function Probe() {
  const params = useCatalogParams({ filters: ['q', 'categoria'], sorts: ['created_desc', 'nombre_asc'] });
  const { search } = useLocation();
  return (
    <>
      <output aria-label="estado">
        {JSON.stringify({ ...params.filters, page: params.page, limit: params.limit, sort: params.sort })}
      </output>
      <output aria-label="dirección">{search}</output>
      <button type="button" onClick={() => params.update({ categoria: 'mtb' })}>
        Filtrar
      </button>
      <button
        type="button"
        onClick={() => {
          params.update({ q: 'casco' });
          params.update({ categoria: 'ruta' });
        }}
      >
        Dos a la vez
      </button>
      <button type="button" onClick={() => params.update({ page: 3 })}>
        Página 3
      </button>
      <Link to={params.linkTo({ q: null, categoria: 'bmx' })}>Sólo BMX</Link>
    </>
  );
}

const never = new Promise<never>(() => undefined);

/** A part of the page that never finishes loading at the given address, so the router's move there never lands. */
function LoadsForever({ when }: { when: string }) {
  const { search } = useLocation();
  if (search.includes(when)) use(never);
  return null;
}

function state() {
  return JSON.parse(screen.getByRole('status', { name: 'estado' }).textContent ?? '{}') as Record<string, unknown>;
}

describe('useCatalogParams', () => {
  it('reads the filters from the address, with defaults for missing or invalid values', () => {
    renderWithProviders(<Probe />, { route: '/c?q=%20trail%20&page=abc&limit=500&sort=precio', path: '/c' });

    expect(state()).toEqual({ q: 'trail', categoria: '', page: 1, limit: 100, sort: 'created_desc' });
  });

  it('reads a form sent without JavaScript: repeated boxes, prices as typed, empty fields', () => {
    renderWithProviders(<Probe />, {
      route: '/c?q=&categoria=mtb&categoria=bmx,ruta&sort=nombre_asc',
      path: '/c',
    });
    expect(state()).toEqual({ q: '', categoria: 'mtb,bmx,ruta', page: 1, limit: 15, sort: 'nombre_asc' });
  });

  it.each([
    ['precio_min=9.800&precio_max=%24%201.250.000', { precio_min: '9800', precio_max: '1250000' }, {}],
    [
      'precio_min=9.80&precio_max=9.800,50',
      { precio_min: '', precio_max: '' },
      {
        precio_min: { typed: '9.80', problem: expect.stringMatching(/^No se entiende el número «9\.80»/) },
        precio_max: { typed: '9.800,50', problem: 'Ingresá el precio en pesos, sin centavos (o dejalo vacío).' },
      },
    ],
  ])('reads the prices a form sent as typed (%s) as es-AR writes them, or refuses them', (query, filters, refused) => {
    const read = readCatalogQuery(new URLSearchParams(query), { filters: ['precio_min', 'precio_max'], sorts: [] });
    expect(read.filters).toEqual(filters);
    expect(read.refused).toEqual(refused);
  });

  it('links to the address a change leads to, written as the app writes it', async () => {
    const { user } = renderWithProviders(<Probe />, {
      route: '/c?q=trail&q=&categoria=mtb&categoria=ruta&page=2',
      path: '/c',
    });
    const link = screen.getByRole('link', { name: 'Sólo BMX' });
    expect(link).toHaveAttribute('href', '/c?categoria=bmx');

    await user.click(screen.getByRole('button', { name: 'Página 3' }));
    expect(screen.getByRole('status', { name: 'dirección' })).toHaveTextContent('?q=trail&categoria=mtb%2Cruta&page=3');
  });

  it('goes back to page 1 on every filter change and keeps the other filters', async () => {
    const { user } = renderWithProviders(<Probe />, { route: '/c?q=trail&page=2', path: '/c' });
    const address = () => screen.getByRole('status', { name: 'dirección' }).textContent;

    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(address()).toBe('?q=trail&categoria=mtb');

    await user.click(screen.getByRole('button', { name: 'Página 3' }));
    expect(address()).toBe('?q=trail&categoria=mtb&page=3');
  });

  it('keeps both of two changes made before the page renders again', async () => {
    const { user } = renderWithProviders(<Probe />, { route: '/c?page=2', path: '/c' });

    await user.click(screen.getByRole('button', { name: 'Dos a la vez' }));
    expect(screen.getByRole('status', { name: 'dirección' })).toHaveTextContent('?q=casco&categoria=ruta');
  });

  it('shows a change at once, while the address it leads to is still loading', async () => {
    const { user } = renderWithProviders(
      <>
        <Probe />
        <LoadsForever when="categoria=mtb" />
      </>,
      { route: '/c?q=trail', path: '/c' },
    );

    await user.click(screen.getByRole('button', { name: 'Filtrar' }));

    expect(state()).toMatchObject({ q: 'trail', categoria: 'mtb' });
    expect(screen.getByRole('link', { name: 'Sólo BMX' })).toHaveAttribute('href', '/c?categoria=bmx');
    expect(screen.getByRole('status', { name: 'dirección' })).toHaveTextContent('?q=trail');
    expect(screen.getByRole('status', { name: 'dirección' })).not.toHaveTextContent('mtb');
  });

  it('adds and removes values of a comma-separated list', () => {
    expect(toggleInList('mtb,bmx', 'ruta')).toBe('mtb,bmx,ruta');
    expect(toggleInList('mtb,bmx', 'mtb')).toBe('bmx');
  });
});
