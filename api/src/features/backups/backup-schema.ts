import type { BackupInfo } from '@shop/contract';
import { Type } from 'typebox';
import { describing } from '../../lib/schema';

/** A backup as the API answers it: the route's answer, and what `npm run backup` accepts from a running API. */
export const BackupSchema = describing<BackupInfo>()(
  Type.Object(
    {
      archivo: Type.String(),
      fecha: Type.String({ format: 'date-time' }),
      bytes: Type.Integer({ minimum: 0 }),
    },
    { additionalProperties: false },
  ),
);
