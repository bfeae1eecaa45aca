import { siteConfig } from '@shop/shared/config';
import { JsonLd } from '@shop/shared/ui';

/** schema.org BikeStore: the shop and its two locations, for search engines and maps. */
export function BikeStoreJsonLd() {
  return (
    <JsonLd
      data={{
        '@type': 'BikeStore',
        name: siteConfig.shopName,
        description: siteConfig.description,
        url: `${siteConfig.siteUrl}/`,
        image: `${siteConfig.siteUrl}${siteConfig.previewImage}`,
        telephone: siteConfig.phone,
        email: siteConfig.email,
        sameAs: siteConfig.social.map((link) => link.url),
        department: siteConfig.locations.map((location) => ({
          '@type': 'BikeStore',
          name: `${siteConfig.shopName} · ${location.title}`,
          telephone: location.phone,
          email: location.email,
          address: {
            '@type': 'PostalAddress',
            streetAddress: location.address,
            addressLocality: location.city,
            addressRegion: location.neighborhood,
            addressCountry: 'AR',
          },
          geo: { '@type': 'GeoCoordinates', latitude: location.lat, longitude: location.lng },
          hasMap: location.mapsPlaceUrl,
        })),
      }}
    />
  );
}
