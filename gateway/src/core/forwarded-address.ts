import type { IncomingHttpHeaders } from 'node:http';
import { isIP } from 'node:net';
import type { TrustProxy } from './client-address.ts';

/** The headers by which a proxy names the browser behind it. */
export const FORWARDING_HEADERS = ['x-forwarded-for', 'x-real-ip', 'forwarded'] as const;

const headerText = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(',') : (value ?? ''));

/** An address as a proxy may write it: `[2001:db8::1]:4711`, `"192.0.2.1:80"`, `::ffff:10.0.0.1`; undefined when it is none. */
const addressOf = (written: string) => {
  let text = written.trim().replace(/^"(.*)"$/, '$1');
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) text = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(':'));
  return isIP(text) ? text : undefined;
};

/** RFC 7239: the `for=` of each element, the nearest proxy's last; `unknown` and obfuscated names read as undefined. */
const forwardedFor = (value: string) =>
  value
    .split(',')
    .map((element) => element.split(';').find((pair) => pair.trim().toLowerCase().startsWith('for=')))
    .map((pair) => (pair ? addressOf(pair.trim().slice(4)) : undefined));

/** Each header's addresses, the nearest proxy's entry first. */
const claimsOf = (headers: IncomingHttpHeaders): Record<(typeof FORWARDING_HEADERS)[number], (string | undefined)[]> => ({
  'x-forwarded-for': headerText(headers['x-forwarded-for']).split(',').map(addressOf).reverse(),
  'x-real-ip': [addressOf(headerText(headers['x-real-ip']))],
  forwarded: forwardedFor(headerText(headers.forwarded)).reverse(),
});

/**
 * The address a request is judged by when it must not be mistaken for a local one (/metrics). Without any
 * forwarding header it is the peer's. With one (X-Forwarded-For, X-Real-IP, Forwarded), each header present is
 * read from the peer outwards while the address reached is a proxy TRUST_PROXY believes, as Express reads
 * X-Forwarded-For; every header must name a browser that way, else the answer is undefined (refuse): a header
 * from a proxy nobody trusts, an address that does not parse, or two headers naming different browsers.
 */
export const judgedAddress = (trust: TrustProxy, headers: IncomingHttpHeaders, peer: string | undefined): string | undefined => {
  if (peer === undefined) return undefined;
  const present = FORWARDING_HEADERS.filter((name) => headers[name] !== undefined);
  if (present.length === 0) return peer;
  const claims = claimsOf(headers);
  const named = new Set<string>();
  for (const name of present) {
    const chain = [peer, ...claims[name]];
    let hop = 0;
    while (hop < chain.length - 1 && chain[hop] !== undefined && trust(chain[hop]!, hop)) hop += 1;
    const address = chain[hop];
    // hop 0: the header came from a proxy that is not believed, so it cannot be read
    if (hop === 0 || address === undefined) return undefined;
    named.add(address);
  }
  return named.size === 1 ? [...named][0] : undefined;
};
