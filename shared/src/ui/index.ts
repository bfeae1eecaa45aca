// Dialog and the form fields are modules of their own (@shop/shared/ui/dialog, @shop/shared/ui/form-field):
// pages without a form or a dialog, the home among them, do not load them.
export { BannerTile, BannerTileSkeleton } from './banner-tile';
export { CashPriceNote } from './cash-price-note';
export type { HomeBanner } from '@shop/contract';
export { CategoryLanding } from './category-landing';
export type { CategoryLandingCard, CategoryLandingHelp } from './category-landing';
export { ChatButton } from './chat-button';
export { ErrorView } from './error-view';
export { NotFoundView } from './not-found-view';
export { RouteErrorView } from './route-error-view';
export { PageMeta, pageTitle } from './page-meta';
export { PRODUCT_CARD_CLASS, ProductCard } from './product-card';
export type { ProductCardProps } from './product-card';
export { ResponsiveImage } from './responsive-image';
export { SaleNote } from './sale-note';
export { TaxNote } from './tax-note';
export { JsonLd, scriptSafeJson } from './json-ld';
