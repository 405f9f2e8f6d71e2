import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../lib/paths.ts';
import { Button, TextField } from '../../../ui/Form.tsx';
import { SelectField } from '../../../ui/Select.tsx';
import { SEAT_STATES, type SeatFilter, type SeatState } from './seat-rows.ts';

const Bar = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: 12px 16px;
  align-items: end;
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px;
  margin-bottom: ${({ theme }) => theme.space(4)};
  font-size: 14px;
`;

interface Props {
  filter: SeatFilter;
  onFilter: (filter: SeatFilter) => void;
  members: readonly { id: string; username: string }[];
  shown: number;
  selected: number;
  renew: { edition: number; licenseIds: string[] } | null;
  onExport: () => void;
}

/** Above the seat table: who and which state, the days after which a seat counts as unused, export and renewal. */
export const SeatFilters = ({ filter, onFilter, members, shown, selected, renew, onExport }: Props) => {
  const { t } = useLingui();
  const stateText: Record<SeatState, string> = { all: t`All`, unused: t`Unused`, expiring: t`Expiring`, notGenerated: t`Not generated` };
  return (
    <>
      <Bar>
        <SelectField
          label={<Trans>Member</Trans>}
          value={filter.member}
          onValueChange={(member) => onFilter({ ...filter, member })}
          options={[{ value: 'all', text: t`All members` }, ...members.map((m) => ({ value: m.id, text: m.username }))]}
        />
        <SelectField
          label={<Trans>State</Trans>}
          value={filter.state}
          onValueChange={(state) => onFilter({ ...filter, state: state as SeatState })}
          options={SEAT_STATES.map((state) => ({ value: state, text: stateText[state] }))}
        />
        <TextField
          label={<Trans>Unused for how many days</Trans>}
          type="number"
          min={1}
          max={3650}
          inputMode="numeric"
          defaultValue={filter.unusedDays}
          // a whole number of days from 1 applies at once; while the field is being retyped the last one holds
          onChange={(event) => {
            const days = Number(event.target.value);
            if (Number.isInteger(days) && days >= 1 && days <= 3650) onFilter({ ...filter, unusedDays: days });
          }}
        />
      </Bar>
      <Actions>
        <span>
          <Trans>
            {shown} seats shown, {selected} selected
          </Trans>
        </span>
        <Button type="button" $variant="secondary" disabled={shown === 0} onClick={onExport}>
          <Trans>Export CSV</Trans>
        </Button>
        {renew && (
          <Link to={paths.renewSeats.href(renew.edition, renew.licenseIds)}>
            <Trans>Renew selected</Trans>
          </Link>
        )}
      </Actions>
    </>
  );
};
