import { siteConfig } from '@shop/shared/config';
import type { Screen } from '@shop/shared/remote';
import { PageMeta } from '@shop/shared/ui';
import { BikeStoreJsonLd } from '../../common/bike-store-json-ld';
import { homeFeaturedApi } from './api/home-featured';
import { homeBannersApi } from '@shop/shared/api';
import { FeaturedStrip } from './components/featured-strip';
import { HomeHero } from './components/home-hero';
import { RevocationNote } from './components/revocation-note';
import { SecondaryBanners } from './components/secondary-banners';

export function HomePage() {
  return (
    <>
      <PageMeta title="Bicicletas y accesorios" description={siteConfig.description} canonicalPath="/" />
      <BikeStoreJsonLd />
      <HomeHero />
      <FeaturedStrip />
      <SecondaryBanners />
      <RevocationNote />
    </>
  );
}

export const homeScreen: Screen = {
  Component: HomePage,
  prefetch: async ({ dispatch }) => {
    await Promise.all([
      dispatch(homeBannersApi.endpoints.homeSecondaryHeroes.initiate()),
      dispatch(homeFeaturedApi.endpoints.homeFeatured.initiate()),
    ]);
  },
};
