import Papa from 'papaparse';

/** The export's file name and header line, as the spec writes them (§7). */
export const ACTIVATION_CSV_NAME = 'Activation code.csv';
export const ACTIVATION_CSV_HEADER = 'id, Activation code';

/**
 * The CSV of exported activation codes. The header is written as is (Papa would quote its leading space);
 * the rows go through Papa with formula escaping, so a cell a spreadsheet would run (=, +, -, @, tab, CR)
 * starts with a quote and stays text.
 */
export const activationCsv = (codes: readonly { licenseId: string; code: string }[]) => {
  const rows = Papa.unparse(
    codes.map((entry) => [entry.licenseId, entry.code]),
    { escapeFormulae: true, newline: '\r\n' },
  );
  return `${ACTIVATION_CSV_HEADER}\r\n${rows}\r\n`;
};
