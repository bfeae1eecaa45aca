import { useSearchParams } from '@shop/shared/router';
import {
  BIKE_COLOUR_FIELDS,
  colourName,
  offeredSizes,
  presentColours,
  sameSize,
  type Bicicleta,
} from '@shop/shared/catalog';
import { slugify } from '@shop/shared/domain';

export interface ColourOption {
  hex: string;
  /** As shoppers read it: 'Rojo'. */
  name: string;
  /** As the address carries it: 'rojo'. */
  slug: string;
}

/** The colours a bicycle comes in, each once. */
export function colourOptions(bike: Bicicleta): ColourOption[] {
  return presentColours(BIKE_COLOUR_FIELDS.map((field) => bike[field])).map((hex) => {
    const name = colourName(hex);
    return { hex, name, slug: slugify(name) };
  });
}

/** The sizes a bicycle comes in: its `talle` is a comma-separated list ('S, M, L'). */
export function sizeOptions(bike: Pick<Bicicleta, 'talle'>): string[] {
  return offeredSizes(bike.talle);
}

/** What a bicycle's page says until a colour is chosen: the availability and the enquiry are a colour's. */
export const COLOUR_NEEDED = {
  availability: 'Elegí un color para ver su disponibilidad.',
  enquiry: 'Elegí un color antes de agregarla a tu consulta.',
} as const;

export interface BikeChoice {
  colour: ColourOption | null;
  size: string | null;
  chooseColour: (colour: ColourOption) => void;
  chooseSize: (size: string) => void;
}

/**
 * The colour and size the shopper picked, kept in the address (?color=rojo&talle=M) so that a shared
 * link opens with them chosen; a value the bicycle does not come in is ignored.
 */
export function useBikeChoice(colours: readonly ColourOption[], sizes: readonly string[]): BikeChoice {
  const [searchParams, setSearchParams] = useSearchParams();
  const colourParam = searchParams.get('color') ?? '';
  const sizeParam = searchParams.get('talle') ?? '';
  const choose = (key: 'color' | 'talle', value: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(key, value);
        return next;
      },
      // Synchronous, not a transition: the radio shows the pick at once (a controlled input would
      // otherwise fall back to the old choice until the navigation commits).
      { replace: true, preventScrollReset: true, flushSync: true },
    );
  return {
    colour: colours.find((colour) => colour.slug === slugify(colourParam)) ?? null,
    size: sizes.find((size) => sameSize(size, sizeParam)) ?? null,
    chooseColour: (colour) => choose('color', colour.slug),
    chooseSize: (size) => choose('talle', size),
  };
}
