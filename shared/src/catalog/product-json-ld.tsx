import { type Disponibilidad, SCHEMA_ORG_AVAILABILITY } from '@shop/contract';
import { resolveApiUrl } from '@shop/shared/api';
import { siteConfig } from '@shop/shared/config';
import { appliedPrice, saleNote } from '@shop/shared/domain';
import { JsonLd } from '@shop/shared/ui';
import type { Crumb } from './breadcrumb';
import type { Imagen, ProductRecord } from './catalog-types';

interface ProductJsonLdProps {
  product: ProductRecord;
  images: readonly Imagen[];
  description: string;
  canonicalPath: string;
  crumbs: readonly Crumb[];
  /** What the page shows; without data the offer claims no availability. */
  availability: Disponibilidad | null;
}

const absolute = (path: string) => `${siteConfig.siteUrl}${path}`;

/**
 * schema.org Product (with an ARS offer where the product has a price, and the availability the page shows, if
 * any) and the breadcrumb as a BreadcrumbList.
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
          ...(price !== null
            ? {
                offers: {
                  '@type': 'Offer',
                  price,
                  priceCurrency: 'ARS',
                  // A sale's price holds until its last day.
                  ...(saleNote(product) && product.oferta_hasta ? { priceValidUntil: product.oferta_hasta } : {}),
                  ...(availability ? { availability: SCHEMA_ORG_AVAILABILITY[availability.estado] } : {}),
                  url,
                  seller: { '@type': 'Organization', name: siteConfig.shopName },
                },
              }
            : {}),
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
