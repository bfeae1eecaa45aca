import type { Screen } from '@shop/shared/remote';
import { BikesComparePage } from './compare-page';

/** /comparar-bicicletas: rendered in the browser from its address (noindex, nothing to prefetch). */
export const bikesCompareScreen: Screen = { Component: BikesComparePage };
