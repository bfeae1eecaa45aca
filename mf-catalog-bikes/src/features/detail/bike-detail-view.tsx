import { useRef } from 'react';
import { Breadcrumb, galleryImages, ImageGallery, SpecSheet, type Bicicleta, type Imagen } from '@shop/shared/catalog';
import { idSlug } from '@shop/shared/domain';
import { PageMeta } from '@shop/shared/ui';
import { BikeRelated } from './bike-related';
import { bikeDescription, bikeSheet } from './bike-specs';
import { BikeSummary } from './bike-summary';
import styles from './bike-detail.module.css';

interface BikeDetailViewProps {
  bike: Bicicleta;
  images: readonly Imagen[];
  backPath: string;
}

export function BikeDetailView({ bike, images, backPath }: BikeDetailViewProps) {
  const sheet = useRef<HTMLElement>(null);
  const category = bike.categoria.toUpperCase();
  return (
    <article className={styles.page}>
      <PageMeta
        title={bike.nombre}
        description={bikeDescription(bike)}
        canonicalPath={`/bici/${idSlug(bike.id, bike.nombre)}`}
        image={images[0]?.url}
      />
      <Breadcrumb
        crumbs={[
          { label: 'Inicio', to: '/' },
          { label: 'Bicicletas', to: '/bicicletas' },
          { label: category, to: `/catalogo-bicicletas?categoria=${encodeURIComponent(bike.categoria)}` },
          { label: bike.nombre },
        ]}
      />
      <div className={styles.top}>
        <ImageGallery images={galleryImages(images, bike.nombre)} name={bike.nombre} />
        <BikeSummary bike={bike} backPath={backPath} sheet={sheet} />
      </div>
      <SpecSheet ref={sheet} title="Equipamiento / Ficha técnica" rows={bikeSheet(bike)} />
      <BikeRelated bike={bike} />
    </article>
  );
}
