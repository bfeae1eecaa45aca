import { describe, expect, it } from '@jest/globals';
import { p75FromBuckets, VITAL_METRICS, VITAL_SPECS, vitalBucket, vitalMaximum, vitalRating } from './site-speed';

/** Counts per LCP bucket with `count` samples in the bucket whose bound is `bound`. */
function lcpCounts(...samples: [bound: number, count: number][]): number[] {
  const counts = VITAL_SPECS.lcp.buckets.map(() => 0);
  for (const [bound, count] of samples) counts[VITAL_SPECS.lcp.buckets.indexOf(bound)] = count;
  return counts;
}

describe('site speed', () => {
  it('reads the p75 as the upper bound of the bucket that holds it', () => {
    expect(p75FromBuckets('lcp', lcpCounts([1000, 3], [3000, 1]))).toBe(1000);
    expect(p75FromBuckets('lcp', lcpCounts([1000, 2], [3000, 2]))).toBe(3000);
    expect(p75FromBuckets('lcp', lcpCounts([500, 1], [2500, 1], [4000, 1], [60_000, 1]))).toBe(4000);
    expect(p75FromBuckets('lcp', lcpCounts([60_000, 5]))).toBe(60_000);
    expect(p75FromBuckets('lcp', lcpCounts())).toBeNull();
  });

  it('puts a value in the first bucket whose bound is not below it', () => {
    expect(vitalBucket('lcp', 0)).toBe(0);
    expect(vitalBucket('lcp', 500)).toBe(0);
    expect(vitalBucket('lcp', 500.1)).toBe(1);
    expect(vitalBucket('cls', 0.1)).toBe(VITAL_SPECS.cls.buckets.indexOf(0.1));
    expect(vitalBucket('inp', vitalMaximum('inp'))).toBe(VITAL_SPECS.inp.buckets.length - 1);
  });

  it("rates by Google's thresholds, each end included in the better rating", () => {
    expect([2500, 2501, 4000, 4001].map((value) => vitalRating('lcp', value))).toEqual([
      'bueno',
      'mejorable',
      'mejorable',
      'malo',
    ]);
    expect([200, 500, 501].map((value) => vitalRating('inp', value))).toEqual(['bueno', 'mejorable', 'malo']);
    expect([0.1, 0.25, 0.26].map((value) => vitalRating('cls', value))).toEqual(['bueno', 'mejorable', 'malo']);
    expect([800, 1800, 1801].map((value) => vitalRating('ttfb', value))).toEqual(['bueno', 'mejorable', 'malo']);
    expect([1000, 2500, 2501].map((value) => vitalRating('hidratacion', value))).toEqual([
      'bueno',
      'mejorable',
      'malo',
    ]);
  });

  it.each(VITAL_METRICS)('%s: ascending bounds, and both thresholds are bounds (a p75 rates exactly)', (metric) => {
    const { buckets, good, poor } = VITAL_SPECS[metric];
    expect([...buckets].sort((a, b) => a - b)).toEqual(buckets);
    expect(new Set(buckets).size).toBe(buckets.length);
    expect(buckets).toContain(good);
    expect(buckets).toContain(poor);
    expect(good).toBeLessThan(poor);
  });
});
