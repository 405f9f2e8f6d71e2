import { Migrator, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabaseUrl } from '../../testing/database-url.ts';
import { migrate, openDatabase, type Database } from '../database.ts';
import { migrations } from './index.ts';

describe('003_edition_dollars', () => {
  let db: Database;
  afterAll(() => db?.destroy());

  it('gives the editions of a database made before it their dollar prices', async () => {
    db = openDatabase(await freshDatabaseUrl(), '.data');
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const { error } = await migrator.migrateTo('002_accounts');
    expect(error).toBeUndefined();
    // Rows as an older release stored them: no dollar columns yet; 99 is an edition the seed does not know.
    await sql`
      insert into edition (id, name, name_cn, price, dollar, sequence, status, month_amount, year_amount,
        month_original_amount, year_original_amount, month_discount_amount, year_discount_amount)
      values (13, 'Red Team', '红队版', 2900, 399, 2, 1, 2900, 9900, 3200, 12800, 300, 2900),
             (11, 'Community', '社区版', 0, 0, 1, 1, 0, 0, 0, 0, 0, 0),
             (99, 'Custom', '定制版', 1000, 140, 9, 1, 1000, 3000, 1200, 3600, 200, 600)
    `.execute(db);

    await migrate(db);

    const rows = await db
      .selectFrom('edition')
      .select(['id', 'dollar_month_amount', 'dollar_year_amount', 'dollar_month_original_amount', 'dollar_year_original_amount'])
      .orderBy('id')
      .execute();
    const figures = Object.fromEntries(
      rows.map((row) => [row.id, [row.dollar_month_amount, row.dollar_year_amount, row.dollar_month_original_amount, row.dollar_year_original_amount].map(Number)]),
    );
    expect(figures).toEqual({
      11: [0, 0, 0, 0],
      // 021_one_term_discount then moves the list prices to the yuan term's percentage
      13: [399, 1399, 438, 1817],
      // 140 / 1000 dollars per yuan, whole dollars
      99: [140, 420, 168, 504],
    });
  });
});
