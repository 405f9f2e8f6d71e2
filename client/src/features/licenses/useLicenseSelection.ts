import { useEffect, useState } from 'react';
import { selectPage, selectRow, withoutGenerated, type SelectableRow } from './selection.ts';

/**
 * The licenses chosen for Export: kept across pages until exported or cleared, or All (every license). A row
 * generated since it was chosen leaves the selection; the header checkbox speaks for the page's `rows`.
 */
export const useLicenseSelection = (rows: readonly SelectableRow[]) => {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [all, setAll] = useState(false);
  // rows generated since they were selected leave the selection
  useEffect(() => setSelected((current) => withoutGenerated(rows, current)), [rows]);
  const toggleRow = (row: SelectableRow, on: boolean) => setSelected((current) => selectRow(current, row, on));
  const togglePage = (on: boolean) => setSelected((current) => selectPage(rows, current, on));
  return { selected, all, setAll, toggleRow, togglePage };
};
