export { BackButton } from './back-button';
export { Breadcrumb } from './breadcrumb';
export type { Crumb } from './breadcrumb';
export { detailHref, distinctOthers, metaDescription, nonEmptyRows, orderImages } from './catalog-format';
export { formatPrice, productPrice } from '@shop/shared/domain';
export type { SpecRow } from './catalog-format';
export {
  detailEndpoint,
  imagesEndpoint,
  listEndpoint,
  presentParams,
  previewEndpoint,
  RELATED_REQUESTED,
  relatedEndpoint,
} from './catalog-endpoints';
export type { ProductPreview, ProductTag, RelatedArgs } from './catalog-endpoints';
export { pastLastPage } from './catalog-address';
export { CatalogLayout } from './catalog-layout';
export { CatalogPage } from './catalog-page';
export { CatalogResults } from './catalog-results';
export type { CatalogQueryResult } from './catalog-results';
export { CatalogEmpty, CatalogError } from './catalog-status';
export { BIKE_COLOUR_FIELDS, BIKE_SPEC_FIELDS, BIKE_SPEC_LABELS } from './catalog-types';
export type {
  Accesorio,
  AccesorioListItem,
  Bicicleta,
  BicicletaListItem,
  BikeColourField,
  BikeSpecField,
  Imagen,
  ImagenPrincipal,
  Paged,
  ProductRecord,
} from './catalog-types';
export { CheckboxGroup } from './checkbox-group';
export type { FilterOption } from './filter-option';
export { ColourFilter } from './colour-filter';
export { COLOUR_PALETTE, colourName, normaliseHex, presentColours } from '@shop/contract';
export {
  availabilityLabel,
  choiceAvailability,
  offeredSizes,
  sameSize,
  soonestAtStores,
  storeAvailabilities,
} from '@shop/contract';
export type { Disponibilidad, DisponibilidadCombinacion, StoreAvailability } from '@shop/contract';
export { AvailabilityNote, colourPhotosFirst } from './availability';
export type { ShownAvailability } from './availability';
export { ToggleFilter, toggleFilterChip } from './toggle-filter';
export { StoreFilter, storeTitle } from './store-filter';
export type { PaletteColour } from '@shop/contract';
export { DetailError, DetailErrorPage, DetailSkeleton } from './detail-states';
export { HiddenPreview, useWantsHiddenPreview } from './hidden-preview';
export { FilterChips } from './filter-chips';
export type { FilterChip } from './filter-chips';
export { FiltersPanel } from './filters-panel';
export { fieldText } from './form-field-text';
export { galleryImages } from './gallery-types';
export type { GalleryImage } from './gallery-types';
export { ImageGallery } from './image-gallery';
export { Pager } from './pager';
export { PriceFilter, priceChips, priceRange } from './price-filter';
export type { PriceRange } from './price-filter';
export { PAYMENT_METHODS, PurchaseInfo } from './payment-methods';
export { ProductDetailLayout } from './product-detail-layout';
export { categoryCrumb, productCard, productChatMessage, productPath } from './product-kind';
export type { ChatChoice, ListedProduct, ProductKind } from './product-kind';
export { prefetchProductPage } from './prefetch-product-page';
export { shippingApi } from './shipping/shipping-api';
export { sendProductEvent, useProductViewEvent } from './product-events';
export { ProductPage } from './product-page';
export { ProductGrid } from './product-grid';
export type { ProductGridCard } from './product-grid';
export { RELATED_PER_PAGE, RelatedCarousel } from './related-carousel';
export type { RelatedCard } from './related-carousel';
export { RelatedProducts } from './related-products';
export { SearchCombobox, SUGGEST_DELAY_MS } from './search-combobox';
export { SearchField } from './search-field';
export { SEARCH_DEBOUNCE_MS } from './use-search-draft';
export { SUGGESTION_MIN_LENGTH, suggestionsApi, useCatalogSuggestionsQuery } from './suggestions-api';
export type { Suggestion } from './suggestions-api';
export { BrandFilter, brandChips } from './brand-filter';
export { brandChoices } from './facets';
export type { FacetCounts, FacetedPage, ListFacets } from './facets';
export { SelectField } from './select-field';
export { CATALOG_LIMIT_OPTIONS, CATALOG_SORT_OPTIONS, CATALOG_SORTS, SortFields } from './sort-fields';
export { SKELETON_CARDS, SkeletonCards } from './skeleton-cards';
export { SheetLink, SpecSheet } from './spec-sheet';
export { SpecTiles } from './spec-tiles';
export { SWIPE_THRESHOLD, swipeDirection } from './swipe';
export { catalogListArgs } from './catalog-list-args';
export { CATALOG_DEFAULTS, readCatalogQuery, toggleInList, useCatalogParams } from './use-catalog-params';
export { splitList } from '@shop/contract';
export type { CatalogParams, CatalogQuery } from './use-catalog-params';
export { useCanonicalAddress, useDetailAddress } from './use-detail-address';
