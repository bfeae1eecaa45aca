import { useRef } from 'react';
import { ProductDetailLayout, SpecSheet, type Accesorio, type Imagen } from '@shop/shared/catalog';
import { idSlug } from '@shop/shared/domain';
import { AccessoryRelated } from './accessory-related';
import { accessoryDescription, accessorySheet } from './accessory-specs';
import { AccessorySummary } from './accessory-summary';

interface AccessoryDetailViewProps {
  accessory: Accesorio;
  images: readonly Imagen[];
  /** Where 'Volver' leads when the page was opened directly. */
  backPath: string;
}

/** The category, shown in upper case, linking to the catalogue filtered by it. */
function categoryCrumb(categoria: string) {
  const name = categoria.toUpperCase();
  return { label: name, to: `/catalogo-accesorios?categoria=${encodeURIComponent(name)}` };
}

export function AccessoryDetailView({ accessory, images, backPath }: AccessoryDetailViewProps) {
  const sheet = useRef<HTMLElement>(null);
  return (
    <ProductDetailLayout
      product={accessory}
      images={images}
      description={accessoryDescription(accessory)}
      canonicalPath={`/accesorio/${idSlug(accessory.id, accessory.nombre)}`}
      section={{ label: 'Accesorios', to: '/accesorios' }}
      category={categoryCrumb(accessory.categoria)}
      backPath={backPath}
      summary={<AccessorySummary accessory={accessory} sheet={sheet} />}
    >
      <SpecSheet ref={sheet} title="Especificaciones" rows={accessorySheet(accessory)} />
      <AccessoryRelated accessory={accessory} />
    </ProductDetailLayout>
  );
}
