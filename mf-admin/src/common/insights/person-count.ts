import { formatNumber } from '@shop/shared/domain';

/** A count of the insights, which counts people (each once per product, day and kind), as '1 persona' or '12 personas'. */
export function personCount(count: number): string {
  return `${formatNumber(count)} ${count === 1 ? 'persona' : 'personas'}`;
}
