import type { LicenseStatus } from '../../gql/graphql.ts';

/** What the selection rules need of a row. */
export interface SelectableRow {
  id: string;
  status: LicenseStatus;
}

/** The header checkbox: all of the page's selectable rows, some of them, or none. */
export type HeaderState = boolean | 'indeterminate';

/** Generated rows cannot be selected (spec §4): their activation code is used up. */
export const isSelectable = (row: SelectableRow) => row.status === 'NOT_GENERATED';

const selectableIds = (rows: readonly SelectableRow[]) => rows.filter(isSelectable).map((row) => row.id);

/** The header checkbox of the current page: checked, indeterminate or not, counting only selectable rows. */
export const headerState = (rows: readonly SelectableRow[], selected: ReadonlySet<string>): HeaderState => {
  const ids = selectableIds(rows);
  const chosen = ids.filter((id) => selected.has(id)).length;
  if (chosen === 0) return false;
  return chosen === ids.length ? true : 'indeterminate';
};

/** The header checkbox clicked: every selectable row of the page joins the selection, or leaves it. */
export const selectPage = (rows: readonly SelectableRow[], selected: ReadonlySet<string>, on: boolean) => {
  const next = new Set(selected);
  for (const id of selectableIds(rows)) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
};

/** A row checkbox clicked; a generated row is never added. */
export const selectRow = (selected: ReadonlySet<string>, row: SelectableRow, on: boolean) => {
  const next = new Set(selected);
  if (on && isSelectable(row)) next.add(row.id);
  else next.delete(row.id);
  return next;
};

/** Rows generated since they were selected leave the selection (the same set when nothing changed). */
export const withoutGenerated = (rows: readonly SelectableRow[], selected: ReadonlySet<string>) => {
  const generated = rows.filter((row) => !isSelectable(row) && selected.has(row.id));
  if (generated.length === 0) return selected;
  const next = new Set(selected);
  for (const row of generated) next.delete(row.id);
  return next;
};

/** What Export asks for: everything with All, else the selected licenses; null when nothing is chosen. */
export const exportRequest = (all: boolean, selected: ReadonlySet<string>) => {
  if (all) return { all: true as const, licenseIds: [] as string[] };
  if (selected.size === 0) return null;
  return { all: false as const, licenseIds: [...selected] };
};
