import { describe, expect, it, jest } from '@jest/globals';
import { act, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { CatalogBar } from './catalog-bar';
import { CheckboxGroup } from './checkbox-group';
import { ColourFilter } from './colour-filter';
import { COLOUR_PALETTE } from '@shop/contract';
import { FilterChips } from './filter-chips';
import { activeFilterCount, FilterSheetProvider } from './filter-sheet';
import { FiltersPanel } from './filters-panel';
import { fieldText } from './form-field-text';
import { Pager } from './pager';
import { nextCatalogAddress } from './catalog-query-writer';
import { PriceFilter, priceRange } from './price-filter';
import { SearchField } from './search-field';
import { SkeletonCards } from './skeleton-cards';
import { renderWithProviders } from '@shop/shared/test';

describe('catalogue filter pieces', () => {
  it('reports a search only once typing pauses for 400 ms', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onSearch = jest.fn();
    render(<SearchField label="Buscar" name="q" value="" onSearch={onSearch} />);

    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'trail');
    jest.advanceTimersByTime(399);
    expect(onSearch).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('trail');
    jest.useRealTimers();
  });

  it('searches for what was typed before hydration', async () => {
    jest.useFakeTimers();
    const onSearch = jest.fn();
    const field = <SearchField label="Buscar" name="q" value="" onSearch={onSearch} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(field);
    document.body.append(container);
    // Typed: the field's own value, not its attribute.
    Object.assign(within(container).getByRole('searchbox', { name: 'Buscar' }), { value: 'trail' });

    const root = await act(async () => hydrateRoot(container, field));
    act(() => jest.advanceTimersByTime(400));
    expect(onSearch).toHaveBeenCalledWith('trail');
    expect(within(container).getByRole('searchbox', { name: 'Buscar' })).toHaveValue('trail');
    jest.useRealTimers();
    act(() => root.unmount());
    container.remove();
  });

  it('follows the search when it changes elsewhere', () => {
    const { rerender } = render(<SearchField label="Buscar" name="q" value="trail" onSearch={() => undefined} />);
    rerender(<SearchField label="Buscar" name="q" value="" onSearch={() => undefined} />);
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('');
  });

  it('toggles categories and clears the colour when it is chosen again', async () => {
    const user = userEvent.setup({ delay: null });
    const onToggle = jest.fn();
    const onChange = jest.fn();
    render(
      <>
        <CheckboxGroup
          legend="Categorías"
          name="categoria"
          options={[
            { value: 'mtb', label: 'MTB' },
            { value: 'bmx', label: 'BMX' },
          ]}
          selected={['bmx']}
          onToggle={onToggle}
        />
        <ColourFilter legend="Color" palette={COLOUR_PALETTE} value="#ef4444" onChange={onChange} />
      </>,
    );
    expect(screen.getByRole('checkbox', { name: 'BMX' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'MTB' }));
    expect(onToggle).toHaveBeenCalledWith('mtb');

    expect(screen.getByRole('radio', { name: 'Rojo' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Rojo' }));
    expect(onChange).toHaveBeenLastCalledWith('');
    await user.click(screen.getByRole('radio', { name: 'Azul' }));
    expect(onChange).toHaveBeenLastCalledWith('#1d4ed8');
  });

  it('opens the filters as a native popover from the bottom bar, the search and the sort staying outside it', async () => {
    const { user, router } = renderWithProviders(
      <FilterSheetProvider activeCount={activeFilterCount({ q: 'trail', categoria: 'mtb,urbano', color: '' })}>
        <FiltersPanel
          onSubmit={() => undefined}
          search={<SearchField label="Buscar" name="q" value="" onSearch={() => undefined} />}
          sort={<p>Orden</p>}
        >
          <p>Campos</p>
        </FiltersPanel>
        <CatalogBar total={12} />
      </FilterSheetProvider>,
      { route: '/catalogo?categoria=mtb', path: '/catalogo' },
    );
    const bar = screen.getByRole('region', { name: 'Filtros y resultados' });
    expect(within(bar).getByText('12 resultado(s)')).toBeInTheDocument();
    const opener = within(bar).getByRole('button', { name: 'Filtros (3)' });
    // The browser opens it (popovertarget): before hydration and without JavaScript alike.
    const sheetId = opener.getAttribute('popovertarget') ?? '';
    const sheet = document.getElementById(sheetId);
    expect(sheet).toHaveAttribute('popover', 'auto');
    expect(opener).toHaveAttribute('aria-controls', sheetId);
    expect(sheet).toContainElement(screen.getByText('Campos'));
    expect(sheet).not.toContainElement(screen.getByRole('searchbox', { name: 'Buscar' }));
    expect(sheet).not.toContainElement(screen.getByText('Orden'));
    for (const name of ['Ver resultados', 'Cerrar filtros']) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('popovertarget', sheetId);
      expect(screen.getByRole('button', { name })).toHaveAttribute('popovertargetaction', 'hide');
    }

    // Opened, the sheet takes focus to its close button (the browser gives it back to 'Filtros' on closing).
    act(() => {
      sheet?.dispatchEvent(Object.assign(new Event('toggle'), { newState: 'open', oldState: 'closed' }));
    });
    expect(screen.getByRole('button', { name: 'Cerrar filtros' })).toHaveFocus();

    const clear = screen.getByRole('link', { name: 'Limpiar' });
    expect(clear).toHaveAttribute('href', '/catalogo');
    await user.click(clear);
    expect(router.state.location.search).toBe('');
  });

  it('is a GET form to the catalogue that sends every filter, with a button for browsers without scripts', async () => {
    const onSubmit = jest.fn<(form: HTMLFormElement) => void>();
    const { user } = renderWithProviders(
      <FiltersPanel
        onSubmit={onSubmit}
        search={<SearchField label="Buscar" name="q" value="" onSearch={() => undefined} />}
        sort={null}
      >
        <CheckboxGroup
          legend="Categorías"
          name="categoria"
          options={[
            { value: 'mtb', label: 'MTB' },
            { value: 'bmx', label: 'BMX' },
          ]}
          selected={['mtb', 'bmx']}
          onToggle={() => undefined}
        />
        <ColourFilter legend="Color" palette={COLOUR_PALETTE} value="#ef4444" onChange={() => undefined} />
        <PriceFilter value={{ precio_min: '', precio_max: '' }} />
      </FiltersPanel>,
      { route: '/catalogo', path: '/catalogo' },
    );
    const form = screen.getByRole('checkbox', { name: 'MTB' }).closest('form');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/catalogo');
    expect(form).toHaveAttribute('data-navigate-on-change');
    expect(screen.getByRole('button', { name: 'Aplicar filtros' })).toHaveAttribute('type', 'submit');

    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveAttribute('name', 'q');
    expect(screen.getByRole('checkbox', { name: 'BMX' })).toHaveAttribute('name', 'categoria');
    expect(screen.getByRole('checkbox', { name: 'BMX' })).toHaveAttribute('value', 'bmx');
    expect(screen.getByRole('radio', { name: 'Rojo' })).toHaveAttribute('name', 'color');
    expect(screen.getByRole('radio', { name: 'Rojo' })).toHaveAttribute('value', '#ef4444');
    expect(screen.getByRole('textbox', { name: 'Hasta ($)' })).toHaveAttribute('name', 'precio_max');

    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'trail');
    await user.type(screen.getByRole('textbox', { name: 'Desde ($)' }), '900.000{Enter}');
    const sent = onSubmit.mock.calls[0]?.[0];
    expect(sent && [fieldText(sent, 'q'), priceRange(sent)]).toEqual([
      'trail',
      { precio_min: '900.000', precio_max: '' },
    ]);
  });

  it('applies the price range together and puts a reversed range the right way round', async () => {
    const onSubmit = jest.fn<(form: HTMLFormElement) => void>();
    const { user } = renderWithProviders(
      <FiltersPanel onSubmit={onSubmit} search={null} sort={null}>
        <PriceFilter value={{ precio_min: '', precio_max: '' }} />
      </FiltersPanel>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Desde ($)' }), '900.000');
    await user.type(screen.getByRole('textbox', { name: 'Hasta ($)' }), '$ 100000');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Aplicar precio' }));
    const sent = onSubmit.mock.calls[0]?.[0];
    expect(sent && nextCatalogAddress('/', new URLSearchParams(), { ...priceRange(sent) })).toBe(
      '/?precio_min=100000&precio_max=900000',
    );
  });

  it('removes a single filter with a link from its chip, and a chosen item with a button', async () => {
    const user = userEvent.setup({ delay: null });
    const onRemove = jest.fn();
    renderWithProviders(
      <>
        <FilterChips chips={[{ key: 'mtb', label: 'MTB', to: '/catalogo?categoria=bmx' }]} />
        <FilterChips label="Elegidas" chips={[{ key: '1', label: 'Bici 1', removeLabel: 'Quitar Bici 1', onRemove }]} />
      </>,
    );
    const chips = screen.getByRole('list', { name: 'Filtros aplicados' });
    expect(within(chips).getByRole('link', { name: 'Quitar filtro MTB' })).toHaveAttribute(
      'href',
      '/catalogo?categoria=bmx',
    );
    await user.click(
      within(screen.getByRole('list', { name: 'Elegidas' })).getByRole('button', { name: 'Quitar Bici 1' }),
    );
    expect(onRemove).toHaveBeenCalled();
  });

  it('pages with links to the previous and next page, none past the ends', () => {
    renderWithProviders(<Pager page={1} totalPages={3} pageLink={(page) => `/catalogo?page=${page}`} />);
    expect(screen.getByText('Página 1 de 3')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '← Anterior' })).not.toBeInTheDocument();
    expect(screen.getByText('← Anterior')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('link', { name: 'Siguiente →' })).toHaveAttribute('href', '/catalogo?page=2');
  });

  it('shows six skeleton cards by default', () => {
    render(<SkeletonCards />);
    const status = screen.getByRole('status');
    expect(within(status).getByText('Cargando resultados…')).toBeInTheDocument();
    expect(within(status).getAllByRole('listitem', { hidden: true })).toHaveLength(6);
  });
});
