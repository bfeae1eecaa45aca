import { VITAL_RATING_LABELS, VITAL_SPECS, vitalRating, type VitalMetric, type VitalRating } from '@shop/contract';
import { formatNumber } from '@shop/shared/domain';

/** A metric's value as the panel writes it: '180 ms', '2,5 s' from a second up, a CLS score as is ('0,1'). */
export function vitalText(metric: VitalMetric, value: number): string {
  if (VITAL_SPECS[metric].unit === 'puntaje') return formatNumber(value, 3);
  return value >= 1000 ? `${formatNumber(value / 1000, 1)} s` : `${formatNumber(value, 0)} ms`;
}

/** A p75 with its rating, in words as well as colour. */
export function ratedVital(metric: VitalMetric, value: number): { text: string; rating: VitalRating; label: string } {
  const rating = vitalRating(metric, value);
  return { text: vitalText(metric, value), rating, label: VITAL_RATING_LABELS[rating] };
}

/** The thresholds of a metric in words: 'Bueno ≤ 2,5 s; Malo > 4 s'. */
export function thresholdsText(metric: VitalMetric): string {
  const { good, poor } = VITAL_SPECS[metric];
  return `${VITAL_RATING_LABELS.bueno} ≤ ${vitalText(metric, good)}; ${VITAL_RATING_LABELS.malo} > ${vitalText(metric, poor)}`;
}
