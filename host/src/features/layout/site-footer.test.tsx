import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { siteConfig } from '@shop/shared/config';
import { renderWithProviders } from '@shop/shared/test';
import { SiteFooter } from './site-footer';

describe('SiteFooter', () => {
  it('shows the copyright with the current year and the shop name', () => {
    renderWithProviders(<SiteFooter />);

    expect(screen.getByText(`© ${new Date().getFullYear()} ${siteConfig.shopName}`)).toBeInTheDocument();
  });

  it('lists the addresses and the ways to get in touch', () => {
    renderWithProviders(<SiteFooter />);

    expect(screen.getByText(siteConfig.contact.address)).toBeInTheDocument();
    for (const location of siteConfig.locations) {
      expect(screen.getByText(location.title)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: siteConfig.email })).toHaveAttribute('href', `mailto:${siteConfig.email}`);
    expect(screen.getByRole('link', { name: siteConfig.phone })).toHaveAttribute('href', 'tel:+5491100000000');
    expect(screen.getByRole('link', { name: /Escribinos por WhatsApp/ })).toHaveAttribute(
      'href',
      expect.stringContaining(`https://wa.me/${siteConfig.whatsappNumber}`),
    );
  });

  it('links the catalogue, the points of sale and the contact page', () => {
    renderWithProviders(<SiteFooter />);

    expect(screen.getByRole('link', { name: 'Catálogo' })).toHaveAttribute('href', '/bicicletas');
    expect(screen.getByRole('link', { name: 'Puntos de venta' })).toHaveAttribute('href', '/ubicacion');
    expect(screen.getByRole('link', { name: 'Contacto' })).toHaveAttribute('href', '/contacto');
  });

  it("links the shop's revocation form and the national consumer-defence complaints site", () => {
    renderWithProviders(<SiteFooter />);

    const rights = screen.getByRole('navigation', { name: 'Tus derechos' });
    expect(within(rights).getByRole('link', { name: 'Botón de arrepentimiento' })).toHaveAttribute(
      'href',
      '/arrepentimiento',
    );
    const complaints = within(rights).getByRole('link', {
      name: 'Defensa de las y los consumidores. Para reclamos ingrese aquí (se abre en una pestaña nueva)',
    });
    expect(complaints).toHaveAttribute(
      'href',
      'https://www.argentina.gob.ar/produccion/defensadelconsumidor/formulario',
    );
    expect(complaints).toHaveAttribute('target', '_blank');
  });

  it('opens the social networks in a new tab', () => {
    renderWithProviders(<SiteFooter />);

    for (const social of siteConfig.social) {
      const link = screen.getByRole('link', { name: new RegExp(social.name) });
      expect(link).toHaveAttribute('href', social.url);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});
