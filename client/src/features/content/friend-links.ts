import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** An outbound link card of /friendLink. */
export interface FriendLink {
  name: string;
  href: string;
  /** what kind of product it is */
  kind: MessageDescriptor;
  description: MessageDescriptor;
  /** the mark drawn on the card: a search glass or a shield */
  mark: 'search' | 'shield';
}

/** The two friends of the spec: a network-space search engine and a web protection product. */
export const friendLinks: FriendLink[] = [
  {
    name: 'FOFA',
    href: 'https://fofa.info',
    kind: msg`Network-space search engine`,
    description: msg`Search the internet's exposed hosts, services and products by banner, certificate, title or fingerprint. Every PoC of our weekly feed comes with a FOFA query, so you can see how many assets a vulnerability reaches before you scan your own.`,
    mark: 'search',
  },
  {
    name: 'SafeLine WAF',
    href: 'https://waf.chaitin.com',
    kind: msg`Web application firewall`,
    description: msg`A self-hosted web application firewall that blocks injection, cross-site scripting, bots and zero-day exploit attempts in front of your sites. Find the weak spots with Tidewatch, then shield them while the fix ships.`,
    mark: 'shield',
  },
];
