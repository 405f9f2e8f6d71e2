import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { SelectBox } from '../../../ui/Checkbox.tsx';
import { CardTable, CellAction, EmptyRow, TableScroll } from '../../../ui/Table.tsx';
import { isUnused, type SeatRow } from './seat-rows.ts';
import type { SeatLabels } from './useSeatLabels.ts';

/** Nine columns need about this much room; in less (a phone), each seat is a card. */
const SEAT_CARDS_BELOW = 900;

const Mid = styled.span`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 11.5px;
  white-space: nowrap;
`;

/** The mark of a seat unused for the days chosen: words, not only a colour. */
const Unused = styled.span`
  display: inline-block;
  margin-left: 6px;
  padding: 1px 8px;
  border-radius: 999px;
  font-size: 12px;
  white-space: nowrap;
  background: #fff7ed;
  color: #9a3412;
`;

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '—');

interface Props {
  rows: readonly SeatRow[];
  labels: SeatLabels;
  unusedDays: number;
  now: number;
  loading: boolean;
  selected: ReadonlySet<string>;
  onSelect: (licenseId: string, on: boolean) => void;
  onSelectAll: (on: boolean) => void;
  onReassign: (row: SeatRow) => void;
}

/** The seat table (issue #34): one row per seat, the unused ones marked. */
export const SeatTable = ({ rows, labels, unusedDays, now, loading, selected, onSelect, onSelectAll, onReassign }: Props) => {
  const { t } = useLingui();
  const allChosen = rows.length > 0 && rows.every((row) => selected.has(row.licenseId));
  return (
    <TableScroll aria-label={t`Seats`}>
      <CardTable aria-label={t`Seats`} $cardsBelow={SEAT_CARDS_BELOW}>
        <thead>
          <tr>
            <th style={{ width: 36 }} data-card-keep="" data-label={t`Select all`}>
              <SelectBox label={t`Select all seats shown`} checked={allChosen} disabled={rows.length === 0} onCheckedChange={onSelectAll} />
            </th>
            <th>{labels.member}</th>
            <th>{labels.license}</th>
            <th>{labels.mid}</th>
            <th>{labels.generated}</th>
            <th>{labels.lastValidated}</th>
            <th>{labels.expires}</th>
            <th>{labels.renewal}</th>
            <th>{labels.operation}</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && <EmptyRow columns={9} loading={loading} />}
          {rows.map((row) => {
            const id = row.licenseId;
            const unused = isUnused(row, unusedDays, now);
            return (
              <tr key={id} data-testid={`seat-${id}`} data-unused={unused ? '' : undefined}>
                <td>
                  <SelectBox label={t`Select seat ${id}`} checked={selected.has(id)} onCheckedChange={(on) => onSelect(id, on)} />
                </td>
                <td data-label={labels.member}>{row.member.username}</td>
                <td data-label={labels.license}>{id}</td>
                <td data-label={labels.mid}>{row.mid ? <Mid>{row.mid}</Mid> : <Trans>Not generated</Trans>}</td>
                <td data-label={labels.generated}>{day(row.generatedAt)}</td>
                <td data-label={labels.lastValidated}>
                  {day(row.lastValidatedAt)}
                  {unused && (
                    <Unused>
                      <Trans>Unused for {unusedDays} days</Trans>
                    </Unused>
                  )}
                </td>
                <td data-label={labels.expires}>{day(row.expiredAt)}</td>
                <td data-label={labels.renewal}>{labels.renewalText(row.renewal)}</td>
                <td data-label={labels.operation}>
                  <CellAction type="button" aria-label={t`Reassign seat ${id}`} onClick={() => onReassign(row)}>
                    <Trans>Reassign</Trans>
                  </CellAction>
                </td>
              </tr>
            );
          })}
        </tbody>
      </CardTable>
    </TableScroll>
  );
};
