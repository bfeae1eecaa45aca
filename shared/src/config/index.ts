export { siteConfig } from './site-config';
export type {
  FinancingPlan,
  OpeningHours,
  ShopLocation,
  SiteConfig,
  SizeRange,
  SocialLink,
  Weekday,
} from './site-config';
