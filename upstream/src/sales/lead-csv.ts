import Papa from 'papaparse';
import type { StaffLeadView } from '../../../contract/staff-leads.ts';

const LEAD_COLUMNS = [
  'id', 'kind', 'state', 'owner', 'edition', 'name', 'email', 'mobile', 'company', 'country', 'position', 'use',
  'quantity', 'comment', 'mid', 'locale', 'lost_reason', 'created_at', 'updated_at',
] as const;

/**
 * The leads as CSV for a spreadsheet, made by papaparse for the web's export and the CLI's `export-leads` alike (both
 * call staffLeadsCsv): quotes, commas and line breaks are quoted, and a cell that starts with = + - @ or a tab gets
 * a leading ' so it is never run as a formula. The notes go in one cell, one line each.
 */
export const leadsCsv = (leads: StaffLeadView[]) =>
  Papa.unparse(
    {
      fields: [...LEAD_COLUMNS, 'notes'],
      data: leads.map((lead) => [
        ...LEAD_COLUMNS.map((column) => lead[column] ?? ''),
        lead.notes.map((note) => `${note.created_at} ${note.author}: ${note.text}`).join('\n'),
      ]),
    },
    // papaparse's own `true` misses a formula followed by a line break (its pattern ends in .*$), so the test is only the first character.
    { escapeFormulae: /^[=+\-@\t\r]/, newline: '\r\n' },
  );
