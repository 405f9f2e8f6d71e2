import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Translate } from '../../i18n/translate.ts';
import { emptyGenerateValues, generateSchema, type GenerateValues } from './generate-schema.ts';

const english: Translate = (descriptor) => i18n._(descriptor);
const CODE = 'K7M2Q-9XH4T-ZR8NP-3WVBD';
const MID: GenerateValues['mid'] = ['A1B2C3D4', 'E5F6A7B8', 'C9D0E1F2', 'A3B4C5D6'];

const issues = (values: GenerateValues) =>
  (generateSchema(english, [CODE]).safeParse(values).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('license dialog rules', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

  it('accepts a MID of four boxes of 8, without mail', () => {
    expect(issues({ ...emptyGenerateValues(), mid: MID })).toEqual([]);
    expect(issues({ mid: MID, machineName: '', byMail: false, email: 'not an address' })).toEqual([]);
  });

  it('says what each box lacks', () => {
    expect(issues(emptyGenerateValues())).toEqual([
      ['mid.0', 'Please enter MID'],
      ['mid.1', 'Please enter MID'],
      ['mid.2', 'Please enter MID'],
      ['mid.3', 'Please enter MID'],
    ]);
    expect(issues({ ...emptyGenerateValues(), mid: ['A1B2C3D4', 'E5F6', 'C9D0E1F!', 'A3B4C5D6'] })).toEqual([
      ['mid.1', 'Please enter the correct MID'],
      ['mid.2', 'Please enter the correct MID'],
    ]);
  });

  it('gives the activation-code notice instead of the box checks', () => {
    expect(issues({ ...emptyGenerateValues(), mid: ['K7M2Q-9X', 'H4T-ZR8N', 'P-3WVBD', ''] })).toEqual([
      ['mid', 'You have entered an activation code. Please enter the correct MID.'],
    ]);
  });

  it('needs an address when sending by mail', () => {
    expect(issues({ mid: MID, machineName: '', byMail: true, email: '' })).toEqual([['email', 'Please enter your email.']]);
    expect(issues({ mid: MID, machineName: '', byMail: true, email: 'ada@' })).toEqual([['email', 'Please enter the correct email address.']]);
    expect(issues({ mid: MID, machineName: '', byMail: true, email: 'ada@example.com' })).toEqual([]);
  });
});
