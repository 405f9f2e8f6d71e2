import type { Version } from '../../../contract/index.ts';
import type { Database } from '../db/database.ts';

export const newestVersions = async (db: Database): Promise<Version[]> => {
  const rows = await db.selectFrom('version').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
};
