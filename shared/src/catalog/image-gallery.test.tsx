import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GalleryImage } from './gallery-types';
import { ImageGallery } from './image-gallery';

const images: GalleryImage[] = [1, 2, 3].map((n) => ({
  key: n,
  url: `/uploads/foto-${n}.webp`,
  alt: `Foto ${n}`,
  width: 1200,
  height: 900,
}));

function shownImage() {
  const stage = screen.getByRole('button', { name: /^Ampliar imagen/ });
  return within(stage).getByRole('img');
}

function renderGallery(list = images) {
  const user = userEvent.setup({ delay: null });
  render(
    <>
      <button type="button">Antes</button>
      <ImageGallery images={list} name="Trail 29" />
    </>,
  );
  return user;
}

// jsdom has no PointerEvent; a MouseEvent carries the coordinates the gallery reads.
beforeAll(() => {
  window.PointerEvent ??= class extends MouseEvent {} as typeof PointerEvent;
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('ImageGallery', () => {
  it('shows the first image with high priority and moves with the arrows, wrapping around', async () => {
    const user = renderGallery();
    expect(shownImage()).toHaveAttribute('alt', 'Foto 1');
    expect(shownImage()).toHaveAttribute('fetchpriority', 'high');

    await user.click(screen.getByRole('button', { name: 'Imagen anterior' }));
    expect(shownImage()).toHaveAttribute('alt', 'Foto 3');
    await user.click(screen.getByRole('button', { name: 'Imagen siguiente' }));
    expect(shownImage()).toHaveAttribute('alt', 'Foto 1');
    expect(shownImage()).toHaveAttribute('loading', 'eager');
  });

  it('adds nothing a page running scripts shows: the photos for a browser without them stay in <noscript>', () => {
    renderGallery();
    expect(screen.queryByRole('list', { name: 'Fotos' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Miniatura/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual(['Foto 1']);
  });

  it.each([
    ['images', images],
    ['no images', []],
  ])("with %s, 'Ampliar imagen' holds only what a button may (no <div> inside, html-validate)", (_case, list) => {
    renderGallery(list);
    const stage = screen.getByRole('button', { name: /^Ampliar imagen/ });

    expect(stage.querySelector('div, p, section, figure, ul, ol, h1, h2, h3, h4, h5, h6')).toBeNull();
  });

  it('moves with the left and right arrow keys', async () => {
    const user = renderGallery();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Ampliar imagen (1 de 3)' })).toHaveFocus();

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(shownImage()).toHaveAttribute('alt', 'Foto 3');
    await user.keyboard('{ArrowRight}');
    expect(shownImage()).toHaveAttribute('alt', 'Foto 1');
    await user.keyboard('{ArrowLeft}');
    expect(shownImage()).toHaveAttribute('alt', 'Foto 3');
  });

  it('moves with the arrow keys before the gallery was ever focused, but not while typing in a field', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <>
        <label>
          Tu altura en cm
          <input type="number" />
        </label>
        <ImageGallery images={images} name="Trail 29" />
      </>,
    );
    expect(document.body).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(shownImage()).toHaveAttribute('alt', 'Foto 2');

    await user.click(screen.getByRole('spinbutton', { name: 'Tu altura en cm' }));
    await user.keyboard('{ArrowRight}');
    expect(shownImage()).toHaveAttribute('alt', 'Foto 2');
  });

  it('jumps to an image from its thumbnail or its dot', async () => {
    const user = renderGallery();
    await user.click(screen.getByRole('button', { name: 'Miniatura 2' }));
    expect(shownImage()).toHaveAttribute('alt', 'Foto 2');
    expect(screen.getByRole('button', { name: 'Miniatura 2' })).toHaveAttribute('aria-current', 'true');

    await user.click(screen.getByRole('button', { name: 'Ir a la imagen 3' }));
    expect(shownImage()).toHaveAttribute('alt', 'Foto 3');
  });

  it('changes image on a fast swipe (offset × velocity > 8000) and not on a slow drag', () => {
    jest.useFakeTimers({ now: 0 });
    renderGallery();
    const stage = screen.getByRole('button', { name: /^Ampliar imagen/ });
    const drag = (from: number, to: number, ms: number) => {
      fireEvent.pointerDown(stage, { button: 0, clientX: from });
      jest.advanceTimersByTime(ms / 2);
      fireEvent.pointerMove(stage, { clientX: (from + to) / 2 });
      jest.advanceTimersByTime(ms / 2);
      fireEvent.pointerUp(stage, { clientX: to });
    };

    drag(300, 200, 200); // 100 px × 500 px/s
    expect(shownImage()).toHaveAttribute('alt', 'Foto 2');

    drag(200, 300, 200);
    expect(shownImage()).toHaveAttribute('alt', 'Foto 1');

    drag(300, 220, 1000); // 80 px × 80 px/s
    expect(shownImage()).toHaveAttribute('alt', 'Foto 1');
  });

  it('does not open the viewer at the end of a drag', () => {
    renderGallery();
    const stage = screen.getByRole('button', { name: /^Ampliar imagen/ });
    fireEvent.pointerDown(stage, { button: 0, clientX: 300 });
    fireEvent.pointerMove(stage, { clientX: 280 });
    fireEvent.pointerUp(stage, { clientX: 280 });
    fireEvent.click(stage);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens a full-screen viewer that locks the page, hides the nav and takes and gives back focus', async () => {
    const user = renderGallery();
    const stage = screen.getByRole('button', { name: 'Ampliar imagen (1 de 3)' });
    stage.focus();
    await user.keyboard('{Enter}');

    const viewer = screen.getByRole('dialog', { name: 'Visor de imágenes' });
    expect(within(viewer).getByRole('button', { name: 'Cerrar visor' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.body).toHaveAttribute('data-viewer-open', 'true');
    expect(within(viewer).getByText('Imagen 1 de 3')).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(within(viewer).getByText('Imagen 2 de 3')).toBeInTheDocument();
    expect(within(viewer).getByRole('img')).toHaveAttribute('alt', 'Foto 2');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    expect(document.body).not.toHaveAttribute('data-viewer-open');
    expect(screen.getByRole('button', { name: 'Ampliar imagen (2 de 3)' })).toHaveFocus();
  });

  it('opens as a modal dialog (the page behind inert) and closes with its button or beside the image', async () => {
    const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal');
    const user = renderGallery();
    await user.click(screen.getByRole('button', { name: /^Ampliar imagen/ }));
    const viewer = screen.getByRole('dialog');
    expect(showModal.mock.contexts).toEqual([viewer]);

    await user.click(within(viewer).getByRole('button', { name: 'Cerrar visor' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Ampliar imagen/ }));
    await user.click(screen.getByRole('dialog', { name: 'Visor de imágenes' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('takes the shape of each image once it loads (4/3 until then when the size is unknown)', async () => {
    const user = renderGallery([
      { ...images[0]!, width: 1200, height: 900 },
      { ...images[1]!, width: null, height: null },
    ]);
    const frame = () => screen.getByRole('button', { name: /^Ampliar imagen/ }).firstElementChild;
    expect(frame()).toHaveStyle({ aspectRatio: String(1200 / 900) });

    Object.defineProperties(shownImage(), { naturalWidth: { value: 1600 }, naturalHeight: { value: 800 } });
    fireEvent.load(shownImage());
    expect(frame()).toHaveStyle({ aspectRatio: '2' });

    await user.click(screen.getByRole('button', { name: 'Imagen siguiente' }));
    expect(frame()).toHaveStyle({ aspectRatio: String(4 / 3) });
    Object.defineProperties(shownImage(), { naturalWidth: { value: 900 }, naturalHeight: { value: 1200 } });
    fireEvent.load(shownImage());
    expect(frame()).toHaveStyle({ aspectRatio: String(900 / 1200) });
  });

  it('shows a placeholder and no controls when there are no images', () => {
    renderGallery([]);
    expect(screen.getByText('Imagen no disponible')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Imagen siguiente' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ampliar imagen' })).toBeDisabled();
  });
});
