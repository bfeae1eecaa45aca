import type { RefObject } from 'react';
import { siteConfig } from '@shop/shared/config';
import {
  BackButton,
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
import styles from './bike-detail.module.css';

/** The chat message: a greeting asking about the bicycle by name, and the page's link. */
export function bikeChatMessage(bike: Pick<Bicicleta, 'id' | 'nombre'>): string {
  const link = `${siteConfig.siteUrl}/bici/${idSlug(bike.id, bike.nombre)}`;
  return `Hola! Quiero consultar por la bicicleta "${bike.nombre}". ${link}`;
}

interface BikeSummaryProps {
  bike: Bicicleta;
  backPath: string;
  sheet: RefObject<HTMLElement | null>;
}

export function BikeSummary({ bike, backPath, sheet }: BikeSummaryProps) {
  return (
    <div className={styles.summary}>
      <BackButton fallback={backPath} />
      <h1 className={styles.name}>{bike.nombre}</h1>
      {bike.detalle && <p className={styles.detail}>{bike.detalle}</p>}
      <div>
        <ChatButton message={bikeChatMessage(bike)}>Consultar</ChatButton>
      </div>
      <SpecTiles rows={bikeTiles(bike)} />
      <ColourSwatches colours={BIKE_COLOUR_FIELDS.map((field) => bike[field])} />
      <PurchaseInfo />
      <SheetButton label="VER FICHA / MEDIDAS" target={sheet} />
    </div>
  );
}
