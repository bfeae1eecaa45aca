import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { siteConfig } from '@shop/shared/config';
import { hydrateWithProviders, renderWithProviders } from '@shop/shared/test';
import { ContactPage } from './contact-page';

function openedMessage(open: jest.SpiedFunction<typeof window.open>): string | null {
  const [url, target, features] = open.mock.calls[0] ?? [];
  expect(target).toBe('_blank');
  expect(features).toBe('noopener');
  const link = new URL(String(url));
  expect(link.origin + link.pathname).toBe(`https://wa.me/${siteConfig.whatsappNumber}`);
  return link.searchParams.get('text');
}

describe('ContactPage', () => {
  let open: jest.SpiedFunction<typeof window.open>;

  beforeEach(() => {
    open = jest.spyOn(window, 'open').mockImplementation(() => null);
  });

  afterEach(() => {
    open.mockRestore();
  });

  it('opens the chat with a message made of the filled fields only', async () => {
    const { user } = renderWithProviders(<ContactPage />);

    await user.type(screen.getByLabelText('Nombre'), 'Ana');
    await user.type(screen.getByLabelText('Mensaje'), '¿Tienen cascos talle M?');
    await user.click(screen.getByRole('button', { name: /Enviar por WhatsApp/ }));

    expect(openedMessage(open)).toBe('Hola! Les escribo desde la web.\nNombre: Ana\nMensaje: ¿Tienen cascos talle M?');
  });

  it('puts in the message what was typed before hydration, the name first', async () => {
    const { user, hydrationErrors } = await hydrateWithProviders(<ContactPage />, async (visitor) => {
      await visitor.type(screen.getByLabelText('Nombre'), 'Ana');
      await visitor.type(screen.getByLabelText('Mensaje'), '¿Tienen cascos talle M?');
    });

    await user.click(screen.getByRole('button', { name: /Enviar por WhatsApp/ }));

    expect(openedMessage(open)).toBe('Hola! Les escribo desde la web.\nNombre: Ana\nMensaje: ¿Tienen cascos talle M?');
    expect(hydrationErrors).toEqual([]);
  });

  it('includes email and phone when given', async () => {
    const { user } = renderWithProviders(<ContactPage />);

    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Teléfono'), '11 5555-5555');
    await user.click(screen.getByRole('button', { name: /Enviar por WhatsApp/ }));

    expect(openedMessage(open)).toBe('Hola! Les escribo desde la web.\nEmail: ana@example.com\nTeléfono: 11 5555-5555');
  });

  it('asks about a bicycle or an accessory when nothing was filled', async () => {
    const { user } = renderWithProviders(<ContactPage />);

    await user.type(screen.getByLabelText('Nombre'), '   ');
    await user.click(screen.getByRole('button', { name: /Enviar por WhatsApp/ }));

    expect(openedMessage(open)).toBe('Hola! Quería consultar por una bicicleta o un accesorio.');
  });

  it('shows address, hours, phone, e-mail, the map and its links', () => {
    renderWithProviders(<ContactPage />);
    const { lat, lng } = siteConfig.contact;

    expect(screen.getByRole('heading', { level: 1, name: 'Contacto' })).toBeInTheDocument();
    expect(screen.getByText(siteConfig.contact.address)).toBeInTheDocument();
    expect(screen.getByText('Lunes a sábados: 09 a 20 h')).toBeInTheDocument();
    expect(screen.getByText('Domingos: 10 a 16 h')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: siteConfig.phone })).toHaveAttribute('href', 'tel:+5491100000000');
    expect(screen.getByRole('link', { name: siteConfig.email })).toHaveAttribute('href', `mailto:${siteConfig.email}`);
    expect(screen.getByTitle(`Mapa: ${siteConfig.contact.address}`)).toHaveAttribute(
      'src',
      `https://maps.google.com/maps?q=${lat},${lng}&z=16&output=embed`,
    );
    expect(screen.getByRole('link', { name: /Ver lugar/ })).toHaveAttribute('href', siteConfig.contact.mapsPlaceUrl);
    expect(screen.getByRole('link', { name: /Cómo llegar/ })).toHaveAttribute(
      'href',
      `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`,
    );
  });
});
