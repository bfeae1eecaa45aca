import { siteConfig } from '@shop/shared/config';
import { PageMeta } from '@shop/shared/ui';
import { BikeStoreJsonLd } from '../../common/bike-store-json-ld';
import { LocationCard } from './location-card';
import header from '../../common/page-header.module.css';
import styles from './locations.module.css';

export function LocationsPage() {
  return (
    <div className={header.page}>
      <PageMeta
        title="Dónde encontrarnos"
        description="Nuestros locales: direcciones, horarios, teléfonos y cómo llegar."
        canonicalPath="/ubicacion"
      />
      <BikeStoreJsonLd />
      <header>
        <h1 className={header.title}>Dónde encontrarnos</h1>
        <p className={header.lead}>Vení a probar tu próxima bici o a buscar ese accesorio que te falta.</p>
      </header>
      <div className={styles.grid}>
        {siteConfig.locations.map((location) => (
          <LocationCard key={location.id} location={location} />
        ))}
      </div>
    </div>
  );
}
