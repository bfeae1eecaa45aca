import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { useRef } from 'react';
import { renderWithProviders } from '@shop/shared/test';
import { ProductCard } from '@shop/shared/ui';
import { InstalmentPlans } from './instalment-plans';
import { productCard, type ProductKind } from './product-kind';
import { PurchaseInfo } from './payment-methods';
import { SheetLink, SpecSheet } from './spec-sheet';

function Sheet({ rows }: { rows: { label: string; value: string | null }[] }) {
  const sheet = useRef<HTMLElement>(null);
  return (
    <>
      <SheetLink label="VER FICHA / MEDIDAS" target={sheet} />
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

    // A link to the sheet, which leads there without JavaScript too.
    const toSheet = screen.getByRole('link', { name: 'VER FICHA / MEDIDAS' });
    expect(toSheet).toHaveAttribute('href', `#${sheet.id}`);
    await user.click(toSheet);
    expect(sheet).toHaveFocus();
  });

  it('says so when no field is filled', () => {
    renderWithProviders(<Sheet rows={[{ label: 'Talle', value: null }]} />);
    expect(screen.getByText('Sin especificaciones cargadas.')).toBeInTheDocument();
  });

  it('shows the delivery note and the payment methods in a native disclosure, which opens with or without scripts', async () => {
    const { user } = renderWithProviders(<PurchaseInfo />);
    expect(screen.getByText('Consultá opciones de envío o retiro en tienda.')).toBeInTheDocument();
    const payments = screen.getByRole('heading', { level: 2, name: 'Medios de pago' }).closest('details');
    if (!payments) throw new Error('Los medios de pago no están en un <details>');
    expect(payments).not.toHaveAttribute('open');
    await user.click(within(payments).getByText('Medios de pago'));
    expect(payments).toHaveAttribute('open');
    const methods = within(payments)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(methods).toEqual(['Efectivo', 'Transferencia', 'Mercado Pago', 'Crédito', 'Débito', 'Cuotas sin interés']);
  });
});

describe('InstalmentPlans', () => {
  it('lists every plan the price reaches, with the last instalment and the surcharged total', () => {
    renderWithProviders(<InstalmentPlans price={899000} />);
    const plans = within(screen.getByRole('list', { name: 'Cuotas' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(plans).toEqual([
      '3 cuotas sin interés de $ 299.667 (la última de $ 299.666)',
      '6 cuotas sin interés de $ 149.833 (la última de $ 149.835)',
      '12 cuotas sin interés de $ 74.917 (la última de $ 74.913)',
      '18 cuotas de $ 62.431 con 25 % de recargo (la última de $ 62.423); total $ 1.123.750',
    ]);
  });

  it("words the card's plan as the detail does, its instalments adding up to the price", () => {
    const kind: ProductKind = {
      type: 'bicicleta',
      cataloguePath: '/catalogo-bicicletas',
      section: { label: 'Bicicletas', to: '/bicicletas' },
      chatSubject: 'la bicicleta',
      categoryParam: (categoria) => categoria,
    };
    const item = { id: 1, nombre: 'Trail', categoria: 'mtb', imagen_principal: null, precio: 1250000 };
    renderWithProviders(
      <>
        <ProductCard {...productCard(kind, item, '/', null)} />
        <InstalmentPlans price={item.precio} />
      </>,
    );
    const twelve = '12 cuotas sin interés de $ 104.167 (la última de $ 104.163)';
    expect(within(screen.getByRole('article')).getByText(twelve)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Cuotas' })).getByText(twelve)).toBeInTheDocument();
    expect(104167 * 11 + 104163).toBe(item.precio);
  });

  it('leaves out a plan below its minimum price, and shows nothing without a price', () => {
    const { unmount } = renderWithProviders(<InstalmentPlans price={90000} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '3 cuotas sin interés de $ 30.000',
      '6 cuotas sin interés de $ 15.000',
      '12 cuotas sin interés de $ 7.500',
    ]);
    unmount();
    renderWithProviders(<InstalmentPlans price={null} />);
    expect(screen.queryByRole('list', { name: 'Cuotas' })).not.toBeInTheDocument();
  });
});
