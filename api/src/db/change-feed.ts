import { randomUUID } from 'node:crypto';
import type { Database } from './types';

const CHANNEL = 'api_changes';

/**
 * What changed, told to every API process on the same database (PostgreSQL LISTEN/NOTIFY; PGlite delivers its
 * own notifications the same way). A listener also hears `null` when notifications may have been missed (the
 * listening connection was lost and came back): it must then assume that anything changed.
 */
export interface ChangeFeed {
  publish(topic: string): Promise<void>;
  subscribe(listener: (topic: string | null) => void): void;
}

export async function openChangeFeed(db: Database): Promise<ChangeFeed & { close: () => Promise<void> }> {
  const listeners: ((topic: string | null) => void)[] = [];
  const tell = (topic: string | null) => listeners.forEach((listener) => listener(topic));
  // A process already acted on its own changes: its notice comes back late and would undo a fresh cache.
  const sender = randomUUID();
  const onNotice = (payload: string) => {
    const [from, topic = ''] = payload.split(' ', 2);
    if (from !== sender) tell(topic);
  };
  const stop = await db.listen(CHANNEL, onNotice, () => tell(null));
  return {
    publish: async (topic) => {
      await db.query('select pg_notify($1, $2)', [CHANNEL, `${sender} ${topic}`]);
    },
    subscribe: (listener) => void listeners.push(listener),
    close: stop,
  };
}
