import { describe, expect, it } from '@jest/globals';
import { metricsAccess, type MetricsRequest } from './metrics-access';

const request = (overrides: Partial<MetricsRequest>): MetricsRequest => ({
  production: false,
  token: undefined,
  remoteAddress: '127.0.0.1',
  authorization: undefined,
  ...overrides,
});

describe('metricsAccess', () => {
  it.each([
    ['loopback outside production', {}, 'allowed'],
    ['IPv6 loopback outside production', { remoteAddress: '::1' }, 'allowed'],
    ['IPv4-mapped loopback outside production', { remoteAddress: '::ffff:127.0.0.1' }, 'allowed'],
    ['another machine outside production', { remoteAddress: '10.0.0.7' }, 'unauthorized'],
    ['a look-alike address', { remoteAddress: '127.0.0.1.evil' }, 'unauthorized'],
    ['loopback in production without a token', { production: true }, 'unauthorized'],
    [
      'production with no token configured, whatever is sent',
      { production: true, authorization: 'Bearer ' },
      'unauthorized',
    ],
    ['production with the token', { production: true, token: 's3cret', authorization: 'Bearer s3cret' }, 'allowed'],
    [
      'production with another token',
      { production: true, token: 's3cret', authorization: 'Bearer s3cres' },
      'unauthorized',
    ],
    [
      'production with a longer token',
      { production: true, token: 's3cret', authorization: 'Bearer s3cret1' },
      'unauthorized',
    ],
    [
      'production with a prefix of the token',
      { production: true, token: 's3cret', authorization: 'Bearer s3c' },
      'unauthorized',
    ],
    ['another scheme', { production: true, token: 's3cret', authorization: 'Basic s3cret' }, 'unauthorized'],
    [
      'the token from another machine',
      { remoteAddress: '10.0.0.7', token: 's3cret', authorization: 'bearer s3cret' },
      'allowed',
    ],
  ] as const)('%s: %s', (_case, overrides, expected) => {
    expect(metricsAccess(request(overrides))).toBe(expected);
  });
});
