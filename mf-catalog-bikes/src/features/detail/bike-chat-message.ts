import { productChatMessage, type Bicicleta } from '@shop/shared/catalog';
import { BIKE_KIND } from '../../common/bike-kind';

/**
 * 'Hola! Quiero consultar por la bicicleta "{nombre}" en color {Color}, talle {talle}. {url}': the
 * parts not chosen are left out.
 */
export function bikeChatMessage(bike: Pick<Bicicleta, 'id' | 'nombre'>, colour: string | null, size: string | null) {
  const choice = `${colour ? ` en color ${colour}` : ''}${size ? `, talle ${size}` : ''}`;
  return productChatMessage(BIKE_KIND, bike, choice);
}
