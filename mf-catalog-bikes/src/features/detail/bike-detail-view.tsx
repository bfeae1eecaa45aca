import { BIKE_COLOUR_FIELDS, ColourSwatches, ProductPage, type Bicicleta, type Imagen } from '@shop/shared/catalog';
import { BIKE_KIND } from '../../common/bike-kind';
import { BikeRelated } from './bike-related';
import { bikeDescription, bikeSheet, bikeTiles } from './bike-specs';

interface BikeDetailViewProps {
  bike: Bicicleta;
  images: readonly Imagen[];
  /** Where 'Volver' leads when the page was opened directly. */
  backPath: string;
}

export function BikeDetailView({ bike, images, backPath }: BikeDetailViewProps) {
  return (
    <ProductPage
      kind={BIKE_KIND}
      product={bike}
      images={images}
      backPath={backPath}
      description={bikeDescription(bike)}
      tiles={bikeTiles(bike)}
      extra={<ColourSwatches colours={BIKE_COLOUR_FIELDS.map((field) => bike[field])} />}
      sheet={{ title: 'Equipamiento / Ficha técnica', button: 'VER FICHA / MEDIDAS', rows: bikeSheet(bike) }}
      related={<BikeRelated bike={bike} />}
    />
  );
}
