import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { activationCsv } from './activation-csv.ts';

describe('activation code CSV', () => {
  it('starts with the header line exactly and lists id and code', () => {
    const csv = activationCsv([
      { licenseId: '45', code: 'K7M2Q-9XH4T-ZR8NP-3WVBD' },
      { licenseId: '44', code: 'AB12C-DE34F-GH56J-KM78N' },
    ]);
    expect(csv).toBe('id, Activation code\r\n45,K7M2Q-9XH4T-ZR8NP-3WVBD\r\n44,AB12C-DE34F-GH56J-KM78N\r\n');
    expect(csv.split('\r\n')[0]).toBe('id, Activation code');
  });

  it('neutralises cells a spreadsheet would execute', () => {
    const csv = activationCsv([
      { licenseId: '1', code: '=HYPERLINK("http://evil.example","x")' },
      { licenseId: '2', code: '+SUM(A1)' },
      { licenseId: '3', code: '-2+3' },
      { licenseId: '4', code: '@cmd' },
    ]);
    const cells = Papa.parse<string[]>(csv.trim(), { newline: '\r\n' }).data.slice(1).map((row) => row[1]);
    expect(cells).toEqual([`'=HYPERLINK("http://evil.example","x")`, "'+SUM(A1)", "'-2+3", "'@cmd"]);
    expect(cells.every((cell) => !/^[=+\-@]/.test(cell!))).toBe(true);
  });
});
