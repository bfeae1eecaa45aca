import type { ScryptOptions } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { HttpError } from '../../lib/http-error';
import type { Derive } from './passwords';

/** The nice value of the common share's hashing threads (0 is the process's; 19 the lowest priority). */
const COMMON_SHARE_NICE = 10;

/**
 * scrypt runs synchronously inside the worker, on the worker's own thread: the asynchronous scrypt would
 * use libuv's thread pool, which every worker shares with the file reads that serve the images. A worker of the
 * common share lowers its own priority (`nice`), so that on a busy machine the reserved share and the main thread,
 * which serves the shop, get the CPU first; on Linux a thread's priority is its own (elsewhere it would be the whole
 * process's, so it is left alone).
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
if (workerData.lowPriority) require('node:os').setPriority(${COMMON_SHARE_NICE});
parentPort.on('message', ({ password, salt, keyLength, options }) => {
  try {
    parentPort.postMessage({ key: scryptSync(password, salt, keyLength, options) });
  } catch (error) {
    parentPort.postMessage({ error: String((error && error.message) || error) });
  }
});
`;

export interface HashingPoolOptions {
  /** Hashes computed at once, each on its own thread (and with 128 MiB of memory at the production cost). */
  workers: number;
  /** Hashes that may wait for a worker, in each queue; past it a sign-in or registration is answered 503 at once. */
  queueLimit: number;
  /** Further threads that only take the reserved share's hashes, when every worker is busy. */
  reservedWorkers: number;
}

interface Job {
  message: { password: string; salt: Buffer; keyLength: number; options: ScryptOptions };
  resolve: (key: Buffer) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  /** Takes only reserved jobs. */
  reserved: boolean;
}

export const BUSY_SECONDS = 5;

/** Every worker busy and the queue full: the hash was not computed (503, come back in a few seconds). */
export class HashingBusyError extends HttpError {
  constructor() {
    super(503, 'Hay demasiados ingresos y registros en curso. Probá de nuevo en unos segundos.', {
      'Retry-After': String(BUSY_SECONDS),
    });
  }
}

/**
 * A few worker threads that compute password hashes, with a bounded queue in front of them, and a reserved share:
 * a hash through `reserved` (a sign-in the address is known for) waits in a queue of its own that every worker serves
 * first, and when every worker is busy it may run on a reserved thread that takes nothing else. A flood of other
 * attempts fills the common queue (503) and leaves the reserved share free.
 */
export function createHashingPool({ workers, queueLimit, reservedWorkers }: HashingPoolOptions) {
  const slots: Slot[] = [];
  const queue: Job[] = [];
  const reservedQueue: Job[] = [];
  let closed = false;

  function next(slot: Slot): void {
    const job = reservedQueue.shift() ?? (slot.reserved ? null : queue.shift()) ?? null;
    slot.job = job;
    if (job) slot.worker.postMessage(job.message);
  }

  function spawn(reserved: boolean): Slot {
    const lowPriority = !reserved && process.platform === 'linux';
    const slot: Slot = {
      worker: new Worker(WORKER_SOURCE, { eval: true, workerData: { lowPriority } }),
      job: null,
      reserved,
    };
    slot.worker.unref();
    slot.worker.on('message', (answer: { key?: Uint8Array; error?: string }) => {
      const job = slot.job;
      if (answer.key) job?.resolve(Buffer.from(answer.key));
      else job?.reject(new Error(answer.error ?? 'scrypt falló'));
      next(slot);
    });
    // A worker that dies takes only its own hash with it; another one takes its place.
    slot.worker.on('error', (error: Error) => {
      slot.job?.reject(error);
      slots.splice(slots.indexOf(slot), 1);
      if (!closed) next(spawn(reserved));
    });
    slots.push(slot);
    return slot;
  }

  const idleFor = (reserved: boolean) =>
    slots.find((slot) => slot.job === null && (reserved || !slot.reserved)) ?? null;
  const count = (reserved: boolean) => slots.filter((slot) => slot.reserved === reserved).length;

  /** An idle thread for a job of this share, started if there is room for one, or null. */
  function idleSlot(reserved: boolean): Slot | null {
    const idle = idleFor(reserved);
    if (idle) return idle;
    if (count(false) < workers) return spawn(false);
    if (reserved && count(true) < reservedWorkers) return spawn(true);
    return null;
  }

  const lane =
    (reserved: boolean): Derive =>
    (password, salt, keyLength, options) =>
      new Promise<Buffer>((resolve, reject) => {
        if (closed) return reject(new Error('El grupo de hashing está cerrado.'));
        const job: Job = { message: { password, salt, keyLength, options }, resolve, reject };
        const idle = idleSlot(reserved);
        if (idle) {
          idle.job = job;
          idle.worker.postMessage(job.message);
          return;
        }
        const waiting = reserved ? reservedQueue : queue;
        if (waiting.length >= queueLimit) return reject(new HashingBusyError());
        waiting.push(job);
      });

  return {
    /** Whether a hash through `derive` would be refused now: every worker busy and the queue full. */
    full: () => idleFor(false) === null && count(false) >= workers && queue.length >= queueLimit,
    /** Hashes waiting for a thread now, in each queue. */
    waiting: () => ({ common: queue.length, reserved: reservedQueue.length }),
    derive: lane(false),
    /** The reserved share: known sign-ins. */
    reserved: lane(true),
    async close(): Promise<void> {
      closed = true;
      for (const job of [...queue.splice(0), ...reservedQueue.splice(0)])
        job.reject(new Error('El grupo de hashing está cerrado.'));
      await Promise.all(slots.splice(0).map((slot) => slot.worker.terminate()));
    },
  };
}

export type HashingPool = ReturnType<typeof createHashingPool>;
