import { siteConfig } from '@shop/shared/config';
import { PageMeta } from '@shop/shared/ui';
import { HomeHero } from './components/home-hero';
import { SecondaryBanners } from './components/secondary-banners';

export function HomePage() {
  return (
    <>
      <PageMeta title="Bicicletas y accesorios" description={siteConfig.description} canonicalPath="/" />
      <HomeHero />
      <SecondaryBanners />
    </>
  );
}
