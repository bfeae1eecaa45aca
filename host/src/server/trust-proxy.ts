import { trustedProxies } from '@shop/contract';

/**
 * The host's own TRUST_PROXY: the balancer in front of it, whose X-Forwarded-For names the visitor.
 * Unset, nobody: the host then faces its visitors itself (`npm start`) and the connection's address is theirs.
 */
export function trustProxy(env: NodeJS.ProcessEnv = process.env): string[] | false {
  const parsed = trustedProxies(env.TRUST_PROXY);
  if ('problem' in parsed) throw new Error(parsed.problem);
  return parsed.proxies.length > 0 ? parsed.proxies : false;
}
