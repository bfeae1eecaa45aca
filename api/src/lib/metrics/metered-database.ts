import type { Database } from '../../db/types';
import type { ApiMetrics } from './api-metrics';

type Operation = 'consulta' | 'lista' | 'transaccion';

/** The same database, timing every query and counting those in flight. */
export function meteredDatabase(db: Database, metrics: ApiMetrics): Database {
  const timed = async <T>(operation: Operation, work: () => Promise<T>): Promise<T> => {
    const stop = metrics.querySeconds.startTimer({ operation });
    metrics.queriesInFlight.inc();
    try {
      return await work();
    } finally {
      metrics.queriesInFlight.dec();
      stop();
    }
  };
  return {
    query: (sql, params) => timed('consulta', () => db.query(sql, params)),
    queryMany: (sql, params) => timed('lista', () => db.queryMany(sql, params)),
    transaction: (work) => timed('transaccion', () => db.transaction(work)),
    listen: (channel, onMessage, onGap) => db.listen(channel, onMessage, onGap),
    withLock: (key, work) => db.withLock(key, work),
    dialect: () => db.dialect(),
    poolUse: () => db.poolUse(),
    dump: (dir) => db.dump(dir),
    close: () => db.close(),
  };
}
