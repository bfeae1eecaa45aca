import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { useRef } from 'react';
import { renderWithProviders } from '@shop/shared/test';
import { PurchaseInfo } from './payment-methods';
import { SheetButton, SpecSheet } from './spec-sheet';

function Sheet({ rows }: { rows: { label: string; value: string | null }[] }) {
  const sheet = useRef<HTMLElement>(null);
  return (
    <>
      <SheetButton label="VER FICHA / MEDIDAS" target={sheet} />
      <SpecSheet ref={sheet} title="Equipamiento / Ficha técnica" rows={rows} />
    </>
  );
}

describe('detail page pieces', () => {
  it('lists only the filled fields of the sheet and takes the reader there', async () => {
    const { user } = renderWithProviders(
      <Sheet
        rows={[
          { label: 'Talle', value: 'M' },
          { label: 'Stem', value: ' ' },
        ]}
      />,
    );
    const sheet = screen.getByRole('region', { name: 'Equipamiento / Ficha técnica' });
    expect(within(sheet).getByText('Talle')).toBeInTheDocument();
    expect(within(sheet).queryByText('Stem')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'VER FICHA / MEDIDAS' }));
    expect(sheet).toHaveFocus();
  });

  it('says so when no field is filled', () => {
    renderWithProviders(<Sheet rows={[{ label: 'Talle', value: null }]} />);
    expect(screen.getByText('Sin especificaciones cargadas.')).toBeInTheDocument();
  });

  it('shows the delivery note and the payment methods behind a toggle', async () => {
    const { user } = renderWithProviders(<PurchaseInfo />);
    expect(screen.getByText('Consultá opciones de envío o retiro en tienda.')).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Medios de pago' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const methods = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(methods).toEqual(['Efectivo', 'Transferencia', 'Mercado Pago', 'Crédito', 'Débito', 'Cuotas sin interés']);
  });
});
