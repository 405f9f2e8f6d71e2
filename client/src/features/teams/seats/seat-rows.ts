import Papa from 'papaparse';

/** One row of the seat table: a seat and what the owner reads of its licence. */
export interface SeatRow {
  licenseId: string;
  member: { id: string; username: string };
  mid: string | null;
  generatedAt: string | null;
  lastValidatedAt: string | null;
  expiredAt: string | null;
  /** the graph's LicenseRenewal: RENEW, FULL_EDITION, or null when nothing can be bought for it now */
  renewal: string | null;
  editionId: string | null;
}

export type SeatState = 'all' | 'unused' | 'expiring' | 'notGenerated';
export const SEAT_STATES: readonly SeatState[] = ['all', 'unused', 'expiring', 'notGenerated'];

export interface SeatFilter {
  /** a member's id, or 'all' */
  member: string;
  state: SeatState;
  /** a generated seat is unused when its last validation (or its generation, when never validated) is older */
  unusedDays: number;
}

export const DEFAULT_UNUSED_DAYS = 30;
/** A seat is expiring from this many days before its end (when its renewal is offered) until it ends. */
export const EXPIRING_DAYS = 30;
const DAY = 86_400_000;

/** When the seat was last seen in use: its machine's last validation, else its generation; null when not generated. */
export const lastUse = (row: SeatRow) => (row.mid ? (row.lastValidatedAt ?? row.generatedAt) : null);

export const isUnused = (row: SeatRow, days: number, now: number) => {
  const seen = lastUse(row);
  return seen !== null && Date.parse(seen) < now - days * DAY;
};

export const isExpiring = (row: SeatRow, now: number) => {
  const end = row.expiredAt ? Date.parse(row.expiredAt) : NaN;
  return end > now && end <= now + EXPIRING_DAYS * DAY;
};

const inState = (row: SeatRow, filter: SeatFilter, now: number) => {
  switch (filter.state) {
    case 'unused':
      return isUnused(row, filter.unusedDays, now);
    case 'expiring':
      return isExpiring(row, now);
    case 'notGenerated':
      return row.mid === null;
    default:
      return true;
  }
};

export const filterSeats = (rows: readonly SeatRow[], filter: SeatFilter, now: number) =>
  rows.filter((row) => (filter.member === 'all' || row.member.id === filter.member) && inState(row, filter, now));

/**
 * "Renew selected": when every selected seat can be renewed (RENEW) and all are of one edition, the order form for
 * that edition renewing them; else null.
 */
export const renewTarget = (rows: readonly SeatRow[]) => {
  const edition = rows[0]?.editionId;
  if (!edition || !rows.every((row) => row.renewal === 'RENEW' && row.editionId === edition)) return null;
  return { edition: Number(edition), licenseIds: rows.map((row) => row.licenseId) };
};

export const SEATS_CSV_NAME = 'Seats.csv';

/** The CSV's column names, in the page's language. */
export interface SeatCsvLabels {
  member: string;
  license: string;
  mid: string;
  generated: string;
  lastValidated: string;
  expires: string;
  renewal: string;
  unused: string;
  /** what the renewal and unused cells say */
  renewalText: (renewal: string | null) => string;
  yes: string;
}

/** The filtered rows as CSV; cells a spreadsheet would run (=, +, -, @) are escaped as text. */
export const seatsCsv = (rows: readonly SeatRow[], labels: SeatCsvLabels, unusedDays: number, now: number) =>
  `${Papa.unparse(
    {
      fields: [labels.member, labels.license, labels.mid, labels.generated, labels.lastValidated, labels.expires, labels.renewal, labels.unused],
      data: rows.map((row) => [
        row.member.username,
        row.licenseId,
        row.mid ?? '',
        row.generatedAt ?? '',
        row.lastValidatedAt ?? '',
        row.expiredAt ?? '',
        labels.renewalText(row.renewal),
        isUnused(row, unusedDays, now) ? labels.yes : '',
      ]),
    },
    { escapeFormulae: true, newline: '\r\n' },
  )}\r\n`;
