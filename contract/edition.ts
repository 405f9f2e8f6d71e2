import { z } from 'zod';
import { defineCall } from './call.ts';
import { id } from './input.ts';
import { editionSale, saleOf, upgradeOf } from './rules.ts';

/**
 * A license category (edition) as stored. Amounts are per 3 months (month_*) and per 12 months (year_*): the
 * unprefixed ones in yuan, the dollar_* ones in US dollars (the English site and PayPal).
 */
export const editionFacts = z.object({
  id: z.number().int(),
  name: z.string(),
  name_cn: z.string(),
  price: z.number(),
  dollar: z.number(),
  sequence: z.number().int(),
  status: z.number().int(),
  month_amount: z.number(),
  year_amount: z.number(),
  month_original_amount: z.number(),
  year_original_amount: z.number(),
  month_discount_amount: z.number(),
  year_discount_amount: z.number(),
  dollar_month_amount: z.number(),
  dollar_year_amount: z.number(),
  dollar_month_original_amount: z.number(),
  dollar_year_original_amount: z.number(),
});
export type EditionFacts = z.infer<typeof editionFacts>;

/** An edition as answered: its facts and how it is sold (rules.ts `saleOf`, `upgradeOf`), so no client hard-codes ids. */
export const edition = editionFacts.extend({
  sale: editionSale,
  /** for the trial: the edition "buy the full edition instead" switches to; null for any other edition */
  upgrades_to: z.number().int().nullable(),
});
export type Edition = z.infer<typeof edition>;

/** The answer for an edition's stored facts: how it is sold follows from the shared rules. */
export const editionOf = (facts: EditionFacts): Edition => ({ ...facts, sale: saleOf(facts), upgrades_to: upgradeOf(facts.id) });

/** Runtime values of the GraphQL enum EditionSale. */
export const editionSaleEnum = { FREE: 'free', SUBSCRIPTION: 'subscription', QUOTE: 'quote', TRIAL: 'trial' } as const satisfies Record<
  string,
  z.infer<typeof editionSale>
>;

export const listEditions = defineCall({
  id: 'listEditions',
  method: 'GET',
  path: '/license/category',
  summary: 'Editions on sale, by sequence (index 1 Standard, 2 Enterprise, 3 Vul Scan).',
  auth: 'none',
  data: z.array(edition),
  example: {},
});

export const getEdition = defineCall({
  id: 'getEdition',
  method: 'GET',
  path: '/license/category/detail',
  summary: 'One edition by id.',
  auth: 'none',
  query: z.object({ license_type_id: id('license_type_id') }),
  data: edition,
  example: { query: { license_type_id: 13 } },
});
