import { msg } from '@lingui/core/macro';
import { MID_LENGTH, MID_PART_LENGTH, MID_PART_PATTERN, MID_PARTS } from '../../../../contract/limits.ts';

/** A MID is 32 letters or digits, entered in four boxes of 8 (spec §9): the contract's shape. */
export { MID_LENGTH, MID_PART_LENGTH, MID_PARTS };

export type MidParts = [string, string, string, string];

export const emptyMid = (): MidParts => ['', '', '', ''];

/** The spec's messages for one box (§5 'MID in the license dialog'), in its order. */
export const midRequired = msg`Please enter MID`;
export const midIncorrect = msg`Please enter the correct MID`;
export const activationCodeEntered = msg`You have entered an activation code. Please enter the correct MID.`;

/** What is wrong with one box, or null when it holds 8 letters or digits. */
export const midPartProblem = (part: string) => (part === '' ? midRequired : MID_PART_PATTERN.test(part) ? null : midIncorrect);

/** Letters and digits only, upper case: how codes and MIDs compare, whatever separators were typed. */
const comparable = (text: string) => text.replace(/[^0-9a-z]/gi, '').toUpperCase();

/** Whether the boxes together hold one of these activation codes: people mistake the code for the MID. */
export const isActivationCode = (parts: readonly string[], codes: readonly string[]) => {
  const entered = comparable(parts.join(''));
  return entered !== '' && codes.some((code) => comparable(code) === entered);
};

const chunks = (text: string): MidParts => {
  const parts = emptyMid();
  for (let i = 0; i < MID_PARTS; i++) parts[i] = text.slice(i * MID_PART_LENGTH, (i + 1) * MID_PART_LENGTH);
  return parts;
};

/**
 * What a paste into any box fills: 32 or more characters are split into the four boxes of 8 (spaces and
 * hyphens copied with a MID are dropped first when that leaves 32). An activation code of the page is spread
 * over the boxes as it is, so the dialog can say what was pasted instead of cutting it at 8 characters.
 * Null: an ordinary paste into the one box.
 */
export const splitPastedMid = (text: string, codes: readonly string[]): MidParts | null => {
  const pasted = text.trim();
  const compact = pasted.replace(/[\s-]/g, '');
  if (compact.length >= MID_LENGTH) return chunks(compact);
  if (pasted.length >= MID_LENGTH) return chunks(pasted);
  if (isActivationCode([pasted], codes)) return chunks(pasted);
  return null;
};

/** The MID the boxes spell. */
export const joinMid = (parts: readonly string[]) => parts.join('');
