import { productChatMessage, type Bicicleta, type ShownAvailability } from '@shop/shared/catalog';
import { BIKE_KIND } from '../../common/bike-kind';
import type { ColourOption } from './bike-choice';

/**
 * 'Hola! Quiero consultar por la bicicleta "{nombre}" en color {Color}, talle {talle}, que figura "{disponibilidad}"
 * en {tienda} y …, a $ {N} en efectivo o transferencia. {url}?color=…&talle=…': the parts not chosen (or without data) are left out;
 * the link opens the page with the choice, whose preview shows the colour's photo.
 */
export function bikeChatMessage(
  bike: Pick<Bicicleta, 'id' | 'nombre' | 'precio' | 'descuento_efectivo'>,
  colour: ColourOption | null,
  size: string | null,
  availability: ShownAvailability,
) {
  const words = `${colour ? ` en color ${colour.name}` : ''}${size ? `, talle ${size}` : ''}`;
  const query = new URLSearchParams([
    ...(colour ? [['color', colour.slug]] : []),
    ...(size ? [['talle', size]] : []),
  ]).toString();
  return productChatMessage(BIKE_KIND, bike, { words, availability, search: query && `?${query}` });
}
