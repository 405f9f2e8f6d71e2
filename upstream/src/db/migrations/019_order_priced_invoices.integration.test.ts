import { Migrator, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabaseUrl } from '../../testing/database-url.ts';
import { migrate, openDatabase, type Database } from '../database.ts';
import { migrations } from './index.ts';

describe('019_order_priced_invoices', () => {
  let db: Database;
  afterAll(() => db?.destroy());

  it('gives orders placed before it their checkout list price and named discounts, in their language', async () => {
    db = openDatabase(await freshDatabaseUrl(), '.data');
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('017_real_payments')).error).toBeUndefined();
    // Orders as the release before stored them: Red Team for 12 months (¥12,800 listed, ¥9,900 charged each; $1,799 / $1,399)
    await sql`insert into edition (id, name, name_cn, price, dollar, sequence, status, month_amount, year_amount,
                month_original_amount, year_original_amount, month_discount_amount, year_discount_amount)
              values (13, 'Red Team', '红队版', 2900, 399, 2, 1, 2900, 9900, 3200, 12800, 300, 2900)`.execute(db);
    await sql`insert into "user" (id, username, email, password_hash, password_salt, api_key) overriding system value values (1, 'ada', 'ada@example.com', 'x', 'x', 'k')`.execute(db);
    await sql`insert into "order" (order_no, user_id, edition_id, payment_type, quantity, period, period_day, currency,
                license_type_price, order_amount, discount_amount, coupon_code, name, country, company, locale)
              values ('TW1', 1, 13, 'company_pay', 3, 12, 0, 'RMB', 9900, 25245, 13155, 'REDTEAM2026', 'Ada', 'CN', '', 'zh'),
                     ('TW2', 1, 13, 'paypal', 1, 12, 0, 'USD', 1399, 1399, 400, null, 'Ada', 'US', '', 'en'),
                     ('TW3', 1, 13, 'paypal', 1, 3, 0, 'USD', 399, 399, 0, null, 'Ada', 'US', '', 'en')`.execute(db);

    await migrate(db);

    const rows = await db.selectFrom('order').select(['order_no', 'list_amount', 'discounts']).orderBy('order_no').execute();
    expect(rows.map((row) => [row.order_no, Number(row.list_amount), row.discounts.map((line) => line.label)])).toEqual([
      ['TW1', 38400, ['12 个月立减 23%', '优惠码 REDTEAM2026']],
      ['TW2', 1799, ['12 months: 22% off']],
      ['TW3', 399, []],
    ]);
    expect(rows[0].discounts[1].description_cn).toBe('优惠码 REDTEAM2026：节省 ¥4,455');
    expect(rows[1].discounts[0].description).toBe('12 months for $1,399 instead of $1,799: save $400 per license');
  });
});
