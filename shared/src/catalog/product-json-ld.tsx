import { type Disponibilidad, SCHEMA_ORG_AVAILABILITY, type StoreName } from '@shop/contract';
import { resolveApiUrl } from '@shop/shared/api';
import { siteConfig } from '@shop/shared/config';
import { appliedPrice, saleNote } from '@shop/shared/domain';
import { JsonLd } from '@shop/shared/ui';
import { isPerStore, type ShownAvailability } from './availability';
import type { Crumb } from './breadcrumb';
import type { Imagen, ProductRecord } from './catalog-types';

interface ProductJsonLdProps {
  product: ProductRecord;
  images: readonly Imagen[];
  description: string;
  canonicalPath: string;
  crumbs: readonly Crumb[];
  /** What the page shows; without data the offer claims no availability. */
  availability: ShownAvailability;
}

const absolute = (path: string) => `${siteConfig.siteUrl}${path}`;

/** The store an offer is for, as the site config locates it. */
function storePlace({ id, title }: StoreName) {
  const location = siteConfig.locations.find((candidate) => candidate.id === id);
  return {
    '@type': 'Place',
    name: title,
    ...(location
      ? {
          address: {
            '@type': 'PostalAddress',
            streetAddress: location.address,
            addressLocality: location.city,
            addressCountry: 'AR',
          },
        }
      : {}),
  };
}

/** Each availability the page shows, with the store it names; none without data. */
function shownClaims(availability: ShownAvailability): { state: Disponibilidad; store: StoreName | null }[] {
  if (!isPerStore(availability)) return availability ? [{ state: availability, store: null }] : [];
  return availability.flatMap(({ store, availability: state }) => (state ? [{ state, store }] : []));
}

/**
 * schema.org Product (with an ARS offer where the product has a price, and the availability the page shows, if
 * any: one offer per store it names, at that store) and the breadcrumb as a BreadcrumbList.
 */
export function ProductJsonLd({
  product,
  images,
  description,
  canonicalPath,
  crumbs,
  availability,
}: ProductJsonLdProps) {
  const url = absolute(canonicalPath);
  const price = appliedPrice(product);
  const imageUrls = images.map((image) => resolveApiUrl(image.url)).filter((image) => image !== null);
  const offer = {
    '@type': 'Offer',
    price,
    priceCurrency: 'ARS',
    // A sale's price holds until its last day.
    ...(saleNote(product) && product.oferta_hasta ? { priceValidUntil: product.oferta_hasta } : {}),
    url,
    seller: { '@type': 'Organization', name: siteConfig.shopName },
  };
  const claims = shownClaims(availability).map(({ state, store }) => ({
    ...offer,
    availability: SCHEMA_ORG_AVAILABILITY[state.estado],
    ...(store ? { availableAtOrFrom: storePlace(store) } : {}),
  }));
  return (
    <>
      <JsonLd
        data={{
          '@type': 'Product',
          name: product.nombre,
          description,
          url,
          sku: String(product.id),
          category: product.categoria.toUpperCase(),
          ...(imageUrls.length > 0 ? { image: imageUrls } : {}),
          ...(product.marca ? { brand: { '@type': 'Brand', name: product.marca } } : {}),
          ...(price !== null ? { offers: claims.length > 1 ? claims : (claims[0] ?? offer) } : {}),
        }}
      />
      <JsonLd
        data={{
          '@type': 'BreadcrumbList',
          itemListElement: crumbs.map((crumb, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            name: crumb.label,
            item: absolute(crumb.to && index < crumbs.length - 1 ? crumb.to : canonicalPath),
          })),
        }}
      />
    </>
  );
}
