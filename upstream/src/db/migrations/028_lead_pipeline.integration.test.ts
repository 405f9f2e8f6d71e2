import { Migrator, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabaseUrl } from '../../testing/database-url.ts';
import { migrate, openDatabase, type Database } from '../database.ts';
import { migrations } from './index.ts';

describe('028_lead_pipeline', () => {
  let db: Database;
  afterAll(() => db?.destroy());

  it('maps the old states to the pipeline: granted → won, declined → lost with its reason kept, new and contacted as they were', async () => {
    db = openDatabase(await freshDatabaseUrl(), '.data');
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('023_staff')).error).toBeUndefined();
    await sql`
      insert into edition (id, name, name_cn, price, dollar, sequence, status, month_amount, year_amount, month_original_amount,
        year_original_amount, month_discount_amount, year_discount_amount, dollar_month_amount, dollar_year_amount,
        dollar_month_original_amount, dollar_year_original_amount)
      values (13, 'Red Team', '红队版', 2900, 399, 2, 1, 2900, 9900, 3200, 12800, 300, 2900, 399, 1399, 449, 1799)
      on conflict (id) do nothing
    `.execute(db);
    const editionId = 13;
    for (const [state, reason] of [['new', null], ['contacted', null], ['granted', null], ['declined', 'Use a company address']] as const) {
      await sql`insert into lead (kind, edition_id, name, email, company, country, position, use, locale, ip, state, decline_reason)
                values ('trial', ${editionId}, ${state}, ${`${state}@example.com`}, 'Acme', 'GB', 'engineer', 'testing', 'en', '127.0.0.1', ${state}, ${reason})`.execute(db);
    }

    await migrate(db);

    const rows = await db.selectFrom('lead').select(['name', 'state', 'lost_reason', 'owner_staff_id']).orderBy('id').execute();
    expect(rows).toEqual([
      { name: 'new', state: 'new', lost_reason: null, owner_staff_id: null },
      { name: 'contacted', state: 'contacted', lost_reason: null, owner_staff_id: null },
      { name: 'granted', state: 'won', lost_reason: null, owner_staff_id: null },
      { name: 'declined', state: 'lost', lost_reason: 'Use a company address', owner_staff_id: null },
    ]);
    await expect(sql`update lead set state = 'granted' where name = 'new'`.execute(db)).rejects.toThrow();
  });
});
