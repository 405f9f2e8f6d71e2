import type { IncomingHttpHeaders } from 'node:http';
import { BlockList, isIP } from 'node:net';

/** Express's `trust proxy` function form: is the address at this hop (0 = the socket's peer) a proxy we believe? */
export type TrustProxy = (address: string, hop: number) => boolean;

/** The names Express's `trust proxy` setting knows (proxy-addr). */
const NAMED: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** `::ffff:10.0.0.1` (an IPv4 peer on a dual-stack socket) is 10.0.0.1. */
const plain = (address: string) => {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return mapped ? mapped[1] : trimmed;
};

/** One entry of a list: an address, a CIDR range or a name; anything else is a configuration mistake. */
const entryError = (entry: string): string | null => {
  if (NAMED[entry]) return null;
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return `"${entry}" is not an IP address, a CIDR range or one of ${Object.keys(NAMED).join(', ')}`;
  if (bits === undefined) return null;
  const max = family === 4 ? 32 : 128;
  return /^\d+$/.test(bits) && Number(bits) <= max ? null : `"${entry}" has a prefix length outside 0–${max}`;
};

const entriesOf = (value: string) =>
  value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/** Why a comma list of addresses, ranges and names cannot be read, or null when it can. */
export const addressListError = (value: string) => entriesOf(value).map(entryError).find((error) => error !== null) ?? null;

/** A matcher for a comma list of addresses, CIDR ranges and the names loopback, linklocal, uniquelocal. */
export const addressMatcher = (value: string) => {
  const list = new BlockList();
  for (const entry of entriesOf(value).flatMap((e) => NAMED[e] ?? [e])) {
    const [address, bits] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return (address: string) => {
    const ip = plain(address);
    const family = isIP(ip);
    return family !== 0 && list.check(ip, family === 6 ? 'ipv6' : 'ipv4');
  };
};

/** Why a TRUST_PROXY value cannot be read, or null when it can (`true`, `false`, a hop count, or a list). */
export const trustProxyError = (value: string) => (/^(true|false|\d+)$/.test(value.trim()) ? null : addressListError(value));

/**
 * TRUST_PROXY with the meaning of Express's `trust proxy` setting: empty or `false` believes no one, `true`
 * everyone, a number that many hops, else a comma list of the proxies' addresses, CIDR ranges or names.
 */
export const compileTrustProxy = (value: string): TrustProxy => {
  const setting = value.trim();
  if (setting === '' || setting === 'false') return () => false;
  if (setting === 'true') return () => true;
  if (/^\d+$/.test(setting)) {
    const hops = Number(setting);
    return (_address, hop) => hop < hops;
  }
  const isProxy = addressMatcher(setting);
  return (address) => isProxy(address);
};

/**
 * The browser's address, exactly as Express's `req.ip` computes it (so both name one browser alike): from the socket's peer, walk X-Forwarded-For from
 * its right end while the address reached so far is a believed proxy. A header from anyone else is ignored.
 */
export const resolveClientAddress = (trust: TrustProxy, headers: IncomingHttpHeaders, socketAddress: string | undefined) => {
  if (socketAddress === undefined) return undefined;
  const header = headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .reverse();
  const chain = [socketAddress, ...forwarded];
  let hop = 0;
  while (hop < chain.length - 1 && trust(chain[hop], hop)) hop += 1;
  return chain[hop];
};
