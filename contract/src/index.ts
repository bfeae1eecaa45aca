export { BULK_ACTIONS } from './admin-answers';
export type { BulkAction, BulkAnswer, CatalogSummary, UploadedImage } from './admin-answers';
export {
  ADMIN_ROLE,
  cleanRegisterInput,
  normaliseEmail,
  passwordChangeProblems,
  passwordProblem,
  REGISTER_FIELDS,
  REGISTER_HINTS,
  REGISTER_RULES,
  registerProblems,
} from './accounts';
export type {
  AuthAnswer,
  LoginInput,
  PasswordChangeInput,
  PasswordChangeProblems,
  RegisterInput,
  RegisterProblems,
  Usuario,
} from './accounts';
export { ACCESSORY_CATEGORIES, accessoryCategoryFromSlug } from './accessory-categories';
export type { AccessoryCategory } from './accessory-categories';
export type { HomeBanner } from './banners';
export {
  AVAILABILITY_NAMES,
  AVAILABILITY_STATES,
  AVAILABLE_NOW,
  availabilityAxes,
  availabilityFromLabel,
  availabilityLabel,
  choiceAvailability,
  MAX_ORDER_DAYS,
  offeredSizes,
  sameSize,
  SCHEMA_ORG_AVAILABILITY,
  soonestAtStores,
  STORE_ID_PATTERN,
  storeAvailabilities,
  UNKNOWN_AVAILABILITY,
} from './availability';
export type {
  AvailabilityChoice,
  AvailabilityState,
  Disponibilidad,
  DisponibilidadCombinacion,
  StoreAvailability,
  StoreName,
} from './availability';
export { BIKE_CATEGORIES, bikeCategorySlug } from './bike-categories';
export type { BikeCategory } from './bike-categories';
export { CASH_DISCOUNT_LABEL, MAX_CASH_DISCOUNT_PERCENT } from './cash-discount';
export { CATALOG_REQUIRED_MESSAGES, missingCatalogField } from './catalog-form-rules';
export type { CatalogRequiredField } from './catalog-form-rules';
export { BIKE_COLOUR_FIELDS, BIKE_SPEC_FIELDS, BIKE_SPEC_LABELS } from './catalog-records';
export type {
  Accesorio,
  AccesorioListItem,
  Bicicleta,
  BicicletaListItem,
  BikeColourField,
  BikeSpecField,
  Imagen,
  ImagenPrincipal,
  ListItemExtras,
  Paged,
  ProductRecord,
  RecordDates,
} from './catalog-records';
export {
  ADMIN_ONLY_SORTS,
  DEFAULT_LIST_SORT,
  LIST_ORDERS,
  LIST_PAGE_SIZE,
  LIST_SORTS,
  listLimit,
  SORT_BY,
  splitList,
  STOREFRONT_SORTS,
} from './list-queries';
export type {
  FacetCounts,
  ListAnswer,
  ListFacets,
  ListOrder,
  ListQuery,
  ListSort,
  StorefrontSort,
  Suggestion,
} from './list-queries';
export {
  COLOUR_PALETTE,
  colourName,
  HEX_COLOUR_PATTERN,
  isHexColour,
  normaliseHex,
  presentColours,
} from './colour-palette';
export { plainText } from './plain-text';
export type { PaletteColour } from './colour-palette';
export {
  MAX_UPLOAD_BYTES,
  UPLOAD_LIMITS_NOTE,
  UPLOAD_NOT_AN_IMAGE,
  UPLOAD_TOO_LARGE,
  UPLOAD_TYPES,
  uploadProblem,
} from './upload-rules';
export { amountText, readAmount, readWholePesos } from './typed-amount';
export type { TypedAmount } from './typed-amount';
export { COMMON_SECURITY_HEADERS } from './security-headers';
export type { ErrorAnswer } from './error-answer';
export {
  ADDRESS_LIMIT,
  BANNER_TEXT_LIMITS,
  CATALOG_TEXT_LIMITS,
  IMAGE_ALT_LIMIT,
  MAX_MEASURE,
  MAX_PRICE,
} from './field-limits';
export { hasControlCharacter, isSafeLink } from './safe-link';
export { newTraceId, traceIdOf, traceparentFor } from './trace-context';
export { METRICS_REFUSED, metricsAccess, type MetricsAccess, type MetricsRequest } from './metrics-access';
export { trustedProxies } from './trusted-proxies';
export { unstartedConnections } from './unstarted-connections';
export type { ConnectionEvents, OpenConnection } from './unstarted-connections';
export type { TrustedProxies } from './trusted-proxies';
export { idSlug, PRODUCT_PAGE_PREFIX, productPath, productRoute, slugify } from './product-paths';
export type { ProductType } from './product-paths';
export { DEFAULT_HISTORY_RETENTION_DAYS, HISTORY_ACTIONS } from './change-history';
export type { HistoryAction, HistoryAnswer, HistoryChange, HistoryEntry, HistoryValue } from './change-history';
export { changedPrice, PRICE_CHANGE_KINDS, PRICE_CHANGE_LIMITS, PRICE_ROUNDINGS, priceProblem } from './price-change';
export type {
  PriceChange,
  PriceChangeAnswer,
  PriceChangeItem,
  PriceChangeKind,
  PriceRounding,
  PriceUndoItem,
} from './price-change';
export {
  CATALOG_CSV_COLUMNS,
  catalogCsv,
  catalogCsvCells,
  isWrittenColumn,
  MAX_IMPORT_ROWS,
  readCatalogCsv,
} from './catalog-csv';
export type { CatalogCsvReading, CsvCatalog, CsvColumn, CsvImage, CsvItemRow, CsvProblem } from './catalog-csv';
export { parseCsv } from './csv-read';
export type { CsvRecord } from './csv-read';
export { CSV_BOM, CSV_SEPARATOR, csvCell, csvCellText, csvFile } from './csv-text';
export type { CatalogImport, ImportChange, ImportRowReport, ImportReport } from './catalog-import';
export { ENQUIRY_EVENT_KINDS, enquiryRatio, EVENTS_PATH, INSIGHT_PERIODS } from './enquiry-events';
export type {
  DailyCounts,
  EnquiryCounts,
  EnquiryEvent,
  EnquiryEventKind,
  InsightPeriod,
  MostEnquiredAnswer,
  MostEnquiredItem,
  ProductEventsAnswer,
} from './enquiry-events';
export { BACKUPS_PATH } from './backups';
export type { BackupInfo, BackupsAnswer } from './backups';
export {
  cleanRevocationInput,
  OLDEST_PURCHASE_DAYS,
  REVOCATION_FIELDS,
  REVOCATION_STATE_NAMES,
  REVOCATION_STATES,
  REVOCATION_TEXT_LIMITS,
  REVOCATIONS_PATH,
  revocationProblems,
} from './revocation';
export type {
  Arrepentimiento,
  RevocationInput,
  RevocationList,
  RevocationProblems,
  RevocationReceipt,
  RevocationState,
} from './revocation';
export {
  p75FromBuckets,
  PAGE_ERROR_KINDS,
  ROUTE_PATTERN,
  ROUTE_PATTERN_LIMIT,
  VITAL_METRICS,
  VITAL_RATING_LABELS,
  VITAL_SPECS,
  vitalBucket,
  vitalMaximum,
  vitalRating,
  VITALS_PATH,
  VITALS_PERIODS,
} from './site-speed';
export type {
  PageErrorKind,
  RouteVitals,
  VitalMetric,
  VitalRating,
  VitalSpec,
  VitalsAnswer,
  VitalsPeriod,
  VitalsReport,
  VitalSummary,
} from './site-speed';
export { isOnSale, ON_SALE_FILTER_LABEL, percentOff, priceAt, SALE_FIELDS, SALE_LABELS, saleProblem } from './sale';
export { isCalendarDay, lifeWithinShopDay, shopDay, shopDayText } from './shop-day';
export type { SaleField, SaleFields, SaleProblem } from './sale';
export {
  POSTCODE_FIELD,
  POSTCODE_RANGE,
  readPostcode,
  SHIPPING_LIMITS,
  SHIPPING_TEXT,
  SHIPPING_ZONES_PATH,
  shippingDays,
  shippingTableProblem,
  zoneFor,
} from './shipping';
export type { ShippingTableProblem, ShippingZone, ShippingZoneTable } from './shipping';
