import { STORAGE_CHECK_MS, storageProbe } from './storage-probe';

/** lru-cache reads a start time of 0 as none: the clock starts later. */
let clock = 1;
let probes = 0;
let writable = true;

/** A storage that counts its probes and takes a write while `writable`, answering a moment later. */
const storage = {
  checkWritable: async () => {
    probes += 1;
    await new Promise((resolve) => setImmediate(resolve));
    if (!writable) throw new Error('EACCES');
  },
};

beforeEach(() => {
  clock = 1;
  probes = 0;
  writable = true;
});

describe('the storage probe of /api/ready', () => {
  it('callers at the same time share one probe, kept for STORAGE_CHECK_MS, then probed again', async () => {
    const probe = storageProbe(storage, () => clock);
    await Promise.all([probe(), probe(), probe()]);
    expect(probes).toBe(1);
    clock += STORAGE_CHECK_MS - 1;
    await probe();
    expect(probes).toBe(1);
    clock += 2;
    await probe();
    expect(probes).toBe(2);
  });

  it('a failed probe is not kept: the next caller probes again and sees the storage writable', async () => {
    const probe = storageProbe(storage, () => clock);
    writable = false;
    await expect(Promise.all([probe(), probe()])).rejects.toThrow('EACCES');
    expect(probes).toBe(1);
    writable = true;
    await expect(probe()).resolves.toBeUndefined();
    expect(probes).toBe(2);
  });
});
