import { BANNER_TEXT_LIMITS } from '@shop/contract';
import type { HomeBanner } from '@shop/shared/ui';

/** Exactly three tiles, slots 1 to 3. */
export const BANNER_SLOTS = [1, 2, 3] as const;

export const BANNER_TEXT_FIELDS = [
  ['title_top', 'Título (línea de arriba)', BANNER_TEXT_LIMITS.title_top],
  ['title_bottom', 'Título (línea de abajo)', BANNER_TEXT_LIMITS.title_bottom],
  ['tagline_en', 'Frase destacada', BANNER_TEXT_LIMITS.tagline_en],
  ['tagline_sub', 'Bajada', BANNER_TEXT_LIMITS.tagline_sub],
  ['cta_text', 'Texto del botón', BANNER_TEXT_LIMITS.cta_text],
  ['cta_url', 'Enlace del botón', BANNER_TEXT_LIMITS.cta_url],
] as const;

export type BannerTextField = (typeof BANNER_TEXT_FIELDS)[number][0];

/** A tile as edited: every field is text. */
export type BannerDraft = { slot: number; image_url: string; sort_order: string } & Record<BannerTextField, string>;

export function draftFromTile(slot: number, tile: HomeBanner | undefined): BannerDraft {
  const text = (value: string | null | undefined) => value ?? '';
  return {
    slot,
    title_top: text(tile?.title_top),
    title_bottom: text(tile?.title_bottom),
    tagline_en: text(tile?.tagline_en),
    tagline_sub: text(tile?.tagline_sub),
    cta_text: text(tile?.cta_text),
    cta_url: text(tile?.cta_url),
    image_url: text(tile?.image_url),
    sort_order: String(tile?.sort_order || slot),
  };
}

export function draftsFromTiles(tiles: readonly HomeBanner[]): BannerDraft[] {
  return BANNER_SLOTS.map((slot) =>
    draftFromTile(
      slot,
      tiles.find((tile) => tile.slot === slot),
    ),
  );
}

/** Text trimmed (empty as null); sort_order falls back to the slot when not a number or zero. */
export function tileFromDraft(draft: BannerDraft): HomeBanner {
  const text = (value: string) => value.trim() || null;
  const order = Math.trunc(Number(draft.sort_order.trim()));
  return {
    slot: draft.slot,
    title_top: text(draft.title_top),
    title_bottom: text(draft.title_bottom),
    tagline_en: text(draft.tagline_en),
    tagline_sub: text(draft.tagline_sub),
    cta_text: text(draft.cta_text),
    cta_url: text(draft.cta_url),
    image_url: text(draft.image_url),
    sort_order: Number.isFinite(order) && order !== 0 ? order : draft.slot,
  };
}
