import { createRefusalLog } from './refusal-log';

describe('createRefusalLog', () => {
  it('deja anotar cada dirección una vez por minuto', () => {
    let now = 0;
    const shouldLog = createRefusalLog(() => now);
    expect([shouldLog('a'), shouldLog('a'), shouldLog('b'), shouldLog('a')]).toEqual([true, false, true, false]);
    now = 59_999;
    expect(shouldLog('a')).toBe(false);
    now = 60_000;
    expect([shouldLog('a'), shouldLog('a'), shouldLog('b')]).toEqual([true, false, true]);
  });
});
