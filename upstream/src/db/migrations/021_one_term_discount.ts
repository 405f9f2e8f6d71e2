import { sql, type Kysely } from 'kysely';

/**
 * Issue #32, demo data that older databases keep until told:
 *
 * - One term-discount rule (contract/term-discount.ts): the dollar list prices of the seeded editions move so that each
 *   term is the same percentage off in dollars as in yuan (Red Team's 3 months: 9 % in both, not 9 % against 11 %). A
 *   row is changed only while it still holds the figures seeded before, so prices an operator set are left alone.
 * - One spelling of each edition: the trial is 7 天体验版, with the space the site puts between a number and Chinese.
 * - One term for the user centre's licence page: 授权管理, in the demo FAQ as in the menu and the mails.
 *
 * The figures are written here, not imported, so that this migration stays what it was when it shipped.
 */
const listPrices: Record<number, { before: [number, number]; after: [number, number] }> = {
  13: { before: [449, 1799], after: [438, 1817] },
  14: { before: [249, 849], after: [240, 852] },
  15: { before: [2999, 10999], after: [3076, 11183] },
  17: { before: [6999, 27999], after: [6999, 27499] },
};

export const up = async (db: Kysely<unknown>) => {
  for (const [id, { before, after }] of Object.entries(listPrices)) {
    await sql`
      update edition set dollar_month_original_amount = ${after[0]}, dollar_year_original_amount = ${after[1]}
      where id = ${Number(id)} and dollar_month_original_amount = ${before[0]} and dollar_year_original_amount = ${before[1]}
    `.execute(db);
  }
  await sql`update edition set name_cn = '7 天体验版' where name_cn = '7天体验版'`.execute(db);
  await sql`update content_entry set content = replace(content, '许可证管理', '授权管理') where locale = 'zh' and content like '%许可证管理%'`.execute(db);
};

export const down = async (db: Kysely<unknown>) => {
  for (const [id, { before, after }] of Object.entries(listPrices)) {
    await sql`
      update edition set dollar_month_original_amount = ${before[0]}, dollar_year_original_amount = ${before[1]}
      where id = ${Number(id)} and dollar_month_original_amount = ${after[0]} and dollar_year_original_amount = ${after[1]}
    `.execute(db);
  }
  await sql`update edition set name_cn = '7天体验版' where name_cn = '7 天体验版'`.execute(db);
};
