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
  zoom?: number;
}

export interface SocialLink {
  name: string;
  url: string;
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
}

// Injected at build time by the webpack factory (and by jest.config.ts in tests).
declare const __SITE_CONFIG__: SiteConfig;

export const siteConfig: SiteConfig = __SITE_CONFIG__;
