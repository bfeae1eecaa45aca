// @ts-check
const { describe, expect, it } = require('@jest/globals');
const yieldBetweenShares = require('./yield-between-shares.runtime');

describe('yieldBetweenShares', () => {
  it('goes on with a shared module only in a later task, with its arguments unchanged', async () => {
    const plugin = yieldBetweenShares();
    const tasks = /** @type {string[]} */ ([]);
    setTimeout(() => tasks.push('a task queued before the share'), 0);
    const args = /** @type {never} */ ({ pkgName: 'react', shareInfo: { scope: ['default'] } });

    const pending = plugin.beforeLoadShare?.(args);
    await Promise.resolve();
    expect(tasks).toEqual([]);

    await expect(pending).resolves.toBe(args);
    expect(tasks).toEqual(['a task queued before the share']);
  });
});
