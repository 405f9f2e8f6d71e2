import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabaseUrl } from '../testing/database-url.ts';
import { migrate, openDatabase, type Database } from '../db/database.ts';
import { loadDemoData } from './load.ts';
import { readDocPages } from './docs.ts';

describe('database start-up', () => {
  let db: Database;
  afterAll(() => db?.destroy());

  it('migrates a new database and loads the demo data once, however often it starts', async () => {
    db = openDatabase(await freshDatabaseUrl(), '.data');
    await migrate(db);
    expect(await loadDemoData(db)).toBe(true);
    await migrate(db);
    expect(await loadDemoData(db)).toBe(false);
    const { count } = await db.selectFrom('edition').select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
    expect(Number(count)).toBeGreaterThanOrEqual(4);
  });

  it('adds the agreement to a database that has the catalogue but not the agreement', async () => {
    await db.deleteFrom('agreement').execute();
    expect(await loadDemoData(db)).toBe(false);
    const types = await db.selectFrom('agreement').select('type').orderBy('type').execute();
    expect(types.map((row) => row.type)).toEqual([0, 1]);
  });

  it('adds the demo coupons to a database that has the catalogue but not the coupons, once', async () => {
    await db.deleteFrom('coupon').where('code', '=', 'WELCOME10').execute();
    expect(await loadDemoData(db)).toBe(false);
    expect(await loadDemoData(db)).toBe(false);
    const codes = await db.selectFrom('coupon').select('code').orderBy('code').execute();
    expect(codes.map((row) => row.code)).toEqual(['EXPIRED5', 'REDTEAM2026', 'WELCOME10']);
  });

  it('adds the FAQ and features to a database that has the catalogue but not them, once, in both languages', async () => {
    await db.deleteFrom('content_group').where('kind', '=', 'faq').execute();
    expect(await db.selectFrom('content_entry').select('id').where('kind', '=', 'faq').execute()).toEqual([]);
    await loadDemoData(db);
    await loadDemoData(db);
    const count = async (locale: 'zh' | 'en') =>
      Number((await db.selectFrom('content_entry').select((eb) => eb.fn.countAll<string>().as('n')).where('kind', '=', 'faq').where('locale', '=', locale).executeTakeFirstOrThrow()).n);
    expect(await count('zh')).toBeGreaterThanOrEqual(20);
    expect(await count('en')).toBe(await count('zh'));
  });

  it('brings the documentation pages back in line with their files on every start, touching only what changed', async () => {
    await db.updateTable('doc').set({ content: 'stale', version: '0.0.1' }).where('kind', '=', 'exp').where('lang', '=', 'EN').execute();
    await db.deleteFrom('doc').where('kind', '=', 'goexp').where('lang', '=', 'CN').execute();
    await loadDemoData(db);
    const pages = await db.selectFrom('doc').select(['kind', 'lang', 'content', 'version']).orderBy('kind').orderBy('lang').execute();
    expect(pages.map((page) => `${page.kind}.${page.lang}`)).toEqual(['exp.CN', 'exp.EN', 'extension.CN', 'extension.EN', 'goexp.CN', 'goexp.EN']);
    const exp = readDocPages().find((page) => page.kind === 'exp' && page.lang === 'EN')!;
    expect(pages.find((page) => page.kind === 'exp' && page.lang === 'EN')).toMatchObject({ content: exp.content, version: exp.version });
  });
});
