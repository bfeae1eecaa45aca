/**
 * Every cache tag of the site, declared once so that a change made by one remote (an admin
 * edit) invalidates what another remote shows (the catalogue).
 */
export const TAG_TYPES = ['Bicicleta', 'Accesorio', 'Imagen', 'Banner', 'Usuario', 'Arrepentimiento'] as const;

export type TagType = (typeof TAG_TYPES)[number];

/** The id of the tag that stands for a whole list. */
export const LIST_ID = 'LIST';
