import type { AppStore } from '@shop/shared/store';
import { renderWithProviders } from '@shop/shared/test';
import { ADMIN_SESSION } from '../../test/admin-test-api';
import { BannerEditorPage } from './banner-editor-page';

/** The three saved tiles as the API answers them, each with the image `imageUrl(slot)` gives. */
export function bannerTiles(imageUrl: (slot: number) => string | null) {
  return [1, 2, 3].map((slot) => ({
    slot,
    title_top: `Arriba ${slot}`,
    title_bottom: `Abajo ${slot}`,
    tagline_en: null,
    tagline_sub: null,
    cta_text: 'Ver más',
    cta_url: '/bicicletas',
    image_url: imageUrl(slot),
    sort_order: slot,
  }));
}

/** The banner editor on its route, signed in as an admin (in `store` when given, as a visit that went on before). */
export function renderBannerEditor(store?: AppStore) {
  return renderWithProviders(<BannerEditorPage />, {
    route: '/admin/home/portadas-secundarias',
    path: '/admin/home/portadas-secundarias',
    preloadedState: ADMIN_SESSION,
    ...(store ? { store } : {}),
  });
}
