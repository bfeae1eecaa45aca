import {
  AVAILABILITY_STATES,
  availabilityAxes,
  CATALOG_TEXT_LIMITS,
  type Disponibilidad,
  type DisponibilidadCombinacion,
  MAX_ORDER_DAYS,
  normaliseHex,
  offeredSizes,
  sameSize,
  STORE_ID_PATTERN,
} from '@shop/contract';
import { Type } from 'typebox';
import { badRequest } from '../../lib/http-error';
import { describing, nullable } from '../../lib/schema';

const estado = () => Type.Enum(AVAILABILITY_STATES, { description: AVAILABILITY_STATES.join(', ') });
const dias = () =>
  nullable(
    Type.Integer({ minimum: 1, maximum: MAX_ORDER_DAYS, description: "Sólo con 'a_pedido': en cuántos días llega." }),
  );

export const DisponibilidadSchema = describing<Disponibilidad>()(
  Type.Object({ estado: estado(), dias: dias() }, { additionalProperties: false }),
);

export const CombinacionSchema = describing<DisponibilidadCombinacion>()(
  Type.Object(
    {
      color: Type.String({
        maxLength: CATALOG_TEXT_LIMITS.colour,
        description: 'Uno de los colores de la bicicleta (hex); vacío si no tiene.',
      }),
      talle: Type.String({
        maxLength: CATALOG_TEXT_LIMITS.talle,
        description: 'Uno de sus talles; vacío si no tiene.',
      }),
      tienda: Type.String({
        maxLength: CATALOG_TEXT_LIMITS.tienda,
        pattern: STORE_ID_PATTERN,
        description: 'La tienda: el `id` de uno de los locales de la configuración del sitio (casa-central).',
      }),
      estado: estado(),
      dias: dias(),
    },
    { additionalProperties: false },
  ),
);

/** What a write may send: `dias` may be left out. */
export const DisponibilidadBody = Type.Object(
  { estado: estado(), dias: Type.Optional(dias()) },
  { additionalProperties: false },
);
export const CombinacionBody = Type.Object(
  {
    ...DisponibilidadBody.properties,
    color: CombinacionSchema.properties.color,
    talle: CombinacionSchema.properties.talle,
    tienda: CombinacionSchema.properties.tienda,
  },
  { additionalProperties: false },
);

/** An availability as a write sends it. */
export interface SentAvailability {
  estado: Disponibilidad['estado'];
  dias?: number | null;
}

export type SentCombination = SentAvailability & { color: string; talle: string; tienda: string };

/** 'A pedido' says in how many days, and only it does. */
function checkedDays(sent: SentAvailability, field: string): Disponibilidad {
  const days = sent.dias ?? null;
  if (sent.estado === 'a_pedido' && days === null)
    throw badRequest('Indicá en cuántos días llega lo que está «A pedido».', `${field}.dias`);
  if (sent.estado !== 'a_pedido' && days !== null)
    throw badRequest('Sólo «A pedido» lleva días de demora.', `${field}.dias`);
  return { estado: sent.estado, dias: days };
}

/** An accessory's availability as stored (JSON), or null without data. */
export function accessoryAvailability(sent: SentAvailability | null | undefined): string | null {
  return sent ? JSON.stringify(checkedDays(sent, 'disponibilidad')) : null;
}

/**
 * A bicycle's availability as stored (JSON): each combination one of the colours and talles it is offered in
 * (spelled as the bicycle spells them) at one store, each once; a 400 names the entry at fault.
 */
export function bikeAvailability(
  sent: readonly SentCombination[] | undefined,
  offered: { colours: readonly string[]; talle: string | null },
): string {
  const axes = availabilityAxes(offered.colours, offeredSizes(offered.talle));
  const stored: DisponibilidadCombinacion[] = [];
  (sent ?? []).forEach((combination, index) => {
    const field = `disponibilidad.${index}`;
    const color = axes.colours.find((colour) => colour === normaliseHex(combination.color));
    if (color === undefined)
      throw badRequest(
        `La bicicleta no se ofrece en el color ${combination.color || '(sin color)'}.`,
        `${field}.color`,
      );
    const talle = axes.talles.find((size) => sameSize(size, combination.talle));
    if (talle === undefined)
      throw badRequest(
        `La bicicleta no se ofrece en el talle ${combination.talle || '(sin talle)'}.`,
        `${field}.talle`,
      );
    const { tienda } = combination;
    if (stored.some((other) => other.color === color && other.talle === talle && other.tienda === tienda))
      throw badRequest('Cada color y talle lleva una sola disponibilidad por tienda.', field);
    stored.push({ color, talle, tienda, ...checkedDays(combination, field) });
  });
  return JSON.stringify(stored);
}
