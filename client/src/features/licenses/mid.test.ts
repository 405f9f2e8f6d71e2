import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { isActivationCode, joinMid, MID_LENGTH, MID_PART_LENGTH, midPartProblem, splitPastedMid } from './mid.ts';

const MID = 'A1B2C3D4E5F6A7B8C9D0E1F2A3B4C5D6';
const CODE = 'K7M2Q-9XH4T-ZR8NP-3WVBD';

describe('MID', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
  const problem = (part: string) => {
    const descriptor = midPartProblem(part);
    return descriptor && i18n._(descriptor);
  };

  it('needs each box, with a part\'s length of letters or digits', () => {
    expect(problem('')).toBe('Please enter MID');
    expect(problem(MID.slice(0, MID_PART_LENGTH - 1))).toBe('Please enter the correct MID');
    expect(problem(MID.slice(0, MID_PART_LENGTH + 1))).toBe('Please enter the correct MID');
    expect(problem('A1B2-3D4')).toBe('Please enter the correct MID');
    expect(problem('A1B2 3D4')).toBe('Please enter the correct MID');
    expect(problem('a1b2c3d4')).toBeNull();
    expect(problem('ZZZZ9999')).toBeNull();
  });

  it('splits a pasted MID of 32 or more characters into four boxes of 8', () => {
    expect(splitPastedMid(MID, [])).toEqual(['A1B2C3D4', 'E5F6A7B8', 'C9D0E1F2', 'A3B4C5D6']);
    expect(splitPastedMid(`  ${MID}\n`, [])).toEqual(['A1B2C3D4', 'E5F6A7B8', 'C9D0E1F2', 'A3B4C5D6']);
    expect(splitPastedMid(`${MID}EXTRA`, [])).toEqual(['A1B2C3D4', 'E5F6A7B8', 'C9D0E1F2', 'A3B4C5D6']);
    expect(splitPastedMid('A1B2C3D4-E5F6A7B8-C9D0E1F2-A3B4C5D6', [])).toEqual(['A1B2C3D4', 'E5F6A7B8', 'C9D0E1F2', 'A3B4C5D6']);
    expect(joinMid(splitPastedMid(MID, [])!)).toBe(MID);
  });

  it('leaves shorter pastes to the box', () => {
    expect(splitPastedMid('A1B2C3D4', [])).toBeNull();
    expect(splitPastedMid(MID.slice(0, MID_LENGTH - 1), [])).toBeNull();
  });

  it('spreads a pasted activation code of the page over the boxes, and recognises it', () => {
    const parts = splitPastedMid(CODE, [CODE])!;
    expect(parts).toEqual(['K7M2Q-9X', 'H4T-ZR8N', 'P-3WVBD', '']);
    expect(isActivationCode(parts, [CODE])).toBe(true);
    expect(isActivationCode(['k7m2q9xh', '4tzr8np3', 'wvbd', ''], ['OTHER-CODE1', CODE])).toBe(true);
    expect(isActivationCode(splitPastedMid(MID, [])!, [CODE])).toBe(false);
    expect(isActivationCode(['', '', '', ''], [CODE])).toBe(false);
  });
});
