import { sql } from 'kysely';
import type { AuditRow, QueryOf, listAuditLog } from '../../../contract/index.ts';
import { DAY } from '../domain/clock.ts';
import type { Runtime } from '../runtime/runtime.ts';

type Filter = QueryOf<typeof listAuditLog>;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** `to` is inclusive: a date alone means until the end of that day (UTC). */
const untilOf = (to: string) => new Date(Date.parse(to) + (DATE_ONLY.test(to) ? DAY : 1));

const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The audit log read newest first: actor by name (any case), action by its start (`staff.` finds every staff
 * action), the subject exactly, and a date range. Reading only: nothing in the code updates or deletes a row.
 */
export const readAuditLog = async (rt: Pick<Runtime, 'db'>, filter: Filter) => {
  let query = rt.db.selectFrom('audit_log');
  if (filter.actor) query = query.where(sql<string>`lower(actor_name)`, '=', filter.actor.toLowerCase());
  if (filter.action) query = query.where(sql<string>`action`, 'like', likePrefix(filter.action));
  if (filter.subjectType) query = query.where('subject_type', '=', filter.subjectType);
  if (filter.subjectId) query = query.where('subject_id', '=', filter.subjectId);
  if (filter.from) query = query.where('at', '>=', new Date(Date.parse(filter.from)));
  if (filter.to) query = query.where('at', '<', untilOf(filter.to));
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('id', 'desc')
      .limit(filter.size)
      .offset((filter.page - 1) * filter.size)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const out: AuditRow[] = rows.map((row) => ({
    id: String(row.id),
    at: row.at.toISOString(),
    actorKind: row.actor_kind,
    actorName: row.actor_name,
    ip: row.ip,
    action: row.action,
    subjectType: row.subject_type,
    subjectId: row.subject_id,
    before: row.before ?? null,
    after: row.after ?? null,
    reason: row.reason,
  }));
  return { rows: out, page: filter.page, size: filter.size, total: Number(count.n) };
};
