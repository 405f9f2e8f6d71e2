import type { EditionSale } from '../../gql/graphql.ts';

/** What /sale needs to know of an edition to place it: how it is sold and, for the trial, what it upgrades to. */
export interface SaleEdition {
  id: string;
  sale: EditionSale;
  upgradesTo?: { id: string } | null;
}

/** The editions behind the cards, each undefined until (or unless) the list names it. */
export interface SaleLineup<E> {
  /** the subscription the trial upgrades to: the Red Team card */
  redTeam?: E;
  /** the other subscription: the Vul Scan card */
  vulScan?: E;
  /** the first quoted edition by sequence: the Enterprise card (Red Team Enterprise) */
  enterprise?: E;
  /** the next quoted edition: the Blue Team Enterprise panel */
  blueTeam?: E;
  /** the one-yuan 7-day trial */
  trial?: E;
}

/**
 * Places the editions (the gateway lists them by sequence) on the pricing page by what each says of itself
 * rather than by id: Red Team is the subscription the trial upgrades to, Vul Scan the other subscription, and
 * the two quoted editions come in their sequence, Red Team Enterprise before Blue Team Enterprise.
 */
export const saleLineup = <E extends SaleEdition>(editions: readonly E[]): SaleLineup<E> => {
  const trial = editions.find((edition) => edition.sale === 'TRIAL');
  const subscriptions = editions.filter((edition) => edition.sale === 'SUBSCRIPTION');
  const redTeam = subscriptions.find((edition) => edition.id === trial?.upgradesTo?.id);
  const vulScan = subscriptions.find((edition) => edition !== redTeam);
  const [enterprise, blueTeam] = editions.filter((edition) => edition.sale === 'QUOTE');
  return { redTeam, vulScan, enterprise, blueTeam, trial };
};
