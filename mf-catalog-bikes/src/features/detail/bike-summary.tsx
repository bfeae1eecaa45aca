import type { RefObject } from 'react';
import { siteConfig } from '@shop/shared/config';
import {
  BIKE_COLOUR_FIELDS,
  ColourSwatches,
  PurchaseInfo,
  SheetButton,
  SpecTiles,
  type Bicicleta,
} from '@shop/shared/catalog';
import { idSlug } from '@shop/shared/domain';
import { ChatButton } from '@shop/shared/ui';
import { bikeTiles } from './bike-specs';

/** The chat message: a greeting asking about the bicycle by name, and the page's link. */
export function bikeChatMessage(bike: Pick<Bicicleta, 'id' | 'nombre'>): string {
  const link = `${siteConfig.siteUrl}/bici/${idSlug(bike.id, bike.nombre)}`;
  return `Hola! Quiero consultar por la bicicleta "${bike.nombre}". ${link}`;
}

interface BikeSummaryProps {
  bike: Bicicleta;
  sheet: RefObject<HTMLElement | null>;
}

/** Beside the gallery: the chat button, the key facts, the colours, availability and payment, the way to the sheet. */
export function BikeSummary({ bike, sheet }: BikeSummaryProps) {
  return (
    <>
      <div>
        <ChatButton message={bikeChatMessage(bike)}>Consultar</ChatButton>
      </div>
      <SpecTiles rows={bikeTiles(bike)} />
      <ColourSwatches colours={BIKE_COLOUR_FIELDS.map((field) => bike[field])} />
      <PurchaseInfo />
      <SheetButton label="VER FICHA / MEDIDAS" target={sheet} />
    </>
  );
}
