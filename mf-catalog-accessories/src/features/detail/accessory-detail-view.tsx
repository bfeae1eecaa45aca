import { ProductPage, type Accesorio, type Imagen } from '@shop/shared/catalog';
import { ACCESSORY_KIND } from '../../common/accessory-kind';
import { AccessoryRelated } from './accessory-related';
import { accessoryCards, accessoryDescription, accessorySheet } from './accessory-specs';

interface AccessoryDetailViewProps {
  accessory: Accesorio;
  images: readonly Imagen[];
  /** Where 'Volver' leads when the page was opened directly. */
  backPath: string;
}

export function AccessoryDetailView({ accessory, images, backPath }: AccessoryDetailViewProps) {
  return (
    <ProductPage
      kind={ACCESSORY_KIND}
      product={accessory}
      images={images}
      backPath={backPath}
      description={accessoryDescription(accessory)}
      tiles={accessoryCards(accessory)}
      sheet={{ title: 'Especificaciones', button: 'VER FICHA / ESPECIFICACIONES', rows: accessorySheet(accessory) }}
      related={<AccessoryRelated accessory={accessory} />}
    />
  );
}
