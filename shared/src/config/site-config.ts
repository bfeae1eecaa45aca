export interface ShopLocation {
  id: string;
  title: string;
  tagline: string;
  address: string;
  neighborhood: string;
  city: string;
  phone: string;
  email: string;
  lat: number;
  lng: number;
  mapsPlaceUrl: string;
  /** Null or left out: the map's default zoom. */
  zoom?: number | null;
}

export interface SocialLink {
  name: string;
  url: string;
}

/** One size of a category's size guide: the rider heights it fits, in cm (both ends included). */
export interface SizeRange {
  talle: string;
  min: number;
  max: number;
}

export type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';

/** Days `from`…`to` (both included), open from `opens` to `closes` ('09:00'). */
export interface OpeningHours {
  from: Weekday;
  to: Weekday;
  opens: string;
  closes: string;
}

/** Instalment plans sharing a surcharge over the price (0: sin interés), offered from `minPrice` pesos up. */
export interface FinancingPlan {
  instalments: number[];
  surchargePercent: number;
  minPrice?: number | null;
}

/** National indirect tax rates included in a price, in percent. */
export interface TaxRates {
  ivaPercent: number;
  internalPercent: number;
}

export interface SiteConfig {
  shopName: string;
  siteUrl: string;
  apiUrl: string;
  description: string;
  previewImage: string;
  whatsappNumber: string;
  email: string;
  phone: string;
  social: SocialLink[];
  /** The one source of the shop's hours: /contacto, /ubicacion and the JSON-LD. */
  openingHours: OpeningHours[];
  financing: FinancingPlan[];
  /** What the tax line beside each price takes out: the default rates, and a category's own (lower-case keys). */
  nationalTaxes: TaxRates & { byCategory: Record<string, TaxRates> };
  /** Whole percent off the price in cash or by bank transfer; a product may set its own (`descuento_efectivo`). */
  cashDiscountPercent: number;
  contact: {
    address: string;
    lat: number;
    lng: number;
    mapsPlaceUrl: string;
  };
  locations: ShopLocation[];
  /** Rider-height ranges per size, by bicycle category (lower case: mtb, ruta, urbano, bmx, kids). */
  sizeGuide: Record<string, SizeRange[]>;
  /** The share of visits (0 to 1) that report their speed and errors to the API ('Velocidad del sitio'). */
  vitalsSampleRate: number;
}

// Injected at build time by the webpack factory (and by jest.config.ts in tests).
declare const __SITE_CONFIG__: SiteConfig;

export const siteConfig: SiteConfig = __SITE_CONFIG__;
