import { describe, expect, it } from 'vitest';
import { ENTITLEMENT_OF_LINE, entitlementsOf, type EntitlementLine } from '../../../../contract/license-rules.ts';
import { featuresOf, line, type CardKey } from './features.ts';

/** The edition behind each pricing card (the Enterprise card is Red Team Enterprise). */
const cardEdition: Record<CardKey, number> = { community: 11, vulScan: 14, redTeam: 13, enterprise: 15 };

const keyOf = (label: unknown) => (Object.keys(line) as EntitlementLine[]).find((key) => line[key] === label)!;

describe('entitlements follow the pricing cards', () => {
  it('every card line has a stable identifier', () => {
    expect(Object.keys(ENTITLEMENT_OF_LINE).sort()).toEqual(Object.keys(line).sort());
  });

  for (const card of Object.keys(featuresOf) as CardKey[]) {
    it(`${card}: what is ticked is included, what is crossed is not`, () => {
      const included = entitlementsOf(cardEdition[card]);
      for (const feature of featuresOf[card]) {
        const id = ENTITLEMENT_OF_LINE[keyOf(feature.label)];
        expect(included.includes(id), `${card} ${id}`).toBe(feature.included);
      }
    });
  }

  it('the trial is the Red Team edition, and Blue Team Enterprise adds several users to Enterprise', () => {
    expect(entitlementsOf(16)).toEqual(entitlementsOf(13));
    expect(entitlementsOf(17)).toEqual([...entitlementsOf(15), 'multi-user']);
    expect(entitlementsOf(999)).toEqual([]);
  });
});
