import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabaseUrl } from '../testing/database-url.ts';
import { migrate, openDatabase, type Database } from './database.ts';
import { loadDemoData } from './demo-data.ts';

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
});
