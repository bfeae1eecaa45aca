import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CatalogBar } from './catalog-bar';
import { CheckboxGroup } from './checkbox-group';
import { ColourFilter } from './colour-filter';
import { COLOUR_PALETTE } from '@shop/contract';
import { FilterChips } from './filter-chips';
import { activeFilterCount, FilterSheetProvider } from './filter-sheet';
import { FiltersPanel } from './filters-panel';
import { Pager } from './pager';
import { PriceFilter } from './price-filter';
import { SearchField } from './search-field';
import { SkeletonCards } from './skeleton-cards';

describe('catalogue filter pieces', () => {
  it('reports a search only once typing pauses for 400 ms', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onSearch = jest.fn();
    render(<SearchField label="Buscar" value="" onSearch={onSearch} />);

    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'trail');
    jest.advanceTimersByTime(399);
    expect(onSearch).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('trail');
    jest.useRealTimers();
  });

  it('follows the search when it changes elsewhere', () => {
    const { rerender } = render(<SearchField label="Buscar" value="trail" onSearch={() => undefined} />);
    rerender(<SearchField label="Buscar" value="" onSearch={() => undefined} />);
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

    expect(screen.getByRole('button', { name: 'Rojo' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Rojo' }));
    expect(onChange).toHaveBeenLastCalledWith('');
    await user.click(screen.getByRole('button', { name: 'Azul' }));
    expect(onChange).toHaveBeenLastCalledWith('#1d4ed8');
  });

  it('opens the filters as a sheet from the bottom bar, counts the applied ones and closes every way', async () => {
    const user = userEvent.setup({ delay: null });
    const onClear = jest.fn();
    render(
      <FilterSheetProvider activeCount={activeFilterCount({ q: 'trail', categoria: 'mtb,urbano', color: '' })}>
        <FiltersPanel onClear={onClear}>
          <p>Campos</p>
        </FiltersPanel>
        <CatalogBar total={12} />
      </FilterSheetProvider>,
    );
    const bar = screen.getByRole('region', { name: 'Filtros y resultados' });
    expect(within(bar).getByText('12 resultado(s)')).toBeInTheDocument();
    const opener = within(bar).getByRole('button', { name: 'Filtros (3)' });
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    expect(opener).toHaveAttribute('aria-controls', expect.any(String));

    await user.click(opener);
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Cerrar filtros' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Ver resultados' }));
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Cerrar filtros' }));
    expect(opener).toHaveAttribute('aria-expanded', 'false');

    await user.click(screen.getByRole('button', { name: 'Limpiar' }));
    expect(onClear).toHaveBeenCalled();
  });

  it('offers the price range, applies it together and puts a reversed range the right way round', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = jest.fn();
    render(<PriceFilter value={{ precio_min: '', precio_max: '' }} onChange={onChange} />);
    await user.type(screen.getByRole('textbox', { name: 'Desde ($)' }), '900.000');
    await user.type(screen.getByRole('textbox', { name: 'Hasta ($)' }), '$ 100000');
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Aplicar precio' }));
    expect(onChange).toHaveBeenCalledWith({ precio_min: '100000', precio_max: '900000' });
  });

  it('removes a single filter from its chip', async () => {
    const user = userEvent.setup({ delay: null });
    const onRemove = jest.fn();
    render(<FilterChips chips={[{ key: 'mtb', label: 'MTB', onRemove }]} />);
    const chips = screen.getByRole('list', { name: 'Filtros aplicados' });
    await user.click(within(chips).getByRole('button', { name: 'Quitar filtro MTB' }));
    expect(onRemove).toHaveBeenCalled();
  });

  it('pages with previous and next, disabled at the ends', async () => {
    const user = userEvent.setup({ delay: null });
    const onPage = jest.fn();
    render(<Pager page={1} totalPages={3} onPage={onPage} />);
    expect(screen.getByText('Página 1 de 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '← Anterior' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Siguiente →' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('shows six skeleton cards by default', () => {
    render(<SkeletonCards />);
    const status = screen.getByRole('status');
    expect(within(status).getByText('Cargando resultados…')).toBeInTheDocument();
    expect(within(status).getAllByRole('listitem', { hidden: true })).toHaveLength(6);
  });
});
