import type { Migration } from 'kysely';
import { migration as initial } from './001-initial';
import { migration as listOrderIndexes } from './002-list-order-indexes';
import { migration as attemptCounters } from './003-attempt-counters';
import { migration as uploadSweep } from './003b-upload-sweep';
import { migration as itemVersionSoftDelete } from './004-item-version-soft-delete';
import { migration as bikePrices } from './005-bike-prices';
import { migration as searchTrigrams } from './006-search-trigrams';
import { migration as catalogGenerations } from './007-catalog-generations';
import { migration as normalisedEmails } from './008-normalised-emails';
import { migration as mainImageIndex } from './009-main-image-index';
import { migration as numberRanges } from './010-number-ranges';
import { migration as availability } from './011-availability';
import { migration as enquiryEvents } from './012-enquiry-events';
import { migration as changeHistory } from './013-change-history';
import { migration as sessions } from './014-sessions';
import { migration as enquiryVisitors } from './015-enquiry-visitors';
import { migration as idnaEmails } from './016-idna-emails';
import { migration as revocations } from './017-revocations';
import { migration as siteSpeed } from './018-site-speed';
import { migration as cashDiscount } from './019-cash-discount';
import { migration as sales } from './020-sales';
import { migration as storeAvailability } from './021-store-availability';
import { migration as shippingZones } from './022-shipping-zones';

/**
 * Every schema change by name, one file each; Kysely's migrator runs the pending ones in name order, so a new one
 * takes the next number.
 */
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '001-initial': initial,
  '002-list-order-indexes': listOrderIndexes,
  '003-attempt-counters': attemptCounters,
  '003b-upload-sweep': uploadSweep,
  '004-item-version-soft-delete': itemVersionSoftDelete,
  '005-bike-prices': bikePrices,
  '006-search-trigrams': searchTrigrams,
  '007-catalog-generations': catalogGenerations,
  '008-normalised-emails': normalisedEmails,
  '009-main-image-index': mainImageIndex,
  '010-number-ranges': numberRanges,
  '011-availability': availability,
  '012-enquiry-events': enquiryEvents,
  '013-change-history': changeHistory,
  '014-sessions': sessions,
  '015-enquiry-visitors': enquiryVisitors,
  '016-idna-emails': idnaEmails,
  '017-revocations': revocations,
  '018-site-speed': siteSpeed,
  '019-cash-discount': cashDiscount,
  '020-sales': sales,
  '021-store-availability': storeAvailability,
  '022-shipping-zones': shippingZones,
};
