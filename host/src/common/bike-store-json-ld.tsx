import { siteConfig } from '@shop/shared/config';
import { openingHoursSpecification } from '@shop/shared/domain';
import { JsonLd } from '@shop/shared/ui';

function geo(place: { lat: number; lng: number }) {
  return { '@type': 'GeoCoordinates', latitude: place.lat, longitude: place.lng };
}

/** schema.org BikeStore: the shop, its address, hours and two locations, for search engines and maps. */
export function BikeStoreJsonLd() {
  const openingHours = openingHoursSpecification(siteConfig.openingHours);
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
        address: { '@type': 'PostalAddress', streetAddress: siteConfig.contact.address, addressCountry: 'AR' },
        geo: geo(siteConfig.contact),
        hasMap: siteConfig.contact.mapsPlaceUrl,
        openingHoursSpecification: openingHours,
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
          geo: geo(location),
          hasMap: location.mapsPlaceUrl,
          openingHoursSpecification: openingHours,
        })),
      }}
    />
  );
}
