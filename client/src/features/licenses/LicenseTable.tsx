import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import { SelectBox } from '../../ui/Checkbox.tsx';
import { CardTable, EmptyRow, TableScroll } from '../../ui/Table.tsx';
import { LicenseRow, type LicenseRowActions } from './LicenseRow.tsx';
import { headerState, isSelectable } from './selection.ts';
import { useLicenseColumnLabels } from './useLicenseColumnLabels.ts';

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
    machineName
    teamName
    edition {
      id
      upgradesTo {
        id
      }
    }
  }
`);

/** Ten columns need about this much room; in less (a phone, a narrow window), each license is a card. */
const LICENSE_CARDS_BELOW = 960;

/** Ten columns on a 1366 px screen: tighter cells and headers than the other tables. */
const Compact = styled(CardTable)`
  th, td { padding: 10px 5px; }
  th { font-size: 12px; }
`;

interface LicenseTableProps extends LicenseRowActions {
  rows: ReadonlyArray<FragmentType<typeof LicenseTableFragment>>;
  selected: ReadonlySet<string>;
  /** All is ticked: every license is exported, so the checkboxes show that and wait */
  all: boolean;
  loading: boolean;
  onSelectPage: (on: boolean) => void;
}

/** The license list (spec §2 licenseManagement): one row per license, its checkbox disabled once generated. */
export const LicenseTable = ({ rows: masked, selected, all, loading, onSelectPage, ...actions }: LicenseTableProps) => {
  const rows = getFragmentData(LicenseTableFragment, masked);
  const { t } = useLingui();
  const pageHasSelectable = rows.some(isSelectable);
  const label = useLicenseColumnLabels();
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
                onCheckedChange={onSelectPage}
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
          {rows.map((row) => (
            <LicenseRow key={row.id} row={row} label={label} all={all} chosen={selected.has(row.id)} {...actions} />
          ))}
        </tbody>
      </Compact>
    </TableScroll>
  );
};
