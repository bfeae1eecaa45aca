import type { ProductType } from './product-paths';

/** Where the storefront reports a product view or a chat click (anonymous, answered 202). */
export const EVENTS_PATH = '/api/eventos';

/** What happened on a product page: it was seen, or its 'Consultar' chat link was clicked. */
export const ENQUIRY_EVENT_KINDS = ['vista', 'consulta'] as const;

export type EnquiryEventKind = (typeof ENQUIRY_EVENT_KINDS)[number];

/** The body of POST /api/eventos: the product, what happened and, for a bicycle, the colour and talle chosen. */
export interface EnquiryEvent {
  tipo: ProductType;
  id: number;
  evento: EnquiryEventKind;
  /** A colour the bicycle comes in, as hex ('#ef4444'). */
  color?: string;
  /** A talle the bicycle comes in ('M'). */
  talle?: string;
}

/** The periods, in days, the admin's insights count over. */
export const INSIGHT_PERIODS = [7, 30] as const;

export type InsightPeriod = (typeof INSIGHT_PERIODS)[number];

/** The counts of one product over a period. */
export interface EnquiryCounts {
  vistas: number;
  consultas: number;
}

/** A row of 'Más consultados' (GET /api/eventos/mas-consultados?dias=7|30). */
export interface MostEnquiredItem extends EnquiryCounts {
  tipo: ProductType;
  id: number;
  nombre: string;
}

export interface MostEnquiredAnswer {
  dias: InsightPeriod;
  items: MostEnquiredItem[];
}

/** One day of a product's counts (GET /api/eventos/{tipo}/{id}): every day of the period, oldest first. */
export interface DailyCounts extends EnquiryCounts {
  /** The shop's day, 'YYYY-MM-DD'. */
  dia: string;
}

export interface ProductEventsAnswer {
  dias: DailyCounts[];
}

/** Chat clicks per view, or null without views. */
export function enquiryRatio({ vistas, consultas }: EnquiryCounts): number | null {
  return vistas > 0 ? consultas / vistas : null;
}
