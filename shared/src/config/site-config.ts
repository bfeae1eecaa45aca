export interface ShopLocation {
  id: string;
  title: string;
  tagline: string;
  address: string;
  neighborhood: string;
  city: string;
  phone: string;
  email: string;
  hours: string[];
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
  contact: {
    address: string;
    hours: string[];
    lat: number;
    lng: number;
    mapsPlaceUrl: string;
  };
  locations: ShopLocation[];
  /** Rider-height ranges per size, by bicycle category (lower case: mtb, ruta, urbano, bmx, kids). */
  sizeGuide: Record<string, SizeRange[]>;
}

// Injected at build time by the webpack factory (and by jest.config.ts in tests).
declare const __SITE_CONFIG__: SiteConfig;

export const siteConfig: SiteConfig = __SITE_CONFIG__;
