import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import type { LicenseTable_LicenseFragment } from '../../gql/graphql.ts';
import { useTranslate } from '../../i18n/translate.ts';
import { CopyIcon } from '../../ui/icons.tsx';
import { SelectBox } from '../../ui/Checkbox.tsx';
import { CardTable, CellAction, EmptyRow, IconButton, TableScroll } from '../../ui/Table.tsx';
import { headerState, isSelectable } from './selection.ts';
import { formatTerm } from '../../lib/term.ts';
import { RenewLink } from './RenewLink.tsx';

/** What a row shows of a license, and what its checkbox, Generate and Download hand on. */
export const LicenseTableFragment = graphql(`
  fragment LicenseTable_license on License {
    id
    licenseTypeName
    mid
    status
    generatedAt
    period
    periodDay
    key
    keyExpiredAt
    expiredAt
    movesLeft
    renewal
    edition {
      id
      upgradesTo {
        id
      }
    }
  }
`);

const Mono = styled.span`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 11.5px;
`;

/** Ten columns need about this much room; in less (a phone, a narrow window), each license is a card. */
const LICENSE_CARDS_BELOW = 960;

/** Ten columns on a 1366 px screen: tighter cells and headers than the other tables. */
const Compact = styled(CardTable)`
  th, td { padding: 10px 5px; }
  th { font-size: 12px; }
`;

/** 32 characters on one line: a MID is read and compared whole. */
const Mid = styled(Mono)`
  white-space: nowrap;
`;

const Code = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  white-space: nowrap;
`;

const Status = styled.span<{ $done: boolean }>`
  display: inline-block;
  padding: 1px 8px;
  border-radius: 999px;
  font-size: 12px;
  white-space: nowrap;
  background: ${({ $done }) => ($done ? '#ecfdf5' : '#eff6ff')};
  color: ${({ theme, $done }) => ($done ? theme.color.success : theme.color.primaryDark)};
`;

const Nowrap = styled.td`
  white-space: nowrap;
`;

/** The operations of a row, one under another, so the column stays narrow. */
const Operations = styled.div`
  display: grid;
  justify-items: start;
  gap: 4px;
`;

const Until = styled.span`
  display: block;
  font-size: 12px;
  color: ${({ theme }) => theme.color.muted};
