import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { anEnquiryLine, hydrateWithProviders, renderWithProviders } from '@shop/shared/test';
import { AddToEnquiry } from './add-to-enquiry';
import { selectEnquiryLines } from './enquiry-slice';

const { cantidad: _quantity, ...line } = anEnquiryLine();
const { color: _colour, ...lineWithoutColour } = line;
const COLOUR_NEEDED = 'Elegí un color antes de agregarla a tu consulta.';

/** A page whose product needs a colour before it goes into the enquiry. */
function ColourFirst() {
  const [colour, setColour] = useState<string | null>(null);
  return (
    <>
      <button type="button" onClick={() => setColour('Rojo')}>
        Rojo
      </button>
      <AddToEnquiry
        line={colour ? { ...lineWithoutColour, color: colour } : lineWithoutColour}
        missingChoice={colour ? undefined : COLOUR_NEEDED}
      />
    </>
  );
}

describe('AddToEnquiry', () => {
  it('adds the product with its choice and the quantity typed, and leads to the list', async () => {
    const { user, store } = renderWithProviders(<AddToEnquiry line={line} />);

    await user.clear(screen.getByLabelText('Cantidad'));
    await user.type(screen.getByLabelText('Cantidad'), '3');
    await user.click(screen.getByRole('button', { name: 'Agregar a mi consulta' }));

    expect(selectEnquiryLines(store.getState())).toEqual([{ ...line, cantidad: 3 }]);
    expect(screen.getByRole('status')).toHaveTextContent('Agregado a tu consulta.');
    expect(screen.getByRole('link', { name: 'Ver mi consulta' })).toHaveAttribute('href', '/mi-consulta');
  });

  it('says what is missing and adds nothing until the choice is made', async () => {
    const { user, store } = renderWithProviders(<ColourFirst />);
    const add = screen.getByRole('button', { name: 'Agregar a mi consulta' });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    await user.click(add);

    expect(selectEnquiryLines(store.getState())).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent(COLOUR_NEEDED);
    expect(add).toHaveAccessibleDescription(COLOUR_NEEDED);

    await user.click(screen.getByRole('button', { name: 'Rojo' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await user.click(add);
    expect(selectEnquiryLines(store.getState())).toEqual([{ ...lineWithoutColour, color: 'Rojo', cantidad: 1 }]);
  });

  it('reads a quantity typed before the page came alive', async () => {
    const { user, store } = await hydrateWithProviders(<AddToEnquiry line={line} />, async (early) => {
      await early.clear(screen.getByLabelText('Cantidad'));
      await early.type(screen.getByLabelText('Cantidad'), '2');
    });

    await user.click(screen.getByRole('button', { name: 'Agregar a mi consulta' }));

    expect(selectEnquiryLines(store.getState())[0]?.cantidad).toBe(2);
  });
});
