/**
 * TRUST_PROXY, the API's and the host server's: the proxies allowed to tell a client's address in X-Forwarded-For,
 * by address or CIDR range, separated by commas. Never `true` nor a range that holds every address:
 * with those, anyone who reaches the server picks their own address and the per-address limits stop counting.
 */
export type TrustedProxies = { proxies: string[] } | { problem: string };

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const EXAMPLE = 'por ejemplo 10.0.0.0/8 o 172.28.0.128/25';

const HEX_GROUP = /^[0-9a-f]{1,4}$/i;

/** Groups of an IPv6 address written out, a dotted IPv4 tail counting as two; null when one is not a group. */
function groupCount(text: string): number | null {
  if (text === '') return 0;
  const groups = text.split(':');
  const last = groups[groups.length - 1] ?? '';
  const tail = IPV4.test(last) ? 2 : 0;
  const hex = tail ? groups.slice(0, -1) : groups;
  return hex.every((group) => HEX_GROUP.test(group)) ? hex.length + tail : null;
}

function isIpv6(text: string): boolean {
  const halves = text.split('::');
  if (halves.length > 2) return false;
  const counts = halves.map(groupCount);
  if (counts.some((count) => count === null)) return false;
  const total = counts.reduce<number>((sum, count) => sum + (count ?? 0), 0);
  return halves.length === 2 ? total < 8 : total === 8;
}

/** The longest prefix of an address's family, or null when `address` is not one. */
function prefixBits(address: string): number | null {
  if (IPV4.test(address)) return 32;
  return isIpv6(address) ? 128 : null;
}

function entryProblem(entry: string): string | null {
  const [address = '', prefix, ...rest] = entry.split('/');
  const bits = prefixBits(address);
  if (bits === null || rest.length > 0 || (prefix !== undefined && !/^\d{1,3}$/.test(prefix)))
    return `TRUST_PROXY inválido: «${entry}» (usá direcciones IP o rangos CIDR separados por comas, ${EXAMPLE}).`;
  const length = prefix === undefined ? bits : Number(prefix);
  if (length > bits) return `TRUST_PROXY inválido: «${entry}» (el rango admite a lo sumo /${bits}).`;
  if (length === 0)
    return `TRUST_PROXY no acepta «${entry}»: abarca todas las direcciones, como true; nombrá los proxies (${EXAMPLE}).`;
  return null;
}

export function trustedProxies(value: string | undefined): TrustedProxies {
  const text = value?.trim() ?? '';
  if (text === '') return { proxies: [] };
  if (text.toLowerCase() === 'true')
    return {
      problem: `TRUST_PROXY no acepta true (cualquiera elegiría su dirección): nombrá las direcciones o rangos CIDR de los proxies, ${EXAMPLE}.`,
    };
  const proxies = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of proxies) {
    const problem = entryProblem(entry);
    if (problem) return { problem };
  }
  return { proxies };
}
