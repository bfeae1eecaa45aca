import { PRODUCT_PAGE_PREFIX } from '@shop/contract';
import { ACCESSORY_CATEGORIES, BIKE_CATEGORIES, bikeCategorySlug } from '@shop/shared/domain';

export interface NavLinkItem {
  label: string;
  to: string;
}

export interface NavSubmenuItem {
  id: string;
  label: string;
  links: NavLinkItem[];
  /** Paths under which the item shows as the current section. */
  sectionPrefixes: string[];
}

export const BIKES_MENU: NavSubmenuItem = {
  id: 'bicicletas',
  label: 'BICICLETAS',
  links: [
    ...BIKE_CATEGORIES.map((category) => ({ label: category, to: `/bicicletas/${bikeCategorySlug(category)}` })),
    { label: 'Ver todas', to: '/bicicletas' },
  ],
  sectionPrefixes: ['/bicicletas', '/catalogo-bicicletas', `${PRODUCT_PAGE_PREFIX.bicicleta}/`],
};

export const ACCESSORIES_MENU: NavSubmenuItem = {
  id: 'accesorios',
  label: 'ACCESORIOS',
  links: [
    ...ACCESSORY_CATEGORIES.map((category) => ({ label: category.name, to: `/accesorios/${category.slug}` })),
    { label: 'Ver todos', to: '/accesorios' },
  ],
  sectionPrefixes: ['/accesorios', '/catalogo-accesorios', `${PRODUCT_PAGE_PREFIX.accesorio}/`],
};
