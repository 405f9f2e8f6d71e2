import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import type { LicenseTable_LicenseFragment } from '../../gql/graphql.ts';
import { useTranslate } from '../../i18n/translate.ts';
import { formatTerm } from '../../lib/term.ts';
import { SelectBox } from '../../ui/Checkbox.tsx';
import { CopyIcon } from '../../ui/icons.tsx';
import { CellAction, IconButton } from '../../ui/Table.tsx';
import type { LicenseColumnLabels } from './useLicenseColumnLabels.ts';
import { isSelectable } from './selection.ts';
import { RenewLink } from './RenewLink.tsx';

const Mono = styled.span`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 11.5px;
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

/** "Team: Acme" under the edition: the licence is a team's seat. */
const TeamTag = styled.span`
  display: block;
  width: fit-content;
  margin-top: 4px;
  padding: 0 6px;
  border-radius: 999px;
  font-size: 11.5px;
  background: ${({ theme }) => theme.color.canvas};
  color: ${({ theme }) => theme.color.ink};
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

/** What a row's checkbox and operations do. */
export interface LicenseRowActions {
  onSelectRow: (row: LicenseTable_LicenseFragment, on: boolean) => void;
  onCopy: (code: string) => void;
  onGenerate: (row: LicenseTable_LicenseFragment) => void;
  onDownload: (row: LicenseTable_LicenseFragment) => void;
  /** "Move to another machine" of a generated row */
  onMove: (row: LicenseTable_LicenseFragment) => void;
  /** the row's history dialog */
  onHistory: (row: LicenseTable_LicenseFragment) => void;
  /** the license whose file is being fetched */
  downloading: string | null;
}

interface Props extends LicenseRowActions {
  row: LicenseTable_LicenseFragment;
  label: LicenseColumnLabels;
  /** All is ticked: the checkbox shows every selectable license as chosen and waits */
  all: boolean;
  /** the row is in the selection */
  chosen: boolean;
}

/** One license of the table: its checkbox (disabled once generated), its facts, and what can be done with it. */
export const LicenseRow = ({ row, label, all, chosen, ...actions }: Props) => {
  const { t } = useLingui();
  const _ = useTranslate();
  const selectable = isSelectable(row);
  const team = row.teamName;
  const { id } = row;
  return (
    <tr>
      <td>
        <SelectBox label={t`Select license ${id}`} checked={selectable && (all || chosen)} disabled={all || !selectable} onCheckedChange={(on) => actions.onSelectRow(row, on)} />
      </td>
      <Nowrap data-label={label.id}>{row.id}</Nowrap>
      <Nowrap data-label={label.type}>
        {typeOf(row)}
        {team && (
          <TeamTag>
            <Trans>Team: {team}</Trans>
          </TeamTag>
        )}
      </Nowrap>
      <td data-label={label.mid}>
        {row.mid ? <Mid>{row.mid}</Mid> : '—'}
        {row.mid && row.machineName && <Until>{row.machineName}</Until>}
      </td>
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
            <IconButton type="button" aria-label={t`Copy activation code`} title={t`Copy activation code`} onClick={() => actions.onCopy(row.key!)}>
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
            <CellAction type="button" onClick={() => actions.onGenerate(row)}>
              <Trans>Generate</Trans>
            </CellAction>
          ) : (
            <>
              <CellAction type="button" disabled={actions.downloading === row.id} onClick={() => actions.onDownload(row)}>
                <Trans>Download license</Trans>
              </CellAction>
              {/* a short word in the narrow column; the name says it whole */}
              <CellAction type="button" aria-label={t`Move license ${id} to another machine`} title={t`Move license ${id} to another machine`} onClick={() => actions.onMove(row)}>
                <Trans context="move a license to another machine">Move</Trans>
              </CellAction>
            </>
          )}
          <RenewLink license={row} />
          <CellAction type="button" aria-label={t`History of license ${id}`} title={t`History of license ${id}`} onClick={() => actions.onHistory(row)}>
            <Trans context="a license's history">History</Trans>
          </CellAction>
        </Operations>
      </Nowrap>
    </tr>
  );
};
