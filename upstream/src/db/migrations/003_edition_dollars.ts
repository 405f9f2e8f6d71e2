import { sql, type Kysely } from 'kysely';

/**
 * US-dollar prices of the 3- and 12-month terms (the English site and PayPal), beside the yuan ones.
 *
 * New databases get them from the seed. Rows that already exist first get an estimate from their own yuan
 * amounts at the edition's `dollar / price` ratio (the headline 3-month price in both currencies), then the
 * editions of the seed get the seed's exact figures. The figures are copied here, not imported, so that this
 * migration stays what it was when it shipped whatever the seed becomes.
 */
const columns = ['dollar_month_amount', 'dollar_year_amount', 'dollar_month_original_amount', 'dollar_year_original_amount'] as const;

/** id → [month, year, month original, year original], in US dollars, as seeded when this migration shipped. */
const seeded: Record<number, [number, number, number, number]> = {
  11: [0, 0, 0, 0],
  13: [399, 1399, 449, 1799],
  14: [199, 699, 249, 849],
  15: [2799, 8499, 2999, 10999],
  16: [1, 1, 1, 1],
  17: [6999, 21999, 6999, 27999],
};

export const up = async (db: Kysely<unknown>) => {
  for (const column of columns) {
    await db.schema
      .alterTable('edition')
      .addColumn(column, sql`numeric(12, 2)`, (c) => c.notNull().defaultTo(0))
      .execute();
  }
  // An estimate for every existing row: the yuan amount at the row's own exchange ratio, whole dollars.
  await sql`
    update edition set
      dollar_month_amount = round(month_amount * dollar / price),
      dollar_year_amount = round(year_amount * dollar / price),
      dollar_month_original_amount = round(month_original_amount * dollar / price),
      dollar_year_original_amount = round(year_original_amount * dollar / price)
    where price > 0
  `.execute(db);
  for (const [id, [month, year, monthOriginal, yearOriginal]] of Object.entries(seeded)) {
    await sql`
      update edition set
        dollar_month_amount = ${month},
        dollar_year_amount = ${year},
        dollar_month_original_amount = ${monthOriginal},
        dollar_year_original_amount = ${yearOriginal}
      where id = ${Number(id)}
    `.execute(db);
  }
};

export const down = async (db: Kysely<unknown>) => {
  for (const column of columns) await db.schema.alterTable('edition').dropColumn(column).execute();
};
