import type { EnquiryEvent } from '@shop/contract';
import { createDailyWindows } from '../../lib/daily-address-limit';

export interface EventLimitOptions {
  /** Events of one kind one address may count for one product in a shop day. */
  perProduct: number;
  /** Events of any kind one address may count in a shop day. */
  perAddress: number;
}

export const EVENT_LIMITS: EventLimitOptions = { perProduct: 3, perAddress: 300 };

/**
 * What one address may add to the counts in a shop day, in the daily windows of lib/daily-address-limit.ts: not in
 * the database on purpose, as they would need a row per visitor, which is what the counts avoid storing.
 */
export function createEventLimits(options: EventLimitOptions = EVENT_LIMITS) {
  const windows = createDailyWindows();
  /** Whether this event may be counted, counting it against the address's limits when it may. */
  return (address: string, event: Pick<EnquiryEvent, 'tipo' | 'id' | 'evento'>, now = Date.now()): boolean => {
    const who = windows.of(address, now);
    const product = `${who} ${event.tipo} ${event.id} ${event.evento}`;
    if (windows.used(product) >= options.perProduct) return false;
    return windows.take(who, options.perAddress) && windows.take(product, options.perProduct);
  };
}

export type EventLimits = ReturnType<typeof createEventLimits>;
