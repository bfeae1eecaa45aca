import { describe, expect, it } from '@jest/globals';
import { routesInRemotesFile } from '@shop/shared/test';
import { routes } from './routes';

describe('the remote’s routes', () => {
  it('are the ones remotes.config.json sends to it, no more and no fewer', () => {
    expect([...(routesInRemotesFile('bikes') ?? [])].sort()).toEqual(Object.keys(routes).sort());
  });
});
