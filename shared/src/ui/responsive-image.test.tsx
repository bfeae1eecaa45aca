import { describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { siteConfig } from '@shop/shared/config';
import { ResponsiveImage } from './responsive-image';

const api = siteConfig.apiUrl;

describe('ResponsiveImage', () => {
  it('offers the stored widths smaller than the original, plus the original', () => {
    render(<ResponsiveImage url="/uploads/abc.webp" alt="MTB roja" width={800} height={600} sizes="50vw" />);

    const image = screen.getByRole('img', { name: 'MTB roja' });
    expect(image).toHaveAttribute('src', `${api}/uploads/abc.webp`);
    expect(image).toHaveAttribute(
      'srcset',
      `${api}/uploads/abc-320w.webp 320w, ${api}/uploads/abc-640w.webp 640w, ${api}/uploads/abc.webp 800w`,
    );
    expect(image).toHaveAttribute('sizes', '50vw');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
  });

  it('uses a plain src for other images or an unknown width', () => {
    render(
      <>
        <ResponsiveImage url="https://cdn.example.com/a.jpg" alt="Externa" width={1200} height={800} />
        <ResponsiveImage url="/uploads/b.webp" alt="Sin ancho" />
      </>,
    );

    expect(screen.getByRole('img', { name: 'Externa' })).not.toHaveAttribute('srcset');
    expect(screen.getByRole('img', { name: 'Sin ancho' })).not.toHaveAttribute('srcset');
  });

  it('loads priority images first and eagerly', () => {
    render(<ResponsiveImage url="/uploads/c.webp" alt="Portada" width={1600} height={900} priority />);

    const image = screen.getByRole('img', { name: 'Portada' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows a placeholder when the image fails to load', () => {
    render(<ResponsiveImage url="/uploads/rota.webp" alt="Casco" width={640} height={480} />);

    fireEvent.error(screen.getByRole('img', { name: 'Casco' }));

    expect(screen.queryByRole('img', { name: 'Casco' })).not.toBeInTheDocument();
    expect(screen.getByText('Imagen no disponible')).toBeInTheDocument();
  });

  it.each([null, '', 'javascript:alert(1)'])('shows a placeholder for the url %p', (url) => {
    render(<ResponsiveImage url={url} alt="Inflador" />);

    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('Imagen no disponible')).toBeInTheDocument();
  });
});