`;

/** ISO date-times are cut to their date, as the spec shows the activation date (first 10 characters). */
const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '—');

/** The edition as the order named it; the gateway gives the edition's name in the page's language when the order named none. */
const typeOf = (row: LicenseTable_LicenseFragment) => row.licenseTypeName || '—';

interface LicenseTableProps {
  rows: ReadonlyArray<FragmentType<typeof LicenseTableFragment>>;
  selected: ReadonlySet<string>;
  /** All is ticked: every license is exported, so the checkboxes show that and wait */
  all: boolean;
  loading: boolean;
  onSelectRow: (row: LicenseTable_LicenseFragment, on: boolean) => void;
  onSelectPage: (on: boolean) => void;
  onCopy: (code: string) => void;
  onGenerate: (row: LicenseTable_LicenseFragment) => void;
  onDownload: (row: LicenseTable_LicenseFragment) => void;
  /** "Move to another machine" of a generated row */
  onMove: (row: LicenseTable_LicenseFragment) => void;
  /** the license whose file is being fetched */
  downloading: string | null;
}

/** The license list (spec §2 licenseManagement): one row per license, its checkbox disabled once generated. */
export const LicenseTable = (props: LicenseTableProps) => {
  const { selected, all, loading } = props;
  const rows = getFragmentData(LicenseTableFragment, props.rows);
  const { t } = useLingui();
  const _ = useTranslate();
  const pageHasSelectable = rows.some(isSelectable);
  // each label twice: the column's header, and the cell's own label when the rows are cards
  const label = {
    id: t`License ID`,
    type: t`Type`,
    mid: t`MID`,
    status: t`Status`,
    activated: t`Activation date`,
    term: t`License term`,
    code: t`Activation code`,
    codeUntil: t`Activation code valid until`,
    operation: t`Operation`,
  };
  return (
    <TableScroll aria-label={t`Licenses`}>
      <Compact aria-label={t`Licenses`} $cardsBelow={LICENSE_CARDS_BELOW}>
        <thead>
          <tr>
            {/* kept above the cards too, named there by its label */}
            <th style={{ width: 36 }} data-card-keep="" data-label={t`Select all on this page`}>
              <SelectBox
                label={t`Select all licenses on this page`}
                checked={all ? pageHasSelectable : headerState(rows, selected)}
                disabled={all || !pageHasSelectable}
                onCheckedChange={props.onSelectPage}
              />
            </th>
            <th>{label.id}</th>
            <th>{label.type}</th>
            <th>{label.mid}</th>
            <th>{label.status}</th>
            <th>{label.activated}</th>
            {/* the licence's own term, once generated; the activation code's deadline is another thing (below) */}
            <th>{label.term}</th>
            <th>{label.code}</th>
            <th>{label.codeUntil}</th>
            <th>{label.operation}</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && <EmptyRow columns={10} loading={loading} />}
          {rows.map((row) => {
            const selectable = isSelectable(row);
            const { id } = row;
            return (
              <tr key={row.id}>
                <td>
                  <SelectBox
                    label={t`Select license ${id}`}
                    checked={selectable && (all || selected.has(row.id))}
                    disabled={all || !selectable}
                    onCheckedChange={(on) => props.onSelectRow(row, on)}
                  />
                </td>
                <Nowrap data-label={label.id}>{row.id}</Nowrap>
                <Nowrap data-label={label.type}>{typeOf(row)}</Nowrap>
                <td data-label={label.mid}>{row.mid ? <Mid>{row.mid}</Mid> : '—'}</td>
                <td data-label={label.status}>
                  <Status $done={!selectable}>{selectable ? <Trans>Not generated</Trans> : <Trans>Generated</Trans>}</Status>
                </td>
                <Nowrap data-label={label.activated}>{day(row.generatedAt)}</Nowrap>
                <Nowrap data-label={label.term}>
                  {formatTerm(_, row.period, row.periodDay)}
                  {row.expiredAt && (
                    <Until>
                      <Trans>until {day(row.expiredAt)}</Trans>
                    </Until>
                  )}
                </Nowrap>
                <td data-label={label.code}>
                  {row.key ? (
                    <Code>
                      <Mono>{row.key}</Mono>
                      <IconButton type="button" aria-label={t`Copy activation code`} title={t`Copy activation code`} onClick={() => props.onCopy(row.key!)}>
                        <CopyIcon />
                      </IconButton>
                    </Code>
                  ) : (
                    '—'
                  )}
                </td>
                <Nowrap data-label={label.codeUntil}>{day(row.keyExpiredAt)}</Nowrap>
                <Nowrap data-label={label.operation}>
                  <Operations>
                    {selectable ? (
                      <CellAction type="button" onClick={() => props.onGenerate(row)}>
                        <Trans>Generate</Trans>
                      </CellAction>
                    ) : (
                      <>
                        <CellAction type="button" disabled={props.downloading === row.id} onClick={() => props.onDownload(row)}>
                          <Trans>Download license</Trans>
                        </CellAction>
                        {/* a short word in the narrow column; the name says it whole */}
                        <CellAction type="button" aria-label={t`Move license ${id} to another machine`} title={t`Move license ${id} to another machine`} onClick={() => props.onMove(row)}>
                          <Trans context="move a license to another machine">Move</Trans>
                        </CellAction>
                      </>
                    )}
                    <RenewLink license={row} />
                  </Operations>
                </Nowrap>
              </tr>
            );
          })}
        </tbody>
      </Compact>
    </TableScroll>
  );
};
