import type { Screen } from '@shop/shared/remote';
import { BikesLandingPage } from './bikes-landing-page';

export const bikesLandingScreen: Screen = { Component: BikesLandingPage };
