export { siteConfig } from './site-config';
export type { ShopLocation, SiteConfig, SizeRange, SocialLink } from './site-config';
