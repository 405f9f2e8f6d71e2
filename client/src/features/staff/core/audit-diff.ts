/** One difference between an audit row's before and after, readable: the field, what it was, what it became. */
export interface AuditChange {
  field: string;
  before: string;
  after: string;
}

const parse = (json: string | null | undefined): unknown => {
  if (json === null || json === undefined) return undefined;
  try {
    return JSON.parse(json);
  } catch {
    return json;
  }
};

const show = (value: unknown) => (value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value));

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What an action changed, field by field: of two objects, each field whose value differs (absent shown as —), in the
 * order they first appear; anything else (a list, a number) as one change of the whole.
 */
export const auditChanges = (beforeJson: string | null | undefined, afterJson: string | null | undefined): AuditChange[] => {
  const before = parse(beforeJson);
  const after = parse(afterJson);
  if (before === undefined && after === undefined) return [];
  if ((isRecord(before) || before === undefined) && (isRecord(after) || after === undefined)) {
    const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
    return fields
      .filter((field) => JSON.stringify(before?.[field]) !== JSON.stringify(after?.[field]))
      .map((field) => ({ field, before: show(before?.[field]), after: show(after?.[field]) }));
  }
  return [{ field: '', before: show(before), after: show(after) }];
};
