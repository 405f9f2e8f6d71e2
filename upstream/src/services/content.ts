import type { PocPushGroup } from '../../../contract/index.ts';
import type { Database } from '../db/database.ts';

/** Weekly groups, newest week first, entries in their published order. */
export const pocPushGroups = async (db: Database): Promise<PocPushGroup[]> => {
  const rows = await db.selectFrom('poc_push').selectAll().orderBy('week', 'desc').orderBy('position').execute();
  const groups = new Map<string, PocPushGroup>();
  for (const { id: _id, week, position: _position, cvss, ...push } of rows) {
    if (!groups.has(week)) groups.set(week, { created_at_week: week, push_data: [] });
    groups.get(week)!.push_data.push({ ...push, cvss: Number(cvss) });
  }
  return [...groups.values()];
};
