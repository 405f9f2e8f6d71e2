import { Migrator } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { REFUND_DAYS } from '../../../../contract/rules.ts';
import { agreements } from '../../seed/index.ts';
import { freshDatabaseUrl } from '../../testing/database-url.ts';
import { migrate, openDatabase, type Database } from '../database.ts';
import { migrations } from './index.ts';

/** The agreement as a new database gets it now, and as databases seeded before issue #32 hold it (no refund period). */
const seeded = (type: 0 | 1) => agreements.find((row) => row.type === type)!.content;
const refundItem = /  <li><strong>(退款期限|Refund period)<\/strong>.*<\/li>/;
const before = {
  zh: seeded(0).replace(refundItem, '  <li>除法律另有规定或本协议另有约定外，已生成的许可证不予退款。</li>'),
  en: seeded(1).replace(refundItem, '  <li>Except where the law or this agreement provides otherwise, generated licenses are not refundable.</li>'),
};
// the first Chinese wording named the product Tidewatch, as the English one does
const zhTidewatch = before.zh
  .replace('<h1>潮望用户注册与服务协议</h1>', '<h1>Tidewatch 用户注册与服务协议</h1>')
  .replace('欢迎使用潮望！本协议是您与潮望运营方', '欢迎使用 Tidewatch！本协议是您与 Tidewatch 运营方')
  .replace('和使用潮望网站', '和使用 Tidewatch 网站');

let db: Database | undefined;
afterEach(() => db?.destroy());

/** A database as the release before 022 left it, holding these agreements, then migrated. */
const migratedFrom = async (rows: { type: 0 | 1; content: string }[]) => {
  db = openDatabase(await freshDatabaseUrl(), '.data');
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  expect((await migrator.migrateTo('021_one_term_discount')).error).toBeUndefined();
  await db.insertInto('agreement').values(rows).execute();
  await migrate(db);
  const after = await db.selectFrom('agreement').select(['type', 'content']).orderBy('type').execute();
  return after.map((row) => row.content);
};

describe('022_agreement_refund_period', () => {
  it('gives a database holding the agreement seeded before the wording seeded now, with the refund period, in both languages', async () => {
    expect(before.zh).not.toBe(seeded(0));
    expect(before.en).not.toBe(seeded(1));
    const [zh, en] = await migratedFrom([{ type: 0, content: before.zh }, { type: 1, content: before.en }]);
    expect(zh).toBe(seeded(0));
    expect(en).toBe(seeded(1));
    expect(zh).toContain(`订单付款后 ${REFUND_DAYS} 天内`);
    expect(en).toContain(`within ${REFUND_DAYS} days of paying an order`);
  });

  it('updates the first Chinese wording too, the one that named the product Tidewatch', async () => {
    const [zh] = await migratedFrom([{ type: 0, content: zhTidewatch }]);
    expect(zh).toBe(seeded(0));
  });

  it("leaves an agreement an operator edited as it is", async () => {
    const edited = { zh: `${before.zh}\n<p>补充条款：运营方自定义。</p>`, en: before.en.replace('support@tidewatch.example', 'legal@operator.example') };
    const [zh, en] = await migratedFrom([{ type: 0, content: edited.zh }, { type: 1, content: edited.en }]);
    expect(zh).toBe(edited.zh);
    expect(en).toBe(edited.en);
  });
});
