import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The feed names the builds a PoC shipped in by edition and version, in English ("Red Team 2.9.3"); the page names
 * the edition in its own language ("红队版 2.9.3"). Longest names first, so "Red Team Enterprise" is not read as
 * "Red Team".
 */
const EDITIONS: [string, MessageDescriptor][] = [
  ['Red Team Enterprise', msg({ message: 'Red Team Enterprise', context: 'edition' })],
  ['Blue Team Enterprise', msg({ message: 'Blue Team Enterprise', context: 'edition' })],
  ['Red Team', msg({ message: 'Red Team', context: 'edition' })],
  ['Enterprise', msg({ message: 'Enterprise', context: 'edition' })],
  ['Vul Scan', msg({ message: 'Vul Scan', context: 'edition' })],
  ['Community', msg({ message: 'Community', context: 'edition' })],
];

/** "Red Team 2.9.3" → "红队版 2.9.3" through `translate`; a name it does not know is left as it is. */
export const releaseName = (release: string, translate: (descriptor: MessageDescriptor) => string) => {
  const known = EDITIONS.find(([name]) => release === name || release.startsWith(`${name} `));
  return known ? `${translate(known[1])}${release.slice(known[0].length)}` : release;
};
