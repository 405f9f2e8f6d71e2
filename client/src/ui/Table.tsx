import { Trans } from '@lingui/react/macro';
import styled from 'styled-components';

/**
 * Scrolls a wide table sideways inside its card instead of widening the page: a region named by its
 * `aria-label`, focusable so that a keyboard can scroll it too.
 */
export const TableScroll = styled.div.attrs({ role: 'region', tabIndex: 0 })`
  /* the box a CardTable measures: the table turns into cards by the room it has, not by the window's width */
  container: table-box / inline-size;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`;

/** A data table: quiet header, row lines, compact cells. */
export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 13px;
  th, td {
    padding: 10px 8px;
    text-align: left;
    vertical-align: middle;
    border-bottom: 1px solid ${({ theme }) => theme.color.line};
  }
  th {
    /* one line: a header never folds under its column */
    white-space: nowrap;
    background: ${({ theme }) => theme.color.canvas};
    color: ${({ theme }) => theme.color.muted};
    font-weight: 600;
    line-height: 1.35;
  }
  td { color: ${({ theme }) => theme.color.ink}; }
  tbody tr:last-child td { border-bottom: 0; }
  tbody tr:hover td { background: #fafbfd; }
`;

/** The one cell of an empty or loading table. */
export const EmptyCell = styled.td`
  padding: 40px 10px !important;
  text-align: center !important;
  color: ${({ theme }) => theme.color.muted} !important;
`;

/** A small icon-only button in a table cell; its aria-label names it. */
export const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: none;
  color: ${({ theme }) => theme.color.muted};
  cursor: pointer;
  &:hover:not(:disabled) { color: ${({ theme }) => theme.color.primary}; background: ${({ theme }) => theme.color.canvas}; }
  &:disabled { opacity: 0.5; cursor: default; }
  svg { width: 16px; height: 16px; }
`;

/** A text action in a table cell (Generate, Download, Pay Now). */
export const CellAction = styled.button`
  border: 0;
  padding: 0;
  background: none;
  font: inherit;
  font-weight: 600;
  color: ${({ theme }) => theme.color.primary};
  cursor: pointer;
  white-space: nowrap;
  &:hover:not(:disabled) { text-decoration: underline; }
  &:disabled { color: ${({ theme }) => theme.color.muted}; cursor: default; }
`;

/** The one row of an empty table: loading, or the spec's 'No Data'. */
export const EmptyRow = ({ columns, loading }: { columns: number; loading: boolean }) => (
  <tr>
    <EmptyCell colSpan={columns}>{loading ? <Trans>Loading…</Trans> : <Trans>No Data</Trans>}</EmptyCell>
  </tr>
);

/**
 * A table whose rows become labelled cards when its box is narrower than `$cardsBelow` px (a phone): each cell
 * shows its column's label (its `data-label`) above or beside its value, the header row hides except the cells
 * marked `data-card-keep` (a select-all box), and text actions become buttons. The rows and their controls stay
 * the same elements, so selection, pagination, export and dialogs work as they do in the table.
 */
export const CardTable = styled(Table)<{ $cardsBelow: number }>`
  @container table-box (max-width: ${({ $cardsBelow }) => $cardsBelow - 0.02}px) {
    &, thead, tbody, tr, td { display: block; width: 100%; }
    thead tr { display: flex; align-items: center; }
    thead th:not([data-card-keep]) { display: none; }
    thead th[data-card-keep] { display: flex; align-items: center; gap: 8px; width: 100% !important; padding: 10px 14px; }
    thead th[data-card-keep]::after { content: attr(data-label); font-weight: 400; }
    tbody tr { padding: 10px 14px; border-bottom: 1px solid ${({ theme }) => theme.color.line}; }
    tbody tr:last-child { border-bottom: 0; }
    tbody tr:hover td { background: none; }
    /* the label floats in a column of its own at the left, the value (however many elements) beside it; a
       flow root grows with a label of two lines; tbody td outweighs a table's own td padding */
    tbody td {
      display: flow-root;
      min-height: 28px;
      padding: 5px 0 5px 8.5em;
      border: 0;
      white-space: normal;
      overflow-wrap: anywhere;
    }
    tbody td * { white-space: normal; overflow-wrap: anywhere; }
    tbody td::before {
      content: attr(data-label);
      float: left;
      width: 8em;
      margin-left: -8.5em;
      white-space: normal;
      color: ${({ theme }) => theme.color.muted};
      font-weight: 600;
    }
    tbody td:not([data-label]) { padding-left: 0; }
    tbody td:not([data-label])::before { content: none; }
    ${CellAction} {
      min-height: 36px;
      padding: 6px 14px;
      border: 1px solid ${({ theme }) => theme.color.primary};
      border-radius: ${({ theme }) => theme.radius.sm};
      text-decoration: none;
    }
  }
`;
