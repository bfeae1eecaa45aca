import { describe, expect, it } from '@jest/globals';
import { trustedProxies } from './trusted-proxies';

describe('TRUST_PROXY', () => {
  it('is empty when unset or blank', () => {
    expect(trustedProxies(undefined)).toEqual({ proxies: [] });
    expect(trustedProxies('  ')).toEqual({ proxies: [] });
  });

  it('takes addresses and CIDR ranges of both families, separated by commas', () => {
    expect(trustedProxies(' 10.0.0.1, 172.28.0.128/25,::1 , fd00::/8,')).toEqual({
      proxies: ['10.0.0.1', '172.28.0.128/25', '::1', 'fd00::/8'],
    });
    expect(trustedProxies('2001:db8:0:0:0:0:0:1, ::ffff:10.0.0.1, 2001:db8::10.0.0.1/120, ::')).toEqual({
      proxies: ['2001:db8:0:0:0:0:0:1', '::ffff:10.0.0.1', '2001:db8::10.0.0.1/120', '::'],
    });
  });

  it('refuses true, saying why and what to write instead', () => {
    const parsed = trustedProxies('true');
    expect(parsed).toEqual({ problem: expect.stringMatching(/^TRUST_PROXY no acepta true .*10\.0\.0\.0\/8/) });
  });

  it('refuses a range that holds every address, which is true by another name', () => {
    expect(trustedProxies('10.0.0.1, 0.0.0.0/0')).toEqual({
      problem: expect.stringContaining('TRUST_PROXY no acepta «0.0.0.0/0»'),
    });
    expect(trustedProxies('::/0')).toEqual({ problem: expect.stringContaining('«::/0»') });
  });

  it.each([
    'false',
    'loopback',
    '10.0.0',
    '10.0.0.256',
    '10.0.0.0/33',
    '10.0.0.0/8/1',
    'fd00::/129',
    '::g',
    '1:2:3:4:5:6:7',
    '1::2::3',
    '1:2:3:4:5:6:7:8:9',
    '12345::',
    '10.0.0.0/x',
  ])('refuses %s, naming it', (value) => {
    expect(trustedProxies(value)).toEqual({ problem: expect.stringContaining(`«${value}»`) });
  });
});
