// A catalogue item as every feature that touches one sees it: its kind and its version.
export type { CatalogKind } from './catalog-kind';
export { bumpItemVersion, live, lockItemVersion, sendVersion, STALE_VERSION } from './item-version';
