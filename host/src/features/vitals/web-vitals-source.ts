import { onCLS, onINP, onLCP, onTTFB } from 'web-vitals';
import type { VitalsSource } from './vitals-reporter';

/** Google's web-vitals library: each metric's final value, reported when the page is hidden at the latest. */
export const webVitalsSource: VitalsSource = (record) => {
  onLCP(({ value }) => record('lcp', value));
  onINP(({ value }) => record('inp', value));
  onCLS(({ value }) => record('cls', value));
  onTTFB(({ value }) => record('ttfb', value));
};
