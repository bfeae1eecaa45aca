export { siteConfig } from './site-config';
export type { ShopLocation, SiteConfig, SocialLink } from './site-config';
