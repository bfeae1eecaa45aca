export interface PaletteColour {
  name: string;
  hex: string;
}

/** The colours shoppers filter by; the API's colour facet counts by these names. */
export const COLOUR_PALETTE: readonly PaletteColour[] = [
  { name: 'Negro', hex: '#000000' },
  { name: 'Blanco', hex: '#ffffff' },
  { name: 'Gris', hex: '#8b8f94' },
  { name: 'Plata', hex: '#94a3b8' },
  { name: 'Rojo', hex: '#ef4444' },
  { name: 'Azul', hex: '#1d4ed8' },
  { name: 'Celeste', hex: '#38bdf8' },
  { name: 'Verde', hex: '#18b743' },
  { name: 'Amarillo', hex: '#f5f10b' },
  { name: 'Naranja', hex: '#eb8c11' },
  { name: 'Rosa', hex: '#d3257f' },
  { name: 'Violeta', hex: '#7f1ade' },
  { name: 'Marrón', hex: '#593c2a' },
];

/**
 * A colour as it is sent (a form, an address, the CSV): six hex digits, the '#' optional, in any case, an opaque 'ff'
 * alpha allowed ('#1d4ed8', 'EF4444ff'). A string, for the API's schemas; `isHexColour` tests it.
 */
export const HEX_COLOUR_PATTERN = '^#?[0-9a-fA-F]{6}([fF]{2})?$';
const HEX_COLOUR = new RegExp(HEX_COLOUR_PATTERN);

/** Whether a value, trimmed, is a colour as sent (`HEX_COLOUR_PATTERN`). */
export function isHexColour(value: string): boolean {
  return HEX_COLOUR.test(value.trim());
}

/**
 * "#EF4444ff" or "ef4444" → "#ef4444": lower case, '#' first, an opaque alpha suffix (some stored values) dropped;
 * an empty value stays empty.
 */
export function normaliseHex(value: string): string {
  const hex = value
    .trim()
    .toLowerCase()
    .replace(/^#?(?=.)/, '#');
  return hex.length === 9 && isHexColour(hex) ? hex.slice(0, 7) : hex;
}

/** The palette's name for a colour, or the colour itself when it is not in the palette. */
export function colourName(value: string): string {
  const hex = normaliseHex(value);
  return COLOUR_PALETTE.find((colour) => colour.hex === hex)?.name ?? hex;
}

/** The non-empty colours of an item, normalised, without repeats. */
export function presentColours(values: readonly (string | null | undefined)[]): string[] {
  const colours = values.filter((value): value is string => Boolean(value?.trim())).map(normaliseHex);
  return [...new Set(colours)];
}
