/**
 * Whether the process is shutting down. From `drain()` on, `/api/ready` answers 503 (a load balancer stops sending
 * here) and every answer closes its connection, so that keep-alive clients open their next one elsewhere.
 */
export interface Lifecycle {
  readonly draining: boolean;
  drain(): void;
}

export function createLifecycle(): Lifecycle {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    drain: () => {
      draining = true;
    },
  };
}
