import { siteConfig } from '@shop/shared/config';
import { colourPhotosFirst, ProductPage, storeAvailabilities, type Bicicleta, type Imagen } from '@shop/shared/catalog';
import { BIKE_KIND } from '../../common/bike-kind';
import { bikeSheet } from '../../common/bike-sheet';
import { CompareBar } from '../../common/compare/compare-bar';
import { CompareToggle } from '../../common/compare/compare-toggle';
import { COLOUR_NEEDED, colourOptions, sizeOptions, useBikeChoice } from './bike-choice';
import { BikeChoiceForm } from './bike-choice-form';
import { bikeChatMessage } from './bike-chat-message';
import { BikeRelated } from './bike-related';
import { bikeDescription, bikeTiles } from './bike-specs';
import { ColourPicker } from './colour-picker';
import { SizeGuide } from './size-guide-dialog';
import { sizeTable } from './size-guide';
import { SizePicker } from './size-picker';

interface BikeDetailViewProps {
  bike: Bicicleta;
  images: readonly Imagen[];
  /** Where 'Volver' leads when the page was opened directly. */
  backPath: string;
}

export function BikeDetailView({ bike, images, backPath }: BikeDetailViewProps) {
  const colours = colourOptions(bike);
  const sizes = sizeOptions(bike);
  const choice = useBikeChoice(colours, sizes);
  // Without a colour there is no one availability to show: not the best colour's.
  const colourMissing = colours.length > 0 && choice.colour === null;
  const availability = colourMissing
    ? null
    : storeAvailabilities(bike.disponibilidad, siteConfig.locations, { color: choice.colour?.hex, talle: choice.size });
  const guide = (
    <SizeGuide
      categoria={bike.categoria}
      table={sizeTable(bike.categoria)}
      sizes={sizes}
      onChoose={choice.chooseSize}
    />
  );
  return (
    <>
      <ProductPage
        kind={BIKE_KIND}
        product={bike}
        images={colourPhotosFirst(images, choice.colour?.hex ?? null)}
        backPath={backPath}
        description={bikeDescription(bike)}
        tiles={bikeTiles(bike)}
        extra={
          <>
            <CompareToggle bike={bike} />
            <BikeChoiceForm>
              <ColourPicker colours={colours} selected={choice.colour} onChoose={choice.chooseColour} />
              {sizes.length > 0 ? (
                <SizePicker sizes={sizes} selected={choice.size} onChoose={choice.chooseSize} guide={guide} />
              ) : (
                <div>{guide}</div>
              )}
            </BikeChoiceForm>
          </>
        }
        availability={availability}
        missingChoice={colourMissing ? COLOUR_NEEDED : undefined}
        chatMessage={bikeChatMessage(bike, choice.colour, choice.size, availability)}
        enquiryChoice={{
          ...(choice.colour ? { color: choice.colour.name } : {}),
          ...(choice.size ? { talle: choice.size } : {}),
        }}
        eventChoice={{
          ...(choice.colour ? { color: choice.colour.hex } : {}),
          ...(choice.size ? { talle: choice.size } : {}),
        }}
        sheet={{ title: 'Equipamiento / Ficha técnica', button: 'VER FICHA / MEDIDAS', rows: bikeSheet(bike) }}
        related={<BikeRelated bike={bike} />}
      />
      <CompareBar />
    </>
  );
}
