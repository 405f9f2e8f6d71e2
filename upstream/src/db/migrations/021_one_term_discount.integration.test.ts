import { Migrator, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabaseUrl } from '../../testing/database-url.ts';
import { migrate, openDatabase, type Database } from '../database.ts';
import { migrations } from './index.ts';

describe('021_one_term_discount', () => {
  let db: Database;
  afterAll(() => db?.destroy());

  it('moves the seeded dollar list prices to the yuan percentage and spells the trial one way, leaving prices an operator set', async () => {
    db = openDatabase(await freshDatabaseUrl(), '.data');
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('017_real_payments')).error).toBeUndefined();
    // 13 as seeded before; 15 with list prices an operator changed; 16 the trial as it was spelled
    await sql`
      insert into edition (id, name, name_cn, price, dollar, sequence, status, month_amount, year_amount, month_original_amount,
        year_original_amount, month_discount_amount, year_discount_amount, dollar_month_amount, dollar_year_amount,
        dollar_month_original_amount, dollar_year_original_amount)
      values (13, 'Red Team', '红队版', 2900, 399, 2, 1, 2900, 9900, 3200, 12800, 300, 2900, 399, 1399, 449, 1799),
             (15, 'Red Team Enterprise', '红队企业版', 19800, 2799, 3, 1, 19800, 59800, 21800, 79200, 2000, 19400, 2799, 8499, 3000, 11000),
             (16, '7-Day Trial', '7天体验版', 1, 1, 5, 1, 1, 1, 1, 1, 0, 0, 1, 1, 1, 1)
    `.execute(db);

    await migrate(db);

    const rows = await db.selectFrom('edition').select(['id', 'name_cn', 'dollar_month_original_amount', 'dollar_year_original_amount']).orderBy('id').execute();
    expect(rows.map((row) => [row.id, row.name_cn, Number(row.dollar_month_original_amount), Number(row.dollar_year_original_amount)])).toEqual([
      [13, '红队版', 438, 1817],
      [15, '红队企业版', 3000, 11000],
      [16, '7 天体验版', 1, 1],
    ]);
  });
});
