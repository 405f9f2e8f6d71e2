import Papa from 'papaparse';

/** The audit log's columns as exported, in this order. */
export interface AuditCsvRow {
  at: string;
  actorName: string;
  actorKind: string;
  ip: string;
  action: string;
  subjectType: string;
  subjectId: string;
  before: string | null | undefined;
  after: string | null | undefined;
  reason: string | null | undefined;
}

/** A cell that a spreadsheet would read as a formula starts with one of these; it is kept as text with a quote. */
const FORMULA_START = /^[=+\-@\t\r]/;
const safe = (value: string | null | undefined) => {
  const text = value ?? '';
  return FORMULA_START.test(text) ? `'${text}` : text;
};

/** The rows as CSV (papaparse), headed by the column names; no cell can start a spreadsheet formula. */
export const auditCsv = (rows: readonly AuditCsvRow[]) =>
  Papa.unparse({
    fields: ['at', 'actor', 'actor_kind', 'ip', 'action', 'subject_type', 'subject_id', 'before', 'after', 'reason'],
    data: rows.map((r) => [r.at, r.actorName, r.actorKind, r.ip, r.action, r.subjectType, r.subjectId, r.before, r.after, r.reason].map((v) => safe(v))),
  });
