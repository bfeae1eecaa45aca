export {
  ACCESSORY_CATEGORIES,
  accessoryCategoryFromSlug,
  BIKE_CATEGORIES,
  bikeCategorySlug,
  idSlug,
  slugify,
} from '@shop/contract';
export type { AccessoryCategory, BikeCategory } from '@shop/contract';
export { chatLink } from './chat-link';
export { directionsUrl, mapEmbedUrl } from './maps';
export { formatNumber } from './number-format';
export { phoneHref } from './phone';
export {
  cashPriceText,
  formatPrice,
  nationalTaxesText,
  priceWithoutNationalTaxes,
  productPrice,
  taxFreePriceText,
} from './price';
export { appliedPrice, cardPrices, saleNote, type PricedProduct, type SaleNote } from './sale';
export { isSafeHref, safeReturnPath, signInPath } from './safe-link';
export { parseLeadingId } from './slug';
export { bestInstalmentText, instalmentOffers, instalmentText, type InstalmentOffer } from './instalments';
export { openingHoursLines, openingHoursSpecification } from './opening-hours';
export {
  CONSUMER_DEFENCE_LINK_TEXT,
  CONSUMER_DEFENCE_URL,
  REVOCATION_LINK_TEXT,
  REVOCATION_PATH,
} from './consumer-rights';
