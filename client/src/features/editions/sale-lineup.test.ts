import { describe, expect, it } from 'vitest';
import { saleLineup, type SaleEdition } from './sale-lineup.ts';

/** The seeded editions in their sequence, with ids unlike the seed's so that nothing can lean on them. */
const editions: SaleEdition[] = [
  { id: '101', sale: 'FREE' },
  { id: '102', sale: 'SUBSCRIPTION' },
  { id: '103', sale: 'QUOTE' },
  { id: '104', sale: 'SUBSCRIPTION' },
  { id: '105', sale: 'TRIAL', upgradesTo: { id: '102' } },
  { id: '106', sale: 'QUOTE' },
];

describe('the pricing page lineup', () => {
  it('places each card by how its edition is sold, whatever the ids', () => {
    const lineup = saleLineup(editions);
    expect([lineup.redTeam?.id, lineup.vulScan?.id, lineup.enterprise?.id, lineup.blueTeam?.id, lineup.trial?.id]).toEqual(['102', '104', '103', '106', '105']);
  });

  it('makes Red Team the subscription the trial upgrades to, wherever it stands in the list', () => {
    const upgradesToLater = editions.map((edition) => (edition.sale === 'TRIAL' ? { ...edition, upgradesTo: { id: '104' } } : edition));
    const lineup = saleLineup(upgradesToLater);
    expect([lineup.redTeam?.id, lineup.vulScan?.id]).toEqual(['104', '102']);
  });

  it('leaves every card without an edition before the list arrives', () => {
    expect(saleLineup([])).toEqual({});
  });
});
