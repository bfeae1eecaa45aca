import { describe, expect, it } from '@jest/globals';
import { newTraceId, traceIdOf, traceparentFor } from './trace-context';

describe('trace context', () => {
  it('reads the trace id of a valid traceparent', () => {
    expect(traceIdOf('00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01')).toBe(
      '4bf92f3577b34da6a3ce929d0e0e4736',
    );
  });

  it.each([
    undefined,
    '',
    'garbage',
    '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7',
    '00-00000000000000000000000000000000-00f067aa0ba902b7-01',
    '00-4bf92f3577b34da6a3ce929d0e0e4736-0000000000000000-01',
    '00-4bf92f3577b34da6a3ce929d0e0e473z-00f067aa0ba902b7-01',
  ])('refuses %p', (header) => {
    expect(traceIdOf(header)).toBeNull();
  });

  it('writes a header within the trace that reads back as the same trace, with a new span each time', () => {
    const traceId = newTraceId();
    const first = traceparentFor(traceId);
    expect(traceIdOf(first)).toBe(traceId);
    expect(first).not.toBe(traceparentFor(traceId));
    expect(newTraceId()).not.toBe(traceId);
  });
});
