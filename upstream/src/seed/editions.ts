import type { EditionFacts } from '../../../contract/edition.ts';
import { dollarTerm } from '../../../contract/term-discount.ts';

/**
 * Editions on sale, ordered by `sequence`.
 *
 * `price` is the headline price in yuan and `dollar` the headline price in US dollars
 * (both for one 3-month term). `month_*` are the amounts for 3 months and `year_*` for
 * 12 months, in yuan; for every period `original - discount = amount`. `dollar_month_amount` and
 * `dollar_year_amount` are the same terms' selling prices in US dollars (about 7.2 yuan to the dollar,
 * rounded to a price ending in 9, the 3-month one equal to `dollar`); their list prices follow from the
 * one term-discount rule (contract/term-discount.ts): the same percentage off as the yuan term.
 * 003_edition_dollars and 021_one_term_discount bring older databases to these figures.
 *
 * The list order matters to the client: index 0 Community, 1 Standard / Red Team,
 * 2 Enterprise / Advanced (Red Team Enterprise), 3 Vul Scan.
 */
type Listed = Omit<EditionFacts, 'dollar_month_original_amount' | 'dollar_year_original_amount'>;

/** An edition with its dollar list prices set by the rule. */
const priced = (edition: Listed): EditionFacts => ({
  ...edition,
  dollar_month_original_amount: dollarTerm({ original: edition.month_original_amount, amount: edition.month_amount }, edition.dollar_month_amount).original,
  dollar_year_original_amount: dollarTerm({ original: edition.year_original_amount, amount: edition.year_amount }, edition.dollar_year_amount).original,
});

export const editions: EditionFacts[] = ([
  {
    id: 11,
    name: 'Community',
    name_cn: '社区版',
    price: 0,
    dollar: 0,
    sequence: 1,
    status: 1,
    month_amount: 0,
    year_amount: 0,
    month_original_amount: 0,
    year_original_amount: 0,
    month_discount_amount: 0,
    year_discount_amount: 0,
    dollar_month_amount: 0,
    dollar_year_amount: 0,
  },
  {
    id: 13,
    name: 'Red Team',
    name_cn: '红队版',
    price: 2900,
    dollar: 399,
    sequence: 2,
    status: 1,
    month_amount: 2900,
    year_amount: 9900,
    month_original_amount: 3200,
    year_original_amount: 12800,
    month_discount_amount: 300,
    year_discount_amount: 2900,
    dollar_month_amount: 399,
    dollar_year_amount: 1399,
  },
  {
    id: 15,
    name: 'Red Team Enterprise',
    name_cn: '红队企业版',
    price: 19800,
    dollar: 2799,
    sequence: 3,
    status: 1,
    month_amount: 19800,
    year_amount: 59800,
    month_original_amount: 21800,
    year_original_amount: 79200,
    month_discount_amount: 2000,
    year_discount_amount: 19400,
    dollar_month_amount: 2799,
    dollar_year_amount: 8499,
  },
  {
    id: 14,
    name: 'Vul Scan',
    name_cn: '漏洞扫描版',
    price: 1500,
    dollar: 199,
    sequence: 4,
    status: 1,
    month_amount: 1500,
    year_amount: 4900,
    month_original_amount: 1800,
    year_original_amount: 6000,
    month_discount_amount: 300,
    year_discount_amount: 1100,
    dollar_month_amount: 199,
    dollar_year_amount: 699,
  },
  {
    id: 16,
    name: '7-Day Trial',
    name_cn: '7 天体验版',
    price: 1,
    dollar: 1,
    sequence: 5,
    status: 1,
    month_amount: 1,
    year_amount: 1,
    month_original_amount: 1,
    year_original_amount: 1,
    month_discount_amount: 0,
    year_discount_amount: 0,
    dollar_month_amount: 1,
    dollar_year_amount: 1,
  },
  {
    id: 17,
    name: 'Blue Team Enterprise',
    name_cn: '蓝队企业版',
    price: 49800,
    dollar: 6999,
    sequence: 6,
    status: 1,
    month_amount: 49800,
    year_amount: 159800,
    month_original_amount: 49800,
    year_original_amount: 199200,
    month_discount_amount: 0,
    year_discount_amount: 39400,
    dollar_month_amount: 6999,
    dollar_year_amount: 21999,
  },
] satisfies Listed[]).map(priced);
