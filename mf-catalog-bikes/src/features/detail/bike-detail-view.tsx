import { useRef } from 'react';
import { ProductDetailLayout, SpecSheet, type Bicicleta, type Imagen } from '@shop/shared/catalog';
import { idSlug } from '@shop/shared/domain';
import { BikeRelated } from './bike-related';
import { bikeDescription, bikeSheet } from './bike-specs';
import { BikeSummary } from './bike-summary';

interface BikeDetailViewProps {
  bike: Bicicleta;
  images: readonly Imagen[];
  /** Where 'Volver' leads when the page was opened directly. */
  backPath: string;
}

export function BikeDetailView({ bike, images, backPath }: BikeDetailViewProps) {
  const sheet = useRef<HTMLElement>(null);
  return (
    <ProductDetailLayout
      product={bike}
      images={images}
      description={bikeDescription(bike)}
      canonicalPath={`/bici/${idSlug(bike.id, bike.nombre)}`}
      section={{ label: 'Bicicletas', to: '/bicicletas' }}
      category={{
        label: bike.categoria.toUpperCase(),
        to: `/catalogo-bicicletas?categoria=${encodeURIComponent(bike.categoria)}`,
      }}
      backPath={backPath}
      summary={<BikeSummary bike={bike} sheet={sheet} />}
    >
      <SpecSheet ref={sheet} title="Equipamiento / Ficha técnica" rows={bikeSheet(bike)} />
      <BikeRelated bike={bike} />
    </ProductDetailLayout>
  );
}
