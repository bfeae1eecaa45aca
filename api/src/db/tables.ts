import type {
  BikeColourField,
  BikeSpecField,
  Disponibilidad,
  DisponibilidadCombinacion,
  HistoryAction,
  HistoryChange,
} from '@shop/contract';
import type { ColumnType, Generated } from 'kysely';

/** A column the database fills when an insert leaves it out. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;

/** What bicycles and accessories both have (migrations 001, 004, 005, 019, 020). */
interface CatalogTable {
  id: Generated<number>;
  nombre: string;
  detalle: string | null;
  categoria: string;
  marca: string | null;
  modelo: string | null;
  origen_pais: string | null;
  visible: Defaulted<boolean>;
  destacado: Defaulted<boolean>;
  precio: number | null;
  descuento_efectivo: number | null;
  precio_oferta: number | null;
  oferta_desde: string | null;
  oferta_hasta: string | null;
  search_text: Defaulted<string>;
  created_at: Defaulted<Date>;
  updated_at: Defaulted<Date>;
  version: Defaulted<number>;
  deleted_at: Date | null;
}

/** 'Disponible ahora' as migrations 011 and 021 generate it: what the filter reads, never written. */
type AvailableNow<Value> = ColumnType<Value[], never, never>;

type BicicletasTable = CatalogTable &
  Record<BikeColourField | BikeSpecField, string | null> & {
    disponibilidad: Defaulted<DisponibilidadCombinacion[]>;
    /** The combinations available now, whole. */
    disponible_ahora: AvailableNow<DisponibilidadCombinacion>;
  };

interface AccesoriosTable extends CatalogTable {
  material: string | null;
  peso_g: number | null;
  dim_largo_mm: number | null;
  dim_ancho_mm: number | null;
  dim_alto_mm: number | null;
  disponibilidad: Disponibilidad | null;
  /** The state, when available now. */
  disponible_ahora: AvailableNow<string>;
}

interface ImagenesTable {
  id: Generated<number>;
  owner_type: 'bicicleta' | 'accesorio';
  owner_id: number;
  url: string;
  alt_text: string | null;
  es_principal: Defaulted<boolean>;
  orden: Defaulted<number>;
  mime_type: string | null;
  width: number | null;
  height: number | null;
  /** The bicycle colour the photo shows (migration 011). */
  color: string | null;
  created_at: Defaulted<Date>;
}

/** Migration 001: the home's three secondary banners. */
interface BannersTable {
  slot: number;
  title_top: string | null;
  title_bottom: string | null;
  tagline_en: string | null;
  tagline_sub: string | null;
  cta_text: string | null;
  cta_url: string | null;
  image_url: string | null;
  sort_order: number;
}

/** Migration 003b: files that may have lost their last reference. */
interface UploadSweepTable {
  url: string;
  since: Defaulted<Date>;
  origin: Defaulted<'released' | 'upload' | 'seed'>;
}

/** Migration 007: each catalogue's generation, written by triggers only. */
interface CatalogGenerationsTable {
  catalog: 'bicicletas' | 'accesorios';
  /** A bigint, which the drivers read differently: queries cast it to text. */
  generation: ColumnType<bigint | string, never, never>;
}

/** Migration 013: every write to a product, its images or a banner, written by triggers. */
interface ChangeHistoryTable {
  id: Generated<number>;
  entity: 'bicicleta' | 'accesorio' | 'banner';
  entity_id: number;
  action: HistoryAction;
  /** The writer's e-mail (the transaction's `app.actor`), null outside a request. */
  author: string | null;
  changed_at: Defaulted<Date>;
  changes: HistoryChange[];
}

/** Migration 012: product views and chat clicks, one row per product, shop day and kind. */
export interface EnquiryEventsTable {
  product_type: 'bicicleta' | 'accesorio';
  product_id: number;
  /** The shop's day ('YYYY-MM-DD' as the query casts it to text). */
  day: ColumnType<string, string, never>;
  kind: 'vista' | 'consulta';
  total: number;
  choices: Defaulted<Record<string, number>>;
}

/** The tables the API's typed queries read and write, as the migrations made them. */
export interface Tables {
  bicicletas: BicicletasTable;
  accesorios: AccesoriosTable;
  imagenes: ImagenesTable;
  banners: BannersTable;
  upload_sweep: UploadSweepTable;
  catalog_generations: CatalogGenerationsTable;
  change_history: ChangeHistoryTable;
  enquiry_events: EnquiryEventsTable;
}
