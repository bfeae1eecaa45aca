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
  /** How long a hash may take, waiting for a thread and running, before it is answered 503: 4 s by default. */
  deadlineMs?: number;
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
  /** Answers it 503 at its deadline. */
  timer?: NodeJS.Timeout;
}

/** With the database's work before and after it, a sign-in is answered within 5 s. */
const DEADLINE_MS = 4000;

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

/** At most this many failures (a known address: 0; an address's first attempt: 1) and the reserved threads take it. */
const RESERVED_THREAD_FAILURES = 1;

/**
 * A few worker threads that compute password hashes, with bounded queues in front of them, and a reserved share:
 * a hash through `reserved` (a sign-in to an administrator's account, or from an address the account is known
 * for) waits in a queue of its own that every worker serves first, and the reserved threads (at normal priority)
 * take only those of addresses that have not failed yet (the address's first attempt, or a known one). A flood of
 * other attempts fills the common queue (503) and leaves the reserved share free. The reserved queue is fair between
 * addresses: the address that has failed least goes first and, when it is full, the one that failed most is dropped
 * (503), each ranked by its latest attempt, so an address that keeps trying falls behind one that tries once (the
 * owner, from a new address, while the flood is on their own account). A hash not done within `deadlineMs`, waiting
 * or running, is answered 503: no sign-in hangs on a machine too busy to hash.
 */
export function createHashingPool({
  workers,
  queueLimit,
  reservedWorkers,
  deadlineMs = DEADLINE_MS,
}: HashingPoolOptions) {
  const slots: Slot[] = [];
  const queue: Job[] = [];
  const reservedQueue: Job[] = [];
  let closed = false;

  /** Whether the reserved threads may take it (a common thread takes any). */
  const untried = (job: Pick<Job, 'claim'>) =>
    job.claim !== undefined && job.claim.failures <= RESERVED_THREAD_FAILURES;
  const mayRun = (slot: Slot, job: Pick<Job, 'claim'>) => !slot.reserved || untried(job);
  const count = (reserved: boolean) => slots.filter((slot) => slot.reserved === reserved).length;

  function take(waiting: Job[], index: number): Job | null {
    const [job] = index < 0 ? [] : waiting.splice(index, 1);
    return job ?? null;
  }

  function run(slot: Slot, job: Job): void {
    slot.job = job;
    slot.worker.postMessage(job.message);
  }

  function next(slot: Slot): void {
    const runnable = reservedQueue.filter((job) => mayRun(slot, job));
    const reserved = runnable[fewestFailures(runnable)];
    const job = reserved ? take(reservedQueue, reservedQueue.indexOf(reserved)) : slot.reserved ? null : take(queue, 0);
    slot.job = null;
    if (job) run(slot, job);
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
      clearTimeout(job?.timer);
      if (answer.key) job?.resolve(Buffer.from(answer.key));
      else job?.reject(new Error(answer.error ?? 'scrypt falló'));
      next(slot);
    });
    // A worker that dies takes only its own hash with it; another one takes its place.
    slot.worker.on('error', (error: Error) => {
      clearTimeout(slot.job?.timer);
      slot.job?.reject(error);
      slots.splice(slots.indexOf(slot), 1);
      if (!closed) next(spawn(reserved));
    });
    slots.push(slot);
    return slot;
  }

  /**
   * A thread for `job` now: an idle one it may run on (a reserved one first, at normal priority, for an untried
   * address), or a new one if there is room for it; null when every thread it may use is busy.
   */
  function freeSlot(job: Pick<Job, 'claim'>): Slot | null {
    const idle = slots.filter((slot) => slot.job === null && mayRun(slot, job));
    const preferred = idle.find((slot) => slot.reserved) ?? idle[0];
    if (preferred) return preferred;
    if (untried(job) && count(true) < reservedWorkers) return spawn(true);
    return count(false) < workers ? spawn(false) : null;
  }

  /** Whether `freeSlot` would find a thread for a hash of `claim` (none: the common share). */
  const hasRoom = (claim?: HashClaim) =>
    slots.some((slot) => slot.job === null && mayRun(slot, { claim })) ||
    (untried({ claim }) && count(true) < reservedWorkers) ||
    count(false) < workers;

  const lane =
    (claim?: HashClaim): Derive =>
    (password, salt, keyLength, options) =>
      new Promise<Buffer>((resolve, reject) => {
        if (closed) return reject(new Error('El grupo de hashing está cerrado.'));
        const job: Job = { message: { password, salt, keyLength, options }, resolve, reject, claim };
        const idle = freeSlot(job);
        if (!idle) {
          const waiting = claim ? reservedQueue : queue;
          if (claim ? !reservedPlace(claim) : queue.length >= queueLimit) return reject(new HashingBusyError());
          if (waiting.length >= queueLimit) take(waiting, mostFailures(waiting))?.reject(new HashingBusyError());
          waiting.push(job);
        }
        // Waiting or running, it is answered by the deadline; a running hash goes on and its result is dropped.
        job.timer = setTimeout(() => {
          for (const waiting of [queue, reservedQueue]) take(waiting, waiting.indexOf(job));
          reject(new HashingBusyError());
        }, deadlineMs);
        job.timer.unref();
        if (idle) run(idle, job);
      });

  return {
    /** Whether a hash through `derive` would be refused now: every worker busy and the queue full. */
    full: () => !hasRoom() && queue.length >= queueLimit,
    /**
     * Whether a reserved hash for `claim` would be taken now. The address's hashes already waiting take its new
     * count of failures: an address that keeps trying waits behind one that does not.
     */
    admitsReserved(claim: HashClaim): boolean {
      for (const job of reservedQueue)
        if (job.claim?.address === claim.address) job.claim.failures = Math.max(job.claim.failures, claim.failures);
      return hasRoom(claim) || reservedPlace(claim);
    },
    /** Hashes waiting for a thread now, in each queue. */
    waiting: () => ({ common: queue.length, reserved: reservedQueue.length }),
    derive: lane(),
    /** The reserved share: sign-ins to an administrator's account, or from an address the account is known for. */
    reserved: (claim: HashClaim): Derive => lane({ ...claim }),
    async close(): Promise<void> {
      closed = true;
      const running = slots.flatMap((slot) => (slot.job ? [slot.job] : []));
      for (const job of [...queue.splice(0), ...reservedQueue.splice(0), ...running]) {
        clearTimeout(job.timer);
        job.reject(new Error('El grupo de hashing está cerrado.'));
      }
      await Promise.all(slots.splice(0).map((slot) => slot.worker.terminate()));
    },
  };
}

export type HashingPool = ReturnType<typeof createHashingPool>;
