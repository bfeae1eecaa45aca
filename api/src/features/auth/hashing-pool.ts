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
  /** How long a hash may wait for a thread before it is refused (503): no sign-in hangs. 3 s by default. */
  maxWaitMs?: number;
}

/** Who a hash of the reserved share is for: their address, and how many attempts it has failed lately. */
export interface HashClaim {
  address: string;
  failures: number;
}

interface Job {
  message: { password: string; salt: Buffer; keyLength: number; options: ScryptOptions };
  resolve: (key: Buffer) => void;
  reject: (error: Error) => void;
  /** In the reserved queue: its address, ranked by the latest count of its failures (fewest go first). */
  claim?: HashClaim;
  /** Refuses it once it has waited `maxWaitMs`. */
  timer?: NodeJS.Timeout;
}

const MAX_WAIT_MS = 3000;

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

/** The waiting reserved hash of the address that has failed least (the oldest among equals), or -1. */
function fewestFailures(waiting: readonly Job[]): number {
  let best = -1;
  waiting.forEach((job, index) => {
    const current = waiting[best]?.claim?.failures ?? Infinity;
    if ((job.claim?.failures ?? 0) < current) best = index;
  });
  return best;
}

/** The waiting reserved hash of the address that has failed most (the newest among equals), or -1. */
function mostFailures(waiting: readonly Job[]): number {
  let worst = -1;
  waiting.forEach((job, index) => {
    if ((job.claim?.failures ?? 0) >= (waiting[worst]?.claim?.failures ?? -1)) worst = index;
  });
  return worst;
}

/**
 * A few worker threads that compute password hashes, with bounded queues in front of them, and a reserved share:
 * a hash through `reserved` (a sign-in to an administrator's account, or from an address the account is known
 * for) waits in a queue of its own that every worker serves first, and when every worker is busy it may run on a
 * reserved thread that takes nothing else. A flood of other attempts fills the common queue (503) and leaves the
 * reserved share free. The reserved queue is fair between addresses: the address that has failed least goes first
 * and, when it is full, the one that failed most is dropped (503), each ranked by its latest attempt, so an address
 * that keeps trying falls behind one that tries once (the owner, from a new address, while the flood is on their
 * own account). No hash waits more than `maxWaitMs`.
 */
export function createHashingPool({
  workers,
  queueLimit,
  reservedWorkers,
  maxWaitMs = MAX_WAIT_MS,
}: HashingPoolOptions) {
  const slots: Slot[] = [];
  const queue: Job[] = [];
  const reservedQueue: Job[] = [];
  let closed = false;

  function take(waiting: Job[], index: number): Job | null {
    const [job] = index < 0 ? [] : waiting.splice(index, 1);
    clearTimeout(job?.timer);
    return job ?? null;
  }

  function next(slot: Slot): void {
    const job = take(reservedQueue, fewestFailures(reservedQueue)) ?? (slot.reserved ? null : take(queue, 0)) ?? null;
    slot.job = job;
    if (job) slot.worker.postMessage(job.message);
  }

  function wait(waiting: Job[], job: Job): void {
    job.timer = setTimeout(() => take(waiting, waiting.indexOf(job))?.reject(new HashingBusyError()), maxWaitMs);
    job.timer.unref();
    waiting.push(job);
  }

  /** Whether a reserved hash for `claim` finds a place in the queue, dropping one that failed more if needed. */
  function reservedPlace(claim: HashClaim): boolean {
    if (reservedQueue.length < queueLimit) return true;
    const worst = reservedQueue[mostFailures(reservedQueue)];
    return worst?.claim !== undefined && worst.claim.failures > claim.failures;
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

  const hasRoom = (reserved: boolean) =>
    idleFor(reserved) !== null || count(false) < workers || (reserved && count(true) < reservedWorkers);

  const lane =
    (claim?: HashClaim): Derive =>
    (password, salt, keyLength, options) =>
      new Promise<Buffer>((resolve, reject) => {
        if (closed) return reject(new Error('El grupo de hashing está cerrado.'));
        const job: Job = { message: { password, salt, keyLength, options }, resolve, reject, claim };
        const idle = idleSlot(claim !== undefined);
        if (idle) {
          idle.job = job;
          idle.worker.postMessage(job.message);
          return;
        }
        if (!claim) return queue.length < queueLimit ? wait(queue, job) : reject(new HashingBusyError());
        if (!reservedPlace(claim)) return reject(new HashingBusyError());
        if (reservedQueue.length >= queueLimit)
          take(reservedQueue, mostFailures(reservedQueue))?.reject(new HashingBusyError());
        wait(reservedQueue, job);
      });

  return {
    /** Whether a hash through `derive` would be refused now: every worker busy and the queue full. */
    full: () => !hasRoom(false) && queue.length >= queueLimit,
    /**
     * Whether a reserved hash for `claim` would be taken now. The address's hashes already waiting take its new
     * count of failures: an address that keeps trying waits behind one that does not.
     */
    admitsReserved(claim: HashClaim): boolean {
      for (const job of reservedQueue)
        if (job.claim?.address === claim.address) job.claim.failures = Math.max(job.claim.failures, claim.failures);
      return hasRoom(true) || reservedPlace(claim);
    },
    derive: lane(),
    /** The reserved share: sign-ins to an administrator's account, or from an address the account is known for. */
    reserved: (claim: HashClaim): Derive => lane({ ...claim }),
    async close(): Promise<void> {
      closed = true;
      for (const job of [...queue.splice(0), ...reservedQueue.splice(0)]) {
        clearTimeout(job.timer);
        job.reject(new Error('El grupo de hashing está cerrado.'));
      }
      await Promise.all(slots.splice(0).map((slot) => slot.worker.terminate()));
    },
  };
}

export type HashingPool = ReturnType<typeof createHashingPool>;
