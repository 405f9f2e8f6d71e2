import { Migrator, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabaseUrl } from '../../testing/database-url.ts';
import { migrate, openDatabase, type Database } from '../database.ts';
import { migrations } from './index.ts';

describe('024_transfer_currency', () => {
  let db: Database;
  afterAll(() => db?.destroy());

  it("rewrites the seeded FAQ's currency sentence to a bank transfer in the site's currency, leaving an answer an operator rewrote", async () => {
    db = openDatabase(await freshDatabaseUrl(), '.data');
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('021_one_term_discount')).error).toBeUndefined();
    const [{ id }] = (await sql<{ id: number }>`insert into content_group (kind, locale, key, position, name) values ('faq', 'en', 'payment', 0, 'Payment') returning id`.execute(db)).rows;
    await sql`
      insert into content_entry (group_id, kind, locale, key, position, title, content)
      values (${id}, 'faq', 'en', 'payment-methods', 0, 'Methods', '<p>We accept PayPal. PayPal orders are charged in US dollars, the other methods in yuan.</p>'),
             (${id}, 'faq', 'en', 'own-words', 1, 'Ours', '<p>All our prices are in dollars.</p>')
    `.execute(db);

    await migrate(db);

    const rows = await db.selectFrom('content_entry').select(['key', 'content']).orderBy('position').execute();
    expect(rows).toEqual([
      {
        key: 'payment-methods',
        content:
          "<p>We accept PayPal. PayPal charges US dollars and Alipay and WeChat Pay yuan; a bank transfer is in the site's currency: US dollars on the English site (into an international account with its SWIFT/BIC code), yuan on the Chinese site.</p>",
      },
      { key: 'own-words', content: '<p>All our prices are in dollars.</p>' },
    ]);
  });
});
