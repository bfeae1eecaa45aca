import type { RefObject } from 'react';
import { siteConfig } from '@shop/shared/config';
import { PurchaseInfo, SheetButton, SpecTiles, type Accesorio } from '@shop/shared/catalog';
import { idSlug } from '@shop/shared/domain';
import { ChatButton } from '@shop/shared/ui';
import { accessoryCards } from './accessory-specs';

/** The chat message: a greeting, the accessory's name in quotes (or 'sin nombre') and the page's link. */
export function accessoryChatMessage({ id, nombre }: Pick<Accesorio, 'id' | 'nombre'>): string {
  const name = nombre.trim() ? `"${nombre.trim()}"` : 'sin nombre';
  return `Hola! Quiero consultar por el accesorio ${name}. ${siteConfig.siteUrl}/accesorio/${idSlug(id, nombre)}`;
}

interface AccessorySummaryProps {
  accessory: Accesorio;
  sheet: RefObject<HTMLElement | null>;
}

/** Beside the gallery: the chat button, the info cards, availability and payment, the way to the sheet. */
export function AccessorySummary({ accessory, sheet }: AccessorySummaryProps) {
  return (
    <>
      <div>
        <ChatButton message={accessoryChatMessage(accessory)}>Consultar</ChatButton>
      </div>
      <SpecTiles rows={accessoryCards(accessory)} />
      <PurchaseInfo />
      <SheetButton label="VER FICHA / ESPECIFICACIONES" target={sheet} />
    </>
  );
}
