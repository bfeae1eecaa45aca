import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { BrandFilter } from './brand-filter';

describe('BrandFilter', () => {
  it('holds the Marca group in place while the counts load, then lists the brands', () => {
    const view = render(<BrandFilter counts={undefined} value="" onChange={() => undefined} />);
    const loading = screen.getByRole('group', { name: 'Marca' });
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(within(loading).queryAllByRole('checkbox')).toHaveLength(0);

    view.rerender(<BrandFilter counts={{ Giro: 2, Abus: 1 }} value="" onChange={() => undefined} />);
    expect(screen.getByRole('group', { name: 'Marca' })).not.toHaveAttribute('aria-busy');
    const brands = within(screen.getByRole('group', { name: 'Marca' }));
    expect(brands.getAllByRole('checkbox')).toHaveLength(2);
    expect(brands.getByRole('checkbox', { name: 'Abus (1)' })).toBeEnabled();
  });

  it('offers nothing when the catalogue holds no brand', () => {
    render(<BrandFilter counts={{}} value="" onChange={() => undefined} />);
    expect(screen.queryByRole('group', { name: 'Marca' })).not.toBeInTheDocument();
  });
});
