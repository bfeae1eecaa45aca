import type { ApiConfig } from './config';
import type { Database } from './db/types';
import { migrate } from './db/migrator';
import { hashPassword } from './features/auth/passwords';
import { ensureAdmin } from './features/auth/users';
import type { MediaStorage } from './features/images/storage/media-storage';
import { seedIfEmpty } from './seed/seed';

/** The advisory lock the instances starting on one database take turns on ('rueda' in ASCII). */
const START_UP_LOCK = 0x72756564;

/**
 * Schema, start-up admin and, on an empty catalogue, the demo data. Instances started together on one PostgreSQL
 * do this one at a time: the first migrates and seeds, the others find it done. Answers whether it seeded.
 */
export async function startUp(db: Database, config: ApiConfig, storage: MediaStorage): Promise<boolean> {
  const passwordHash = await hashPassword(config.admin.password, config.passwordCost);
  return db.withLock(START_UP_LOCK, async () => {
    await migrate(db);
    await ensureAdmin(db, config.admin.email, passwordHash);
    return seedIfEmpty(db, storage);
  });
}
