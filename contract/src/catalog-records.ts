import type { Disponibilidad, DisponibilidadCombinacion } from './availability';
import type { SaleFields } from './sale';

/** One page of a catalogue list, as every list endpoint answers it. */
export interface Paged<T> {
  items: T[];
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

/** The main image a list item carries (null when the item has none). */
export interface ImagenPrincipal {
  url: string;
  alt_text: string | null;
  width: number | null;
  height: number | null;
}

/** An image of a bicycle or an accessory. */
export interface Imagen {
  id: number;
  url: string;
  alt_text: string | null;
  es_principal: boolean;
  orden: number | null;
  mime_type: string | null;
  width: number | null;
  height: number | null;
  /** The bicycle colour (hex, one of its color1..color4) the photo shows, or null; its photos come first when chosen. */
  color: string | null;
}

export const BIKE_SPEC_FIELDS = [
  'talle',
  'ruedas',
  'rodado',
  'cuadro',
  'sistema_frenos',
  'caja_movimiento_central',
  'engranaje',
  'shifter',
  'stem',
  'cubiertas',
  'horquilla',
  'manillar',
  'pinion',
  'descarrilador_trasero',
] as const;

export type BikeSpecField = (typeof BIKE_SPEC_FIELDS)[number];

/** How each spec is named to shoppers and in the admin form. */
export const BIKE_SPEC_LABELS: Readonly<Record<BikeSpecField, string>> = {
  talle: 'Talle',
  ruedas: 'Ruedas',
  rodado: 'Rodado',
  cuadro: 'Cuadro',
  sistema_frenos: 'Sistema de frenos',
  caja_movimiento_central: 'Caja de movimiento central',
  engranaje: 'Engranaje',
  shifter: 'Shifter',
  stem: 'Stem',
  cubiertas: 'Cubiertas',
  horquilla: 'Horquilla',
  manillar: 'Manillar',
  pinion: 'Piñón',
  descarrilador_trasero: 'Descarrilador trasero',
};

export const BIKE_COLOUR_FIELDS = ['color1', 'color2', 'color3', 'color4'] as const;

export type BikeColourField = (typeof BIKE_COLOUR_FIELDS)[number];

/** What every product record has; categoria is stored in lower case. */
export interface ProductRecord extends SaleFields {
  id: number;
  nombre: string;
  detalle: string | null;
  categoria: string;
  marca: string | null;
  modelo: string | null;
  origen_pais: string | null;
  visible: boolean;
  destacado: boolean;
  /** ARS; null when the shop has not set one ('Consultá precio'). */
  precio: number | null;
  /** Whole percent off `precio` in cash or by bank transfer, in place of the site's; null: the site's, 0: none. */
  descuento_efectivo: number | null;
}

/** A bicycle record (GET /api/bicicletas/{id} adds its RecordDates). */
export type Bicicleta = ProductRecord &
  Record<BikeColourField | BikeSpecField, string | null> & {
    /** Per colour × talle it is offered in, those the owner set (none: 'Consultá disponibilidad'). */
    disponibilidad: DisponibilidadCombinacion[];
  };

/** When a record was created and last changed (ISO 8601): every answer about a record carries them. */
export interface RecordDates {
  created_at: string;
  updated_at: string;
}

/** What every list item carries besides its own fields; the admin's list adds the item's state. */
export interface ListItemExtras {
  updated_at: string;
  imagen_principal: ImagenPrincipal | null;
  visible?: boolean;
  destacado?: boolean;
  /** The admin's list only: the item's version, whose ETag (the number in quotes) a delete sends as If-Match. */
  version?: number;
  /** The admin's list only: chat clicks ('Consultar') over the last 30 days. */
  consultas_30d?: number;
  /** The admin's list only: page views over the last 30 days. */
  vistas_30d?: number;
}

/** The fields a list item of either catalogue carries. */
type ListItemField =
  | 'id'
  | 'nombre'
  | 'detalle'
  | 'categoria'
  | 'marca'
  | 'modelo'
  | 'precio'
  | 'descuento_efectivo'
  | 'precio_oferta'
  | 'oferta_desde'
  | 'oferta_hasta'
  | 'disponibilidad';

/** A bicycle as a list item (GET /api/bicicletas). */
export type BicicletaListItem = Pick<Bicicleta, ListItemField | BikeColourField> & ListItemExtras;

/** An accessory record (GET /api/accesorios/{id} adds its RecordDates); sizes in mm, weight in g. */
export interface Accesorio extends ProductRecord {
  material: string | null;
  peso_g: number | null;
  dim_largo_mm: number | null;
  dim_ancho_mm: number | null;
  dim_alto_mm: number | null;
  /** null: 'Consultá disponibilidad'. */
  disponibilidad: Disponibilidad | null;
}

/** An accessory as a list item (GET /api/accesorios). */
export type AccesorioListItem = Pick<Accesorio, ListItemField> & ListItemExtras;
