import { describe, expect, it } from 'vitest';
import { exportRequest, headerState, selectPage, selectRow, withoutGenerated, type SelectableRow } from './selection.ts';

const rows: SelectableRow[] = [
  { id: '1', status: 'NOT_GENERATED' },
  { id: '2', status: 'GENERATED' },
  { id: '3', status: 'NOT_GENERATED' },
];

describe('license selection', () => {
  it('shows the header unchecked, indeterminate or checked by the selectable rows of the page', () => {
    expect(headerState(rows, new Set())).toBe(false);
    expect(headerState(rows, new Set(['1']))).toBe('indeterminate');
    expect(headerState(rows, new Set(['1', '3']))).toBe(true);
    // selections on other pages do not count
    expect(headerState(rows, new Set(['99']))).toBe(false);
    expect(headerState([{ id: '2', status: 'GENERATED' }], new Set())).toBe(false);
  });

  it('selects and clears the page, skipping generated rows and keeping other pages', () => {
    const all = selectPage(rows, new Set(['99']), true);
    expect([...all].sort()).toEqual(['1', '3', '99']);
    expect([...selectPage(rows, all, false)]).toEqual(['99']);
  });

  it('never selects a generated row', () => {
    expect(selectRow(new Set(), rows[1]!, true).size).toBe(0);
    expect([...selectRow(new Set(), rows[0]!, true)]).toEqual(['1']);
    expect([...selectRow(new Set(['1', '3']), rows[0]!, false)]).toEqual(['3']);
  });

  it('drops rows that became generated', () => {
    const selected = new Set(['1', '3']);
    expect(withoutGenerated(rows, selected)).toBe(selected);
    const after = withoutGenerated([{ id: '1', status: 'GENERATED' }], selected);
    expect([...after]).toEqual(['3']);
  });

  it('exports all, the selection, or asks for one', () => {
    expect(exportRequest(true, new Set(['1']))).toEqual({ all: true, licenseIds: [] });
    expect(exportRequest(false, new Set(['1', '3']))).toEqual({ all: false, licenseIds: ['1', '3'] });
    expect(exportRequest(false, new Set())).toBeNull();
  });
});
