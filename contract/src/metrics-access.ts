/** Who may read a server's `/metrics`: the API's and the host's share this rule. */
export interface MetricsRequest {
  /** NODE_ENV is production. */
  production: boolean;
  /** METRICS_TOKEN, when set. */
  token: string | undefined;
  /** The peer's address (the socket's, never a forwarded header). */
  remoteAddress: string | undefined;
  authorization: string | undefined;
}

export type MetricsAccess = 'allowed' | 'unauthorized';

export const METRICS_REFUSED = 'Las métricas piden Authorization: Bearer con el METRICS_TOKEN del servidor.';

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/** Compares in a time that does not depend on where the two differ. */
function sameSecret(given: string, expected: string): boolean {
  let difference = given.length ^ expected.length;
  for (let index = 0; index < expected.length; index += 1) {
    difference |= (given.charCodeAt(index) || 0) ^ expected.charCodeAt(index);
  }
  return difference === 0;
}

/**
 * The bearer of METRICS_TOKEN may always read; outside production a scrape from this machine may too. In
 * production without METRICS_TOKEN nobody can: the figures name routes and load, which a visitor has no use for.
 */
export function metricsAccess({ production, token, remoteAddress, authorization }: MetricsRequest): MetricsAccess {
  const bearer = /^Bearer +(\S+)$/i.exec(authorization ?? '')?.[1];
  if (token && bearer !== undefined && sameSecret(bearer, token)) return 'allowed';
  if (!production && remoteAddress !== undefined && LOOPBACK.test(remoteAddress)) return 'allowed';
  return 'unauthorized';
}
